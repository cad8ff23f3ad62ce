import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { es, type MaintenanceFormValues, maintenanceFormSchema } from '@tu360/domain';
import type { MaintenanceState } from '@tu360/domain/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { switchMaintenance } from '../api/maintenance.ts';

/** A datetime-local value ("2026-11-25T15:30") of an instant, in the browser's time. */
function localValue(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * The platform administrators' switch: the message and expected end, Activar (or Actualizar mensaje while on) and
 * Desactivar, each confirmed first.
 */
export function MaintenanceSwitch({
  state,
  onChanged,
}: {
  state: MaintenanceState;
  onChanged: (next: MaintenanceState) => void;
}) {
  const titleId = useId();
  const [asking, setAsking] = useState<'on' | 'off' | null>(null);
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const { control, handleSubmit, getValues } = useForm<MaintenanceFormValues>({
    resolver: zodResolver(maintenanceFormSchema),
    mode: 'onTouched',
    defaultValues: {
      message: state.message || es.maintenance.defaultMessage,
      expectedEnd: localValue(state.expectedEnd),
    },
  });

  const apply = async (enabled: boolean) => {
    setPending(true);
    setResult(null);
    try {
      const { message, expectedEnd } = getValues();
      const next = await switchMaintenance(
        enabled
          ? {
              enabled: true,
              message: message.trim(),
              expectedEnd: expectedEnd ? new Date(expectedEnd).toISOString() : null,
            }
          : { enabled: false },
      );
      onChanged(next);
      setResult({ ok: true, text: enabled ? es.maintenance.activated : es.maintenance.deactivated });
    } catch (error) {
      setResult({ ok: false, text: errorMessage(error, es.maintenance.saveError) });
    } finally {
      setPending(false);
      setAsking(null);
    }
  };

  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, width: '100%' }}
    >
      <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {es.maintenance.switchTitle}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {state.enabled ? es.maintenance.stateOn : es.maintenance.stateOff}
      </Typography>
      <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit(() => setAsking('on'))}>
        <FormTextField
          control={control}
          name="message"
          label={es.maintenance.message}
          helperText={es.maintenance.messageHelp}
          multiline
          minRows={2}
          required
        />
        <FormTextField
          control={control}
          name="expectedEnd"
          label={es.maintenance.expectedEndLabel}
          type="datetime-local"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {result && (
          <Alert severity={result.ok ? 'success' : 'error'} role={result.ok ? 'status' : 'alert'}>
            {result.text}
          </Alert>
        )}
        <Stack direction="row" spacing={2}>
          <Button type="submit" variant="contained" disabled={pending}>
            {state.enabled ? es.maintenance.update : es.maintenance.activate}
          </Button>
          {state.enabled && (
            <Button variant="outlined" color="error" disabled={pending} onClick={() => setAsking('off')}>
              {es.maintenance.deactivate}
            </Button>
          )}
        </Stack>
      </Stack>
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'off' ? es.maintenance.confirmDeactivateTitle : es.maintenance.confirmActivateTitle}
        text={asking === 'off' ? es.maintenance.confirmDeactivateText : es.maintenance.confirmActivateText}
        confirmLabel={asking === 'off' ? es.maintenance.deactivate : es.maintenance.activate}
        pending={pending}
        onCancel={() => setAsking(null)}
        onConfirm={() => void apply(asking === 'on')}
      />
    </Paper>
  );
}
