import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { es, type PublishTermsBody, publishTermsBodySchema } from '@tu360/domain';
import type { TermsVersion } from '@tu360/domain/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { applyServerFieldErrors } from '../../../components/ui/server-field-errors.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { publishTerms } from '../api/terms.ts';

const FIELDS = ['version', 'title', 'body'] as const;

/** A platform administrator publishes a new version of the terms (it becomes the current one). */
export function PublishTermsForm({ onPublished }: { onPublished: (terms: TermsVersion) => void }) {
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const { control, handleSubmit, setError, reset, formState } = useForm<PublishTermsBody>({
    resolver: zodResolver(publishTermsBodySchema),
    mode: 'onTouched',
    defaultValues: { version: '', title: '', body: '' },
  });

  const submit = handleSubmit(async (values) => {
    setResult(null);
    try {
      const terms = await publishTerms(values);
      reset();
      setResult({ ok: true, text: es.termsVersions.published(terms.version) });
      onPublished(terms);
    } catch (error) {
      const placed = applyServerFieldErrors(error, setError, (field) =>
        (FIELDS as readonly string[]).includes(field) ? (field as (typeof FIELDS)[number]) : null,
      );
      if (!placed) setResult({ ok: false, text: errorMessage(error) });
    }
  });

  return (
    <Paper
      component="section"
      aria-labelledby="publish-terms-title"
      elevation={0}
      sx={{ p: { xs: 3, sm: 5 }, borderRadius: 3 }}
    >
      <Typography id="publish-terms-title" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
        {es.termsVersions.publishTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {es.termsVersions.publishText}
      </Typography>
      {result && (
        <Alert severity={result.ok ? 'success' : 'error'} role="alert" sx={{ mb: 3 }}>
          {result.text}
        </Alert>
      )}
      <Stack component="form" onSubmit={submit} noValidate spacing={2.5}>
        <FormTextField
          control={control}
          name="version"
          label={es.termsVersions.versionField}
          helperText={es.termsVersions.versionHelp}
          required
        />
        <FormTextField control={control} name="title" label={es.termsVersions.titleField} required />
        <FormTextField
          control={control}
          name="body"
          label={es.termsVersions.bodyField}
          helperText={es.termsVersions.bodyHelp}
          required
          multiline
          minRows={6}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={formState.isSubmitting}
          sx={{ alignSelf: 'flex-start' }}
        >
          {es.termsVersions.publish}
        </Button>
      </Stack>
    </Paper>
  );
}
