import DeleteSweepRounded from '@mui/icons-material/DeleteSweepRounded';
import FileDownloadRounded from '@mui/icons-material/FileDownloadRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { es } from '@tu360/domain';
import type { BulkLoad } from '@tu360/domain/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { ToastMessage } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { workbookFileError } from '../../../lib/workbook-file-check.ts';
import { downloadDeletionTemplate, useUploadDeletionWorkbook } from '../api/bulk-loads.ts';
import type { ProjectOption } from './upload-form.tsx';

const U = es.bulkLoadsUi;
const D = es.bulkLoadsUi.deletion;
const XLSX_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The toast of a deletion load the page watched end (spec section 8): "Inmuebles eliminados" with its text, or
 * "Error durante el proceso" with the server's message. Null for other kinds and other ends.
 */
export function deletionOutcome(load: BulkLoad): ToastMessage | null {
  if (load.kind !== 'PropertyDeletion') return null;
  if (load.status === 'Done')
    return { severity: 'success', title: es.property.deletedTitle, text: es.property.deletedText };
  if (load.status === 'Failed')
    return { severity: 'error', title: es.property.bulkErrorTitle, text: load.message ?? U.failed };
  return null;
}

export interface DeleteByFileProps {
  constructorId: string;
  /** Projects where the user may load (and delete) properties. */
  projects: readonly ProjectOption[];
  /** The project selected in the session, preselected. */
  defaultSellerId: string | null;
  onUploaded: (load: BulkLoad) => void;
  /** Shows an error toast ("Error durante el proceso") with this message. */
  onError: (message: string) => void;
}

/**
 * "Eliminar inmuebles por archivo": the one-column template, the project and the workbook of references. The
 * answer is a dry run, shown in the load panel, where the user confirms the deletion.
 */
export function DeleteByFile(props: DeleteByFileProps) {
  const { projects } = props;
  const preset = projects.find((p) => p.value === props.defaultSellerId)?.value;
  const [sellerId, setSellerId] = useState(preset ?? (projects.length === 1 ? projects[0].value : ''));
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [projectError, setProjectError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const upload = useUploadDeletionWorkbook();
  const pending = checking || upload.isPending;

  const getTemplate = async () => {
    setDownloading(true);
    try {
      await downloadDeletionTemplate();
    } catch (error) {
      props.onError(errorMessage(error, U.downloadFailed));
    } finally {
      setDownloading(false);
    }
  };

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
    const badProject = sellerId ? null : D.projectRequired;
    setProjectError(badProject);
    if (badProject) document.getElementById('deletion-project')?.focus();
    else if (badFile) document.getElementById('deletion-file')?.focus();
    if (badFile || badProject || !file) return;
    upload.mutate(
      { file, constructorId: props.constructorId, sellerId },
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
      aria-labelledby="deletion-title"
      sx={{ mb: 3, pt: 2, borderTop: 1, borderColor: 'divider' }}
    >
      <Typography id="deletion-title" variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 700, mb: 1 }}>
        {D.title}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2, color: 'text.secondary', maxWidth: 720 }}>
        {D.intro}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 480 }}>
        <Box>
          <Button
            variant="outlined"
            onClick={getTemplate}
            disabled={downloading}
            startIcon={<FileDownloadRounded aria-hidden />}
          >
            {downloading ? U.downloading : D.downloadTemplate}
          </Button>
        </Box>
        <TextField
          select
          size="small"
          id="deletion-project"
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
        <TextField
          type="file"
          size="small"
          id="deletion-file"
          label={D.fileLabel}
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
            color="error"
            disabled={pending}
            startIcon={<DeleteSweepRounded aria-hidden />}
          >
            {pending ? U.reviewing : D.review}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
