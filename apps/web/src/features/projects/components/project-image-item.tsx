import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import DeleteRounded from '@mui/icons-material/DeleteRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { es } from '@tu360/domain';
import type { ProjectImage } from '@tu360/domain/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Hint } from '../../../components/ui/hint.tsx';
import { IconButton } from '../../../components/ui/icon-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Thumbnail } from '../../../components/ui/thumbnail.tsx';

const T = es.project.images;

export interface ProjectImageItemProps {
  image: ProjectImage;
  index: number;
  total: number;
  canWrite: boolean;
  pending: boolean;
  onSave: (label: string, text: string) => void;
  onMakeMain: () => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}

/** One image of the project: preview, position, main flag, label and text, order and delete. */
export function ProjectImageItem(props: ProjectImageItemProps) {
  const { image, index, total, canWrite, pending } = props;
  const [label, setLabel] = useState(image.label ?? '');
  const [text, setText] = useState(image.text ?? '');
  const position = T.position(index + 1, total);
  const changed = label !== (image.label ?? '') || text !== (image.text ?? '');

  return (
    <Box
      component="li"
      aria-label={position}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: '180px 1fr auto' },
        alignItems: 'start',
        p: 2,
        border: 1,
        borderColor: image.isMain ? 'secondary.dark' : 'divider',
        borderRadius: 1,
      }}
    >
      <Box>
        {/* 180 px wide beside its fields from md up, the card's width below. */}
        <Thumbnail
          src={image.image}
          alt={image.label || image.text || position}
          width={4}
          height={3}
          sizes="(min-width: 900px) 180px, 100vw"
          fluid
        />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {position}
          </Typography>
          {image.isMain && (
            <Chip size="small" color="secondary" icon={<StarRounded aria-hidden />} label={T.main} />
          )}
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <TextField
          size="small"
          label={T.label}
          value={label}
          disabled={!canWrite}
          onChange={(e) => setLabel(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 150 } }}
        />
        <TextField
          size="small"
          label={T.text}
          value={text}
          disabled={!canWrite}
          onChange={(e) => setText(e.target.value)}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        {canWrite && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              size="small"
              variant="outlined"
              disabled={!changed || pending}
              onClick={() => props.onSave(label, text)}
            >
              {es.common.save}
            </Button>
            {!image.isMain && (
              <Button
                size="small"
                startIcon={<StarRounded aria-hidden />}
                disabled={pending}
                onClick={props.onMakeMain}
              >
                {T.makeMain}
              </Button>
            )}
          </Box>
        )}
      </Box>
      {canWrite && (
        <Box sx={{ display: 'flex', flexDirection: { xs: 'row', md: 'column' }, gap: 0.5 }}>
          <Hint title={T.moveUp}>
            <span>
              <IconButton
                aria-label={`${T.moveUp}: ${position}`}
                disabled={index === 0 || pending}
                onClick={() => props.onMove(-1)}
              >
                <ArrowUpwardRounded />
              </IconButton>
            </span>
          </Hint>
          <Hint title={T.moveDown}>
            <span>
              <IconButton
                aria-label={`${T.moveDown}: ${position}`}
                disabled={index === total - 1 || pending}
                onClick={() => props.onMove(1)}
              >
                <ArrowDownwardRounded />
              </IconButton>
            </span>
          </Hint>
          <Hint title={T.remove}>
            <IconButton aria-label={`${T.remove}: ${position}`} disabled={pending} onClick={props.onRemove}>
              <DeleteRounded />
            </IconButton>
          </Hint>
        </Box>
      )}
    </Box>
  );
}
