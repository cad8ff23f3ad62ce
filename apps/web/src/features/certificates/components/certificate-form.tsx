import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { type CertificateBody, certificateBodySchema, es } from '@tu360/domain';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { ImageField } from '../../../components/ui/image-field.tsx';

type Values = z.input<typeof certificateBodySchema>;

export interface CertificateFormProps {
  defaultValues: Values;
  logo: string | null;
  readOnly: boolean;
  submitLabel: string;
  pending: boolean;
  onSubmit: (body: CertificateBody, logo: File | null) => void;
}

/** Name, logo and active switch of a sustainability certificate. */
export function CertificateForm(props: CertificateFormProps) {
  const { readOnly } = props;
  const [logo, setLogo] = useState<File | null>(null);
  const { control, handleSubmit } = useForm<Values, unknown, CertificateBody>({
    resolver: zodResolver(certificateBodySchema),
    // Messages on Guardar, then on each change: validating on blur moved the button under the pointer.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: props.defaultValues,
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit((body) => props.onSubmit(body, logo))}
      sx={{ display: 'grid', gap: 3, maxWidth: 560 }}
    >
      <FormTextField control={control} name="name" label={es.certificate.name} required disabled={readOnly} />
      <ImageField
        label={es.certificate.logo}
        current={props.logo}
        file={logo}
        onChange={setLogo}
        disabled={readOnly}
      />
      <Controller
        control={control}
        name="isActive"
        render={({ field }) => (
          <FormControlLabel
            label={es.certificate.active}
            control={
              <Switch
                checked={field.value === true || field.value === 'true'}
                disabled={readOnly}
                onChange={(e) => field.onChange(e.target.checked)}
                onBlur={field.onBlur}
              />
            }
          />
        )}
      />
      {!readOnly && (
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={props.pending}>
            {props.submitLabel}
          </Button>
        </Box>
      )}
    </Box>
  );
}
