import CloseRounded from '@mui/icons-material/CloseRounded';
import CloudUploadRounded from '@mui/icons-material/CloudUploadRounded';
import UploadRounded from '@mui/icons-material/UploadRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { es } from '@tu360/domain';
import { type ChangeEvent, useEffect, useState } from 'react';

const ACCEPT = 'image/jpeg,image/png,image/webp';
let nextId = 1;
const U = es.propertyUi.images;

const hiddenInput = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
  padding: 0,
  margin: -1,
} as const;

function Pending({ file, onDiscard }: { file: File; onDiscard: () => void }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const u = URL.createObjectURL(file);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [file]);
  return (
    <Box component="li" sx={{ position: 'relative', width: 120, listStyle: 'none' }}>
      {url && (
        <Box
          component="img"
          src={url}
          alt={U.previewOf(file.name)}
          sx={{
            width: 120,
            height: 90,
            objectFit: 'cover',
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
          }}
        />
      )}
      <Typography variant="caption" component="p" noWrap title={file.name}>
        {file.name}
      </Typography>
      <IconButton
        size="small"
        aria-label={U.discardOf(file.name)}
        onClick={onDiscard}
        sx={{
          position: 'absolute',
          top: 2,
          right: 2,
          bgcolor: 'background.paper',
          '&:hover': { bgcolor: 'grey.100' },
        }}
      >
        <CloseRounded fontSize="small" />
      </IconButton>
    </Box>
  );
}

/** Several images chosen at once, previewed, then uploaded together. */
export function ImageUploader({
  pending,
  onUpload,
}: {
  pending: boolean;
  onUpload: (files: File[]) => Promise<boolean>;
}) {
  const [files, setFiles] = useState<{ id: number; file: File }[]>([]);
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    setFiles((current) => [...current, ...chosen.map((file) => ({ id: nextId++, file }))]);
    event.target.value = '';
  };
  const upload = async () => {
    if (await onUpload(files.map((f) => f.file))) setFiles([]);
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5, mb: 3 }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Box
          component="label"
          sx={{
            position: 'relative',
            display: 'inline-flex',
            alignItems: 'center',
            gap: 1,
            px: 2,
            py: 0.75,
            border: 1,
            borderColor: 'primary.main',
            borderRadius: 1,
            color: 'primary.main',
            fontWeight: 700,
            fontSize: '0.875rem',
            cursor: 'pointer',
            '&:hover': { bgcolor: 'action.hover' },
            '&:focus-within': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        >
          <UploadRounded aria-hidden fontSize="small" />
          {U.choose}
          <Box component="input" type="file" multiple accept={ACCEPT} onChange={pick} sx={hiddenInput} />
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {es.images.hint}
        </Typography>
      </Box>
      {files.length > 0 && (
        <Box component="section" aria-label={U.pendingTitle} sx={{ display: 'grid', gap: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{U.pendingTitle}</Typography>
          <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, m: 0, p: 0 }}>
            {files.map(({ id, file }) => (
              <Pending
                key={id}
                file={file}
                onDiscard={() => setFiles((all) => all.filter((f) => f.id !== id))}
              />
            ))}
          </Box>
          <Box>
            <Button
              variant="contained"
              startIcon={<CloudUploadRounded aria-hidden />}
              disabled={pending}
              onClick={() => void upload()}
            >
              {U.upload(files.length)}
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}
