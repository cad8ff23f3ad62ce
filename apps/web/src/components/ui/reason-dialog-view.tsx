import { zodResolver } from '@hookform/resolvers/zod';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { es, projectReasonSchema } from '@tu360/domain';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from './button.tsx';
import { FormTextField } from './form-text-field.tsx';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  text?: string;
  label: string;
  confirmLabel: string;
  pending?: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

/** A confirmation that needs a reason (hiding or rejecting a project). */
export function ReasonDialogView(props: ReasonDialogProps) {
  const id = useId();
  const { control, handleSubmit, reset } = useForm({
    resolver: zodResolver(projectReasonSchema),
    defaultValues: { statusDetail: '' },
  });
  useEffect(() => {
    if (props.open) reset({ statusDetail: '' });
  }, [props.open, reset]);
  const submit = handleSubmit((values) => props.onConfirm(values.statusDetail));

  return (
    <Dialog
      open={props.open}
      onClose={props.onCancel}
      aria-labelledby={`${id}-title`}
      aria-describedby={props.text ? `${id}-text` : undefined}
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={`${id}-title`}>{props.title}</DialogTitle>
        <DialogContent>
          {props.text && (
            <DialogContentText id={`${id}-text`} sx={{ mb: 2 }}>
              {props.text}
            </DialogContentText>
          )}
          <FormTextField
            control={control}
            name="statusDetail"
            label={props.label}
            required
            multiline
            minRows={3}
            autoFocus
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={props.onCancel}>{es.common.cancel}</Button>
          <Button type="submit" variant="contained" disabled={props.pending}>
            {props.confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
