import ImageRounded from '@mui/icons-material/ImageRounded';
import UploadRounded from '@mui/icons-material/UploadRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { es, IMAGE_ACCEPT } from '@tu360/domain';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { imageFileRefusal } from '../../lib/image-check.ts';
import { visuallyHiddenSx } from './visually-hidden.tsx';

export interface ImageFieldProps {
  /** Visible label ("Logo", "Banner", …). */
  label: string;
  /** URL of the stored image, if any. */
  current: string | null | undefined;
  /** File chosen and not yet saved. */
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
  /** Wide preview for banners. */
  wide?: boolean;
}

/**
 * An image picker with the preview of the chosen file, or of the stored image. A file the server would refuse
 * (packages/domain's imageRefusal) is not taken: its reason is shown under the field, and the other image of
 * the form (logo and banner go up together) is not lost to it.
 */
export function ImageField({ label, current, file, onChange, disabled, wide }: ImageFieldProps) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const shown = preview ?? current ?? null;
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!chosen) return;
    const reason = await imageFileRefusal(chosen);
    setRefusal(reason ? es.imageCheck.refusedItem(chosen.name, reason) : null);
    if (!reason) onChange(chosen);
  };

  return (
    <Box component="figure" aria-labelledby={`${id}-label`} sx={{ m: 0, display: 'grid', gap: 1 }}>
      <Typography id={`${id}-label`} component="figcaption" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Box
        sx={{
          width: wide ? '100%' : 160,
          maxWidth: wide ? 480 : 160,
          aspectRatio: wide ? '3 / 1' : '1 / 1',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'grey.100',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          overflow: 'hidden',
        }}
      >
        {shown ? (
          <Box
            component="img"
            src={shown}
            alt={es.images.preview(label)}
            sx={{ width: '100%', height: '100%', objectFit: wide ? 'cover' : 'contain' }}
          />
        ) : (
          <Box sx={{ textAlign: 'center', color: 'text.secondary' }}>
            <ImageRounded aria-hidden />
            <Typography variant="body2">{es.images.none}</Typography>
          </Box>
        )}
      </Box>
      {file && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {es.images.pending}: {file.name}
        </Typography>
      )}
      {!disabled && (
        <Box>
          <Box
            component="label"
            sx={{
              position: 'relative',
              display: 'inline-flex',
              alignItems: 'center',
              gap: 1,
              px: 1.5,
              py: 0.5,
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
            {shown ? es.images.change(label) : es.images.choose(label)}
            <Box
              component="input"
              type="file"
              accept={IMAGE_ACCEPT}
              onChange={(e: ChangeEvent<HTMLInputElement>) => void pick(e)}
              sx={visuallyHiddenSx}
            />
          </Box>
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {es.images.hint}
          </Typography>
          {refusal && (
            <Typography role="alert" variant="body2" sx={{ color: 'error.main', mt: 0.5 }}>
              {refusal}
            </Typography>
          )}
        </Box>
      )}
    </Box>
  );
}
