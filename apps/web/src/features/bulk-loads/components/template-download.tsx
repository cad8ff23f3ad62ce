import FileDownloadRounded from '@mui/icons-material/FileDownloadRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { es } from '@tu360/domain';
import type { LoadTemplate } from '@tu360/domain/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { downloadTemplate } from '../api/bulk-loads.ts';

const U = es.bulkLoadsUi;

export interface TemplateDownloadProps {
  templates: readonly LoadTemplate[];
  onError: (message: string) => void;
}

/** "Descargar plantilla": the template of a category (or of projects) as an .xlsx. */
export function TemplateDownload({ templates, onError }: TemplateDownloadProps) {
  const [template, setTemplate] = useState<LoadTemplate>(templates[0]);
  const [pending, setPending] = useState(false);
  const chosen = templates.includes(template) ? template : templates[0];
  const run = async () => {
    setPending(true);
    try {
      await downloadTemplate(chosen);
    } catch (error) {
      onError(errorMessage(error, U.downloadFailed));
    } finally {
      setPending(false);
    }
  };
  return (
    <Box component="section" aria-labelledby="bulk-templates-title" sx={{ flex: '1 1 280px' }}>
      <Typography id="bulk-templates-title" variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 700, mb: 2 }}>
        {U.templatesTitle}
      </Typography>
      {/* Laid out as the page's other forms: the field as wide as theirs, the button below it. */}
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2, maxWidth: 480 }}>
        <TextField
          select
          size="small"
          label={U.templateLabel}
          value={chosen}
          onChange={(e) => setTemplate(e.target.value as LoadTemplate)}
          sx={{ alignSelf: 'stretch' }}
        >
          {templates.map((t) => (
            <option key={t} value={t}>
              {U.templateNames[t]}
            </option>
          ))}
        </TextField>
        <Button
          variant="outlined"
          onClick={run}
          disabled={pending}
          startIcon={<FileDownloadRounded aria-hidden />}
        >
          {pending ? U.downloading : U.downloadTemplate}
        </Button>
      </Box>
    </Box>
  );
}
