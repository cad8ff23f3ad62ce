import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { es } from '@tu360/domain';
import type { BulkLoad, LoadTemplate } from '@tu360/domain/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { workbookFileError } from '../../../lib/workbook-file-check.ts';
import { useUploadWorkbook } from '../api/bulk-loads.ts';
import { uploadKindOf } from '../templates.ts';

const U = es.bulkLoadsUi;
const XLSX_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface ProjectOption {
  value: string;
  label: string;
}

export interface UploadFormProps {
  constructorId: string;
  templates: readonly LoadTemplate[];
  /** Projects where the user may load properties. */
  projects: readonly ProjectOption[];
  /** The project selected in the session, preselected. */
  defaultSellerId: string | null;
  onUploaded: (load: BulkLoad) => void;
  onError: (message: string) => void;
}

/** "Cargar archivo": the template, the project (for properties) and the workbook; the answer is a dry run. */
export function UploadForm(props: UploadFormProps) {
  const { templates, projects } = props;
  const [template, setTemplate] = useState<LoadTemplate>(templates[0]);
  const preset = projects.find((p) => p.value === props.defaultSellerId)?.value;
  const [sellerId, setSellerId] = useState(preset ?? (projects.length === 1 ? projects[0].value : ''));
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [projectError, setProjectError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const upload = useUploadWorkbook();
  const chosen = templates.includes(template) ? template : templates[0];
  const kind = uploadKindOf(chosen);
  const needsProject = kind !== 'projects';
  const pending = checking || upload.isPending;

  const pickFile = async (picked: File | null) => {
    setFile(picked);
    setFileError(picked ? await workbookFileError(picked) : null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setChecking(true);
    const badFile = await workbookFileError(file);
    setChecking(false);
    setFileError(badFile);
    const badProject = needsProject && !sellerId ? U.projectRequired : null;
    setProjectError(badProject);
    if (badProject) document.getElementById('bulk-project')?.focus();
    else if (badFile) document.getElementById('bulk-file')?.focus();
    if (badFile || badProject || !file) return;
    upload.mutate(
      {
        kind,
        file,
        constructorId: props.constructorId,
        sellerId: needsProject ? sellerId : null,
        template: kind === 'builder' ? (chosen as 'Apartment' | 'House' | 'StudioApartment') : 'Apartment',
      },
      {
        onSuccess: props.onUploaded,
        onError: (error) => props.onError(errorMessage(error, U.uploadFailed)),
      },
    );
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-labelledby="bulk-upload-title"
      sx={{ flex: '1 1 320px' }}
    >
      <Typography id="bulk-upload-title" variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 700, mb: 2 }}>
        {U.uploadTitle}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 480 }}>
        <TextField
          select
          size="small"
          label={U.templateLabel}
          value={chosen}
          onChange={(e) => setTemplate(e.target.value as LoadTemplate)}
        >
          {templates.map((t) => (
            <option key={t} value={t}>
              {U.templateNames[t]}
            </option>
          ))}
        </TextField>
        {needsProject && (
          <TextField
            select
            size="small"
            id="bulk-project"
            label={U.projectLabel}
            required
            value={sellerId}
            error={!!projectError}
            helperText={projectError ?? undefined}
            onChange={(e) => {
              setSellerId(e.target.value);
              setProjectError(null);
            }}
          >
            <option value="">{U.chooseProject}</option>
            {projects.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </TextField>
        )}
        <TextField
          type="file"
          size="small"
          id="bulk-file"
          label={U.fileLabel}
          required
          error={!!fileError}
          helperText={fileError ?? (file ? U.fileOf(file.name) : U.noFile)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { accept: XLSX_ACCEPT } }}
          onChange={(e) => void pickFile((e.target as HTMLInputElement).files?.[0] ?? null)}
        />
        <Box>
          <Button
            type="submit"
            variant="contained"
            disabled={pending}
            startIcon={<UploadFileRounded aria-hidden />}
          >
            {pending ? U.reviewing : U.review}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
