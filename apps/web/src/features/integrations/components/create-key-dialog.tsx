import { zodResolver } from '@hookform/resolvers/zod';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import {
  API_KEY_NAME_MAX,
  type ApiKeyCreateInput,
  type ApiKeyCreateValues,
  apiKeyCreateSchema,
  colombiaToday,
  es,
  INTEGRATION_SCOPE_LABELS,
  INTEGRATION_SCOPES,
  type IntegrationScope,
} from '@tu360/domain';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';

const I = es.integrations;

export interface CreateKeyDialogProps {
  open: boolean;
  /** The company the key is for (the chosen one for platform admins; a store user's own is the server's). */
  constructorId?: string;
  /** The company's name, shown in the dialog. */
  companyName?: string;
  pending: boolean;
  /** The server's refusal, shown in the dialog (the form stays as typed). */
  error?: string;
  onCancel: () => void;
  onCreate: (body: ApiKeyCreateValues) => void;
}

/** "Crear clave": a name, at least one permission, an optional expiry day; the domain's schema checks them. */
export function CreateKeyDialog(props: CreateKeyDialogProps) {
  const id = useId();
  return (
    <Dialog
      open={props.open}
      onClose={props.onCancel}
      aria-labelledby={`${id}-title`}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={`${id}-title`}>{I.createTitle}</DialogTitle>
      {/* A fresh form every time it opens. */}
      {props.open && <CreateKeyForm {...props} />}
    </Dialog>
  );
}

function CreateKeyForm({
  constructorId,
  companyName,
  pending,
  error,
  onCancel,
  onCreate,
}: CreateKeyDialogProps) {
  const id = useId();
  const { control, handleSubmit } = useForm<ApiKeyCreateInput, unknown, ApiKeyCreateValues>({
    resolver: zodResolver(apiKeyCreateSchema),
    defaultValues: { constructorId, name: '', scopes: [], expiresOn: '' },
  });
  // The earliest day the form offers: tomorrow in Colombia (the schema says why another is refused).
  const today = colombiaToday(new Date());
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

  return (
    <form onSubmit={handleSubmit(onCreate)} noValidate>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
        {companyName && <DialogContentText>{companyName}</DialogContentText>}
        <FormTextField
          control={control}
          name="name"
          label={I.fields.name}
          required
          autoFocus
          slotProps={{ htmlInput: { maxLength: API_KEY_NAME_MAX } }}
        />
        <Controller
          control={control}
          name="scopes"
          render={({ field, fieldState }) => {
            const chosen = new Set(field.value ?? []);
            const toggle = (scope: IntegrationScope, on: boolean) =>
              field.onChange(INTEGRATION_SCOPES.filter((s) => (s === scope ? on : chosen.has(s))));
            return (
              <FormControl component="fieldset" error={!!fieldState.error} required>
                <FormLabel component="legend" id={`${id}-scopes`}>
                  {I.fields.scopes}
                </FormLabel>
                <FormGroup>
                  {INTEGRATION_SCOPES.map((scope) => (
                    <FormControlLabel
                      key={scope}
                      label={INTEGRATION_SCOPE_LABELS[scope]}
                      control={
                        <Checkbox
                          checked={chosen.has(scope)}
                          onChange={(e) => toggle(scope, e.target.checked)}
                          onBlur={field.onBlur}
                          slotProps={{
                            input: { ref: scope === INTEGRATION_SCOPES[0] ? field.ref : undefined },
                          }}
                        />
                      }
                    />
                  ))}
                </FormGroup>
                {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
              </FormControl>
            );
          }}
        />
        <FormTextField
          control={control}
          name="expiresOn"
          type="date"
          label={I.fields.expiresOn}
          helperText={I.expiresOnHelp}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: tomorrow } }}
        />
        {error && <DialogContentText sx={{ color: 'error.main' }}>{error}</DialogContentText>}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel}>{es.common.cancel}</Button>
        <Button type="submit" variant="contained" disabled={pending}>
          {I.createSubmit}
        </Button>
      </DialogActions>
    </form>
  );
}
