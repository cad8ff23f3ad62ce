import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { es, type ProjectBody, projectBodySchema } from '@tu360/domain';
import type { Certificate } from '@tu360/domain/contracts';
import { useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { focusFirstInvalid } from '../../../components/ui/focus-first-invalid.ts';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { LocationFields } from '../../../components/ui/location-fields.tsx';
import { NATIVE_SELECT } from '../../../components/ui/native-select.ts';
import { TextField } from '../../../components/ui/text-field.tsx';

export type ProjectFormValues = z.input<typeof projectBodySchema>;

const F = es.project.fields;

export function emptyProject(constructorId?: string): ProjectFormValues {
  return {
    businessName: '',
    name: '',
    email: '',
    address: '',
    departmentId: '',
    cityId: '',
    phone: '',
    whatsAppPhone: '',
    detailSellers: [
      { key: 'CamacolCode', value: '' },
      { key: 'Nit', value: '' },
    ],
    certificateId: '',
    rentingAvaliable: false,
    ...(constructorId ? { constructorId } : {}),
  };
}

export interface ProjectFormProps {
  defaultValues: ProjectFormValues;
  /** Active certificates only (activeCertificatesForSelection). */
  certificates: Certificate[];
  /** Shown under the certificate field (a current certificate no longer active). */
  certificateNote?: string;
  readOnly: boolean;
  submitLabel: string;
  pending: boolean;
  onSubmit: (body: ProjectBody) => void;
}

/** The fields of projectBodySchema: the domain schema validates them. */
export function ProjectForm(props: ProjectFormProps) {
  const { readOnly } = props;
  // The domain schema reports every invalid field at once (Camacol and NIT included); handleSubmit then focuses
  // the first one of the form.
  const { control, handleSubmit } = useForm<ProjectFormValues, unknown, ProjectBody>({
    resolver: zodResolver(projectBodySchema),
    // Messages appear on Guardar, then follow each change. Validating on blur made them appear between the
    // mouse press and release on Guardar: the button moved down and the click was lost ("does nothing").
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    defaultValues: props.defaultValues,
  });
  const text = { control, disabled: readOnly } as const;
  const formRef = useRef<HTMLFormElement>(null);

  return (
    <Box
      component="form"
      ref={formRef}
      onSubmit={handleSubmit(props.onSubmit, () => focusFirstInvalid(formRef.current))}
      noValidate
    >
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <FormTextField {...text} name="businessName" label={F.businessName} required />
        <FormTextField {...text} name="name" label={F.name} />
        <FormTextField {...text} name="email" label={F.email} required type="email" />
        <FormTextField {...text} name="address" label={F.address} required />
        <LocationFields control={control} disabled={readOnly} />
        <FormTextField {...text} name="phone" label={F.phone} required type="tel" />
        <FormTextField {...text} name="whatsAppPhone" label={F.whatsAppPhone} type="tel" />
        <FormTextField {...text} name="detailSellers.0.value" label={F.camacolCode} required />
        <FormTextField {...text} name="detailSellers.1.value" label={F.nit} required />
        <Controller
          control={control}
          name="certificateId"
          render={({ field, fieldState }) => (
            <TextField
              select
              fullWidth
              disabled={readOnly}
              label={F.certificate}
              name={field.name}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={!!fieldState.error}
              helperText={fieldState.error?.message ?? props.certificateNote}
              slotProps={NATIVE_SELECT}
            >
              <option value="">{es.project.noCertificate}</option>
              {props.certificates.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={control}
          name="rentingAvaliable"
          render={({ field }) => (
            <FormControlLabel
              label={F.rentingAvaliable}
              control={
                <Switch
                  checked={!!field.value}
                  disabled={readOnly}
                  onChange={(e) => field.onChange(e.target.checked)}
                  onBlur={field.onBlur}
                />
              }
            />
          )}
        />
      </Box>
      {!readOnly && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
          <Button type="submit" variant="contained" size="large" disabled={props.pending}>
            {props.submitLabel}
          </Button>
        </Box>
      )}
    </Box>
  );
}
