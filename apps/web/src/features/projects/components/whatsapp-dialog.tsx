import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { es, type WhatsAppContactBody, whatsAppContactBodySchema } from '@tu360/domain';
import type { ProjectItem, WhatsAppContact } from '@tu360/domain/contracts';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';

type Values = z.input<typeof whatsAppContactBodySchema>;

export interface WhatsAppDialogProps {
  constructorId: string;
  /** The builder's projects a phone can answer for. */
  projects: ProjectItem[];
  /** The contact being edited; absent to add one. */
  contact?: WhatsAppContact;
  pending: boolean;
  onCancel: () => void;
  onSave: (body: WhatsAppContactBody) => void;
}

/** "Agregar WhatsApp" / "Editar WhatsApp": a phone and the projects it answers for. */
export function WhatsAppDialog(props: WhatsAppDialogProps) {
  const { constructorId, contact, projects, pending, onCancel, onSave } = props;
  const id = useId();
  const { control, handleSubmit } = useForm<Values, unknown, WhatsAppContactBody>({
    resolver: zodResolver(whatsAppContactBodySchema),
    defaultValues: {
      ConstructorId: constructorId,
      WhatsAppPhone: contact?.whatsAppPhone ?? '',
      projectIds: contact?.projectIds ?? [],
    },
  });

  return (
    <Dialog open onClose={onCancel} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <form onSubmit={handleSubmit(onSave)} noValidate>
        <DialogTitle id={`${id}-title`}>
          {contact ? es.project.whatsApp.edit : es.project.whatsApp.add}
        </DialogTitle>
        <DialogContent>
          <FormTextField
            control={control}
            name="WhatsAppPhone"
            label={es.project.whatsApp.phone}
            required
            type="tel"
            autoFocus
            sx={{ mt: 1, mb: 2 }}
          />
          <Controller
            control={control}
            name="projectIds"
            render={({ field, fieldState }) => {
              const value = new Set(field.value ?? []);
              const toggle = (projectId: string, on: boolean) => {
                const next = new Set(value);
                if (on) next.add(projectId);
                else next.delete(projectId);
                field.onChange([...next]);
              };
              return (
                <FormControl component="fieldset" error={!!fieldState.error} required>
                  <FormLabel component="legend">{es.project.whatsApp.projects}</FormLabel>
                  <Box sx={{ maxHeight: 280, overflowY: 'auto' }}>
                    <FormGroup>
                      {projects.map((p) => (
                        <FormControlLabel
                          key={p.id}
                          label={p.name}
                          control={
                            <Checkbox
                              checked={value.has(p.id)}
                              onChange={(e) => toggle(p.id, e.target.checked)}
                            />
                          }
                        />
                      ))}
                    </FormGroup>
                  </Box>
                  {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
                </FormControl>
              );
            }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onCancel}>{es.common.cancel}</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {es.common.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
