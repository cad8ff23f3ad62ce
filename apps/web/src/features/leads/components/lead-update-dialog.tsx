import { zodResolver } from '@hookform/resolvers/zod';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { es, LEAD_STATES, type LeadUpdateInput, leadStateLabel, leadUpdateSchema } from '@tu360/domain';
import type { LeadItem } from '@tu360/domain/contracts';
import { useId } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { NATIVE_SELECT } from '../../../components/ui/native-select.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useLeadAssignees } from '../api/leads.ts';

const L = es.leads;

/** What the form holds: the state and assignee shown (the lead's own to start with) and the note. */
interface Values {
  state: string;
  assigneeId: string;
  note: string;
}

/** The body sent: only what changed, and the note. */
export function updateBodyOf(values: Values, lead: LeadItem): LeadUpdateInput {
  return {
    state: values.state !== lead.state ? (values.state as LeadUpdateInput['state']) : undefined,
    assigneeId: values.assigneeId && values.assigneeId !== lead.assigneeId ? values.assigneeId : undefined,
    note: values.note.trim() || undefined,
  };
}

export interface LeadUpdateDialogProps {
  open: boolean;
  lead: LeadItem | null;
  /** The assignee can be changed (else only the state). */
  canAssign: boolean;
  pending: boolean;
  onCancel: () => void;
  onSave: (body: LeadUpdateInput) => void;
}

/**
 * "Actualizar cliente potencial": a new state and/or a new assignee (an active user of the lead's project), with a
 * note kept in the lead's history. The domain's schema validates what would be sent ("Indique el nuevo estado o el
 * nuevo responsable." when nothing changes). A failure leaves the dialog as typed.
 */
export function LeadUpdateDialog(props: LeadUpdateDialogProps) {
  const { lead, open } = props;
  const id = useId();
  return (
    <Dialog
      open={open && !!lead}
      onClose={props.onCancel}
      aria-labelledby={`${id}-title`}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={`${id}-title`}>{L.changeTitle}</DialogTitle>
      {/* A form of its own per lead: another lead starts afresh. */}
      {lead && <LeadUpdateForm key={lead.id} {...props} lead={lead} />}
    </Dialog>
  );
}

function LeadUpdateForm({
  lead,
  canAssign,
  pending,
  onCancel,
  onSave,
}: LeadUpdateDialogProps & { lead: LeadItem }) {
  const assignees = useLeadAssignees(lead.sellerId, canAssign);
  const resolver: Resolver<Values, unknown, LeadUpdateInput> = (values, context, options) =>
    // biome-ignore lint/suspicious/noExplicitAny: the schema checks the body built from the form's values
    zodResolver(leadUpdateSchema)(updateBodyOf(values, lead) as any, context, options as any) as any;
  const { control, handleSubmit } = useForm<Values, unknown, LeadUpdateInput>({
    resolver,
    defaultValues: { state: lead.state, assigneeId: lead.assigneeId ?? '', note: '' },
  });
  const users = assignees.data?.data ?? [];
  const current = lead.assigneeId && !users.some((u) => u.id === lead.assigneeId);

  return (
    <form onSubmit={handleSubmit(onSave)} noValidate>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <DialogContentText>
          {lead.fullName} · {lead.email}
        </DialogContentText>
        <FormTextField control={control} name="state" label={L.state} select slotProps={NATIVE_SELECT}>
          {LEAD_STATES.map((s) => (
            <option key={s} value={s}>
              {leadStateLabel(s)}
            </option>
          ))}
        </FormTextField>
        {canAssign && (
          <FormTextField
            control={control}
            name="assigneeId"
            label={L.assignee}
            select
            slotProps={NATIVE_SELECT}
            disabled={assignees.isPending}
            helperText={assignees.isError ? errorMessage(assignees.error) : undefined}
          >
            {!lead.assigneeId && <option value="">{L.unassigned}</option>}
            {current && <option value={lead.assigneeId ?? ''}>{lead.assigneeName ?? L.unassigned}</option>}
            {users.map((u) => (
              <option key={u.id} value={u.id}>
                {`${u.givenName} ${u.lastName}`.trim() || u.email}
              </option>
            ))}
          </FormTextField>
        )}
        <FormTextField control={control} name="note" label={L.note} multiline minRows={3} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel}>{es.common.cancel}</Button>
        <Button type="submit" variant="contained" disabled={pending}>
          {es.common.save}
        </Button>
      </DialogActions>
    </form>
  );
}
