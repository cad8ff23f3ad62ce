import PhotoLibraryRounded from '@mui/icons-material/PhotoLibraryRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { es, IMAGE_ZIP_MAX_BYTES, IMAGE_ZIP_MAX_MB } from '@tu360/domain';
import type { BulkLoad } from '@tu360/domain/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useUploadImageZip } from '../api/bulk-loads.ts';
import type { ProjectOption } from './upload-form.tsx';

const U = es.bulkLoadsUi;
const I = es.bulkLoadsUi.images;
const ZIP_ACCEPT = '.zip,application/zip,application/x-zip-compressed';
const ZIP_TYPES = new Set([
  '',
  'application/zip',
  'application/x-zip-compressed',
  'application/x-zip',
  'multipart/x-zip',
  // Some systems label any unknown file so.
  'application/octet-stream',
]);
/** A zip starts with a local header ("PK\x03\x04"), or is an empty one ("PK\x05\x06"). */
const ZIP_MAGICS = [
  [0x50, 0x4b, 0x03, 0x04],
  [0x50, 0x4b, 0x05, 0x06],
];

async function headOf(file: Blob, n: number): Promise<Uint8Array> {
  const part = file.slice(0, n);
  if (typeof part.arrayBuffer === 'function') return new Uint8Array(await part.arrayBuffer());
  return new Uint8Array(
    await new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(part);
    }),
  );
}

/**
 * Why the browser will not send a file as a zip of images, in Spanish, or null when it may: no file, not a .zip
 * by name, type or first bytes, empty, or above IMAGE_ZIP_MAX_MB. The server checks everything again (and each
 * image); this only spares the user a useless upload.
 */
export async function zipFileError(file: File | null | undefined): Promise<string | null> {
  if (!file) return U.fileRequired;
  if (!/\.zip$/i.test(file.name) || !ZIP_TYPES.has(file.type)) return I.fileNotZip;
  if (file.size === 0) return U.fileEmpty;
  if (file.size > IMAGE_ZIP_MAX_BYTES) return U.fileTooLarge(IMAGE_ZIP_MAX_MB);
  const head = await headOf(file, 4);
  if (!ZIP_MAGICS.some((magic) => magic.every((b, i) => head[i] === b))) return I.fileNotZip;
  return null;
}

type Target = 'properties' | 'projects';

export interface ImageZipFormProps {
  constructorId: string;
  /** An agency loads its properties' images through its own call, and has no projects' images to load. */
  isAgency: boolean;
  /** Projects where the user may load properties. */
  projects: readonly ProjectOption[];
  /** The project selected in the session, preselected. */
  defaultSellerId: string | null;
  onUploaded: (load: BulkLoad) => void;
  onError: (message: string) => void;
}

/**
 * "Cargar imágenes": what the images are for (a project's properties, or the builder's projects), the project,
 * and the zip. The answer is a dry run, shown in the load panel, where the user confirms or cancels.
 */
export function ImageZipForm(props: ImageZipFormProps) {
  const { projects } = props;
  const targets: Target[] = [
    ...(projects.length ? (['properties'] as const) : []),
    ...(props.isAgency ? [] : (['projects'] as const)),
  ];
  const [target, setTarget] = useState<Target>(targets[0] ?? 'properties');
  const preset = projects.find((p) => p.value === props.defaultSellerId)?.value;
  const [sellerId, setSellerId] = useState(preset ?? (projects.length === 1 ? projects[0].value : ''));
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [projectError, setProjectError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const upload = useUploadImageZip();
  const pending = checking || upload.isPending;
  const needsProject = target === 'properties';

  if (!targets.length) return null;

  const pickFile = async (picked: File | null) => {
    setFile(picked);
    setFileError(picked ? await zipFileError(picked) : null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setChecking(true);
    const badFile = await zipFileError(file);
    setChecking(false);
    setFileError(badFile);
    const badProject = needsProject && !sellerId ? U.projectRequired : null;
    setProjectError(badProject);
    if (badProject) document.getElementById('images-project')?.focus();
    else if (badFile) document.getElementById('images-file')?.focus();
    if (badFile || badProject || !file) return;
    upload.mutate(
      {
        kind: needsProject ? (props.isAgency ? 'agency' : 'builder') : 'projects',
        file,
        constructorId: props.constructorId,
        sellerId: needsProject ? sellerId : null,
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
      aria-labelledby="images-title"
      sx={{ mb: 3, pt: 2, borderTop: 1, borderColor: 'divider' }}
    >
      <Typography id="images-title" variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 700, mb: 1 }}>
        {I.title}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2, color: 'text.secondary', maxWidth: 720 }}>
        {I.intro}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 480 }}>
        {targets.length > 1 && (
          <TextField
            select
            size="small"
            label={I.targetLabel}
            value={target}
            onChange={(e) => setTarget(e.target.value as Target)}
          >
            {targets.map((t) => (
              <option key={t} value={t}>
                {I.targets[t]}
              </option>
            ))}
          </TextField>
        )}
        {needsProject && (
          <TextField
            select
            size="small"
            id="images-project"
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
          id="images-file"
          label={I.fileLabel}
          required
          error={!!fileError}
          helperText={fileError ?? (file ? U.fileOf(file.name) : U.noFile)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { accept: ZIP_ACCEPT } }}
          onChange={(e) => void pickFile((e.target as HTMLInputElement).files?.[0] ?? null)}
        />
        <Box>
          <Button
            type="submit"
            variant="contained"
            disabled={pending}
            startIcon={<PhotoLibraryRounded aria-hidden />}
          >
            {pending ? U.reviewing : I.review}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
