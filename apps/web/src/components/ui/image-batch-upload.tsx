import UploadRounded from '@mui/icons-material/UploadRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { es, IMAGE_ACCEPT } from '@tu360/domain';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { firstListMessage } from '../../lib/api-client.ts';
import { checkImageFiles, type RefusedImage } from '../../lib/image-check.ts';
import { visuallyHiddenSx } from './visually-hidden.tsx';

const M = es.imageCheck;

export interface ImageBatchUploadProps {
  /** Sends one image that passed the browser's checks; a rejection carries the server's reason. */
  upload: (file: File) => Promise<unknown>;
  /** After a batch, the number of images that went up (none when all were refused). */
  onUploaded?: (count: number) => void;
  /** Visible text of the file chooser. */
  chooseLabel?: string;
  disabled?: boolean;
}

type Phase = { kind: 'idle' } | { kind: 'checking' } | { kind: 'uploading'; done: number; total: number };

/**
 * Several images chosen at once and uploaded right away, one request each, with their progress: each file is
 * first checked in the browser with the server's own limits, the good ones go up, and the refused ones are
 * listed with their reason (one bad file no longer loses the others). Nothing waits in a queue that leaving
 * the page could drop; while images are going up, closing the tab asks first.
 */
export function ImageBatchUpload({ upload, onUploaded, chooseLabel, disabled }: ImageBatchUploadProps) {
  const id = useId();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [refused, setRefused] = useState<RefusedImage[]>([]);
  const busy = phase.kind !== 'idle';

  useEffect(() => {
    if (phase.kind !== 'uploading') return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [phase.kind]);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (!chosen.length) return;
    setRefused([]);
    setPhase({ kind: 'checking' });
    const checked = await checkImageFiles(chosen);
    const notSent: RefusedImage[] = [...checked.refused];
    let uploaded = 0;
    for (const [i, file] of checked.accepted.entries()) {
      setPhase({ kind: 'uploading', done: i, total: checked.accepted.length });
      try {
        await upload(file);
        uploaded += 1;
      } catch (error) {
        notSent.push({ name: file.name, reason: firstListMessage(error) });
      }
    }
    setPhase({ kind: 'idle' });
    setRefused(notSent);
    if (uploaded > 0) onUploaded?.(uploaded);
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
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
            borderColor: disabled || busy ? 'action.disabled' : 'primary.main',
            borderRadius: 1,
            color: disabled || busy ? 'text.disabled' : 'primary.main',
            fontWeight: 700,
            fontSize: '0.875rem',
            cursor: disabled || busy ? 'default' : 'pointer',
            '&:hover': { bgcolor: disabled || busy ? undefined : 'action.hover' },
            '&:focus-within': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        >
          <UploadRounded aria-hidden fontSize="small" />
          {chooseLabel ?? M.chooseSeveral}
          <Box
            component="input"
            type="file"
            multiple
            accept={IMAGE_ACCEPT}
            disabled={disabled || busy}
            aria-describedby={`${id}-hint`}
            onChange={(e: ChangeEvent<HTMLInputElement>) => void pick(e)}
            sx={visuallyHiddenSx}
          />
        </Box>
        <Typography id={`${id}-hint`} variant="body2" sx={{ color: 'text.secondary' }}>
          {es.images.hint}
        </Typography>
      </Box>
      <Box aria-live="polite">
        {phase.kind === 'checking' && <Typography variant="body2">{M.checking}</Typography>}
        {phase.kind === 'uploading' && (
          <Box sx={{ display: 'grid', gap: 0.5, maxWidth: 420 }}>
            <Typography variant="body2">{M.progress(phase.done, phase.total)}</Typography>
            <LinearProgress
              variant="determinate"
              value={(phase.done / phase.total) * 100}
              aria-label={M.progressLabel}
            />
          </Box>
        )}
      </Box>
      {refused.length > 0 && (
        <Alert
          severity="warning"
          onClose={() => setRefused([])}
          slotProps={{ closeButton: { 'aria-label': M.dismiss, title: M.dismiss } }}
        >
          <AlertTitle>{M.refusedTitle(refused.length)}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {refused.map((r, i) => (
              // A name may repeat (two files chosen from different folders).
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced as a whole, never reordered
              <li key={`${r.name}-${i}`}>{M.refusedItem(r.name, r.reason)}</li>
            ))}
          </Box>
        </Alert>
      )}
    </Box>
  );
}
