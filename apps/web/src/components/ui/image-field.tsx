import ImageRounded from '@mui/icons-material/ImageRounded';
import UploadRounded from '@mui/icons-material/UploadRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { es } from '@tu360/domain';
import { type ChangeEvent, useEffect, useId, useState } from 'react';

const ACCEPT = 'image/jpeg,image/png,image/webp';

const hiddenInput = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
  padding: 0,
  margin: '-1px',
} as const;

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

/** An image picker with the preview of the chosen file, or of the stored image. */
export function ImageField({ label, current, file, onChange, disabled, wide }: ImageFieldProps) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
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
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    onChange(event.target.files?.[0] ?? null);
    event.target.value = '';
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
            <Box component="input" type="file" accept={ACCEPT} onChange={pick} sx={hiddenInput} />
          </Box>
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {es.images.hint}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
