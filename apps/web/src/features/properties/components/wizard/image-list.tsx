import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { es, TEXT_INPUT_MAX_LENGTH } from '@tu360/domain';
import type { PropertyImage } from '@tu360/domain/contracts';
import { Button } from '../../../../components/ui/button.tsx';
import { IconButton } from '../../../../components/ui/icon-button.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { Thumbnail } from '../../../../components/ui/thumbnail.tsx';

const U = es.propertyUi.images;

export interface ImageListProps {
  images: PropertyImage[];
  readOnly: boolean;
  pending: boolean;
  onMove: (index: number, delta: -1 | 1) => void;
  onMain: (index: number) => void;
  onEdit: (index: number, patch: Partial<Pick<PropertyImage, 'label' | 'text'>>) => void;
  onRemove: (image: PropertyImage) => void;
}

/** The stored images in their order: main image, move up/down, label and text, delete. */
export function ImageList({ images, readOnly, pending, onMove, onMain, onEdit, onRemove }: ImageListProps) {
  if (!images.length) return <Typography sx={{ color: 'text.secondary', mb: 2 }}>{U.empty}</Typography>;
  const total = images.length;
  return (
    <Box component="ol" aria-label={U.title} sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {images.map((img, i) => {
        const position = U.position(i + 1, total);
        return (
          <Box
            component="li"
            key={img.id}
            aria-label={position}
            sx={{
              listStyle: 'none',
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '140px 1fr auto' },
              gap: 2,
              alignItems: 'center',
              p: 1.5,
              border: 1,
              borderColor: img.isMain ? 'primary.main' : 'divider',
              borderRadius: 1,
            }}
          >
            <Thumbnail src={img.image} alt={img.label || position} width={140} height={96} tinted />
            <Box sx={{ display: 'grid', gap: 1 }}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                <Typography sx={{ fontWeight: 600 }}>{position}</Typography>
                {img.isMain && <Chip size="small" color="primary" icon={<StarRounded />} label={U.main} />}
              </Box>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <TextField
                  size="small"
                  label={U.label}
                  value={img.label ?? ''}
                  disabled={readOnly}
                  onChange={(e) => onEdit(i, { label: e.target.value })}
                  slotProps={{ htmlInput: { maxLength: TEXT_INPUT_MAX_LENGTH } }}
                  sx={{ flex: '1 1 160px' }}
                />
                <TextField
                  size="small"
                  label={U.text}
                  value={img.text ?? ''}
                  disabled={readOnly}
                  onChange={(e) => onEdit(i, { text: e.target.value })}
                  slotProps={{ htmlInput: { maxLength: TEXT_INPUT_MAX_LENGTH } }}
                  sx={{ flex: '2 1 220px' }}
                />
              </Box>
            </Box>
            {!readOnly && (
              <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
                {!img.isMain && (
                  <Button
                    size="small"
                    onClick={() => onMain(i)}
                    disabled={pending}
                    aria-label={`${U.makeMain}: ${position}`}
                  >
                    {U.makeMain}
                  </Button>
                )}
                <IconButton
                  aria-label={`${U.moveUp}: ${position}`}
                  disabled={pending || i === 0}
                  onClick={() => onMove(i, -1)}
                >
                  <ArrowUpwardRounded />
                </IconButton>
                <IconButton
                  aria-label={`${U.moveDown}: ${position}`}
                  disabled={pending || i === total - 1}
                  onClick={() => onMove(i, 1)}
                >
                  <ArrowDownwardRounded />
                </IconButton>
                <IconButton
                  aria-label={`${U.remove}: ${position}`}
                  color="error"
                  disabled={pending}
                  onClick={() => onRemove(img)}
                >
                  <DeleteOutlineRounded />
                </IconButton>
              </Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
