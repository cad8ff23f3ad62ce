import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { type AgencyBody, agencyBodySchema, builderBodySchema, builderPayload, es } from '@tu360/domain';
import { useMemo, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { focusFirstInvalid } from '../../../components/ui/focus-first-invalid.ts';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { ImageField } from '../../../components/ui/image-field.tsx';
import { LocationFields } from '../../../components/ui/location-fields.tsx';
import type { BuilderImages } from '../api/upload-builder-images.ts';

export type BuilderFormValues = z.input<typeof agencyBodySchema>;

export const EMPTY_BUILDER: BuilderFormValues = {
  name: '',
  nit: '',
  email: '',
  age: '',
  pageUrl: '',
  guild: '',
  departmentId: '',
  cityId: '',
  address: '',
  phoneNumber: '',
  whatsAppPhone: '',
  description: '',
};

export interface BuilderFormProps {
  isAgency: boolean;
  defaultValues: BuilderFormValues;
  logo: string | null;
  banner: string | null;
  readOnly: boolean;
  submitLabel: string;
  pending: boolean;
  /** Resolves true when the images were saved, so that the chosen files are cleared. */
  onSubmit: (body: AgencyBody, images: BuilderImages) => Promise<boolean>;
}

const F = es.builder.fields;

/** The builder or agency form: the domain schema validates it; WhatsApp only for agencies. */
export function BuilderForm(props: BuilderFormProps) {
  const { isAgency, readOnly } = props;
  const resolver = useMemo(
    () =>
      (isAgency ? zodResolver(agencyBodySchema) : zodResolver(builderBodySchema)) as Resolver<
        BuilderFormValues,
        unknown,
        AgencyBody
      >,
    [isAgency],
  );
  const { control, handleSubmit } = useForm<BuilderFormValues, unknown, AgencyBody>({
    resolver,
    // Messages appear on Guardar, then follow each change. Validating on blur made them appear between the
    // mouse press and release on Guardar: the button moved down and the click was lost ("does nothing").
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: props.defaultValues,
  });
  const [logo, setLogo] = useState<File | null>(null);
  const [banner, setBanner] = useState<File | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const submit = handleSubmit(
    async (values) => {
      const saved = await props.onSubmit(builderPayload(values, isAgency) as AgencyBody, { logo, banner });
      if (saved) {
        setLogo(null);
        setBanner(null);
      }
    },
    () => focusFirstInvalid(formRef.current),
  );
  const text = { control, disabled: readOnly } as const;

  return (
    <Box component="form" ref={formRef} onSubmit={submit} noValidate>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <FormTextField {...text} name="name" label={F.name} required autoComplete="organization" />
        <FormTextField {...text} name="nit" label={F.nit} required />
        <FormTextField {...text} name="email" label={F.email} required type="email" autoComplete="email" />
        <FormTextField
          {...text}
          name="age"
          label={F.age}
          type="number"
          slotProps={{ htmlInput: { min: 0, max: 200, step: 1 } }}
        />
        <FormTextField {...text} name="pageUrl" label={F.pageUrl} type="url" autoComplete="url" />
        <FormTextField {...text} name="guild" label={F.guild} />
        <LocationFields control={control} disabled={readOnly} />
        <FormTextField {...text} name="address" label={F.address} required />
        <FormTextField {...text} name="phoneNumber" label={F.phoneNumber} required type="tel" />
        {isAgency && <FormTextField {...text} name="whatsAppPhone" label={F.whatsAppPhone} type="tel" />}
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormTextField
            {...text}
            name="description"
            label={F.description}
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
        </Box>
      </Box>
      <Divider sx={{ my: 3 }} />
      <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.1rem', mb: 2 }}>
        {es.builder.imagesTitle}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '200px 1fr' } }}>
        <ImageField label={F.logo} current={props.logo} file={logo} onChange={setLogo} disabled={readOnly} />
        <ImageField
          label={F.banner}
          current={props.banner}
          file={banner}
          onChange={setBanner}
          disabled={readOnly}
          wide
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
