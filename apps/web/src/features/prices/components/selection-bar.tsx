import PercentRounded from '@mui/icons-material/PercentRounded';
import PreviewRounded from '@mui/icons-material/PreviewRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { es } from '@tu360/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { parsePercent } from '../price-edits.ts';

const U = es.pricesUi;

export interface SelectionBarProps {
  count: number;
  previewing: boolean;
  /** Why the preview was not asked for (no price typed, fields with errors); null when nothing to say. */
  problem: string | null;
  onPercent: (percent: number) => void;
  onPreview: () => void;
  onClear: () => void;
}

/** The selection's actions: "Aplicar % a la selección" (+x / −x), the preview of the typed prices, clearing it. */
export function SelectionBar({
  count,
  previewing,
  problem,
  onPercent,
  onPreview,
  onClear,
}: SelectionBarProps) {
  const [percent, setPercent] = useState('');
  const [percentError, setPercentError] = useState<string | null>(null);
  const submitPercent = (e: FormEvent) => {
    e.preventDefault();
    const n = parsePercent(percent);
    setPercentError(n === null ? U.percentInvalid : null);
    if (n === null) document.getElementById('price-percent')?.focus();
    else onPercent(n);
  };

  return (
    <Box
      component="section"
      aria-labelledby="price-selection-title"
      sx={{ mb: 2, p: 2, borderRadius: 1, bgcolor: 'grey.50', border: 1, borderColor: 'divider' }}
    >
      <Typography id="price-selection-title" variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
        {U.selectionTitle}
      </Typography>
      <Typography role="status" sx={{ mb: 1.5, color: 'text.secondary' }}>
        {count ? U.selected(count) : U.noneSelected}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <Box
          component="form"
          noValidate
          onSubmit={submitPercent}
          aria-label={U.applyPercent}
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
        >
          <TextField
            id="price-percent"
            size="small"
            label={U.percentLabel}
            value={percent}
            onChange={(e) => {
              setPercent(e.target.value);
              setPercentError(null);
            }}
            error={!!percentError}
            helperText={percentError ?? U.percentHint}
            sx={{ width: 260 }}
            slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
          />
          <Button
            type="submit"
            variant="outlined"
            disabled={!count}
            startIcon={<PercentRounded aria-hidden />}
          >
            {U.applyPercent}
          </Button>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, ml: { md: 'auto' } }}>
          <Button onClick={onClear} disabled={!count}>
            {U.clearSelection}
          </Button>
          <Button
            variant="contained"
            onClick={onPreview}
            disabled={!count || previewing}
            startIcon={<PreviewRounded aria-hidden />}
          >
            {previewing ? U.previewing : U.preview}
          </Button>
        </Box>
      </Box>
      {problem && (
        <Typography role="alert" sx={{ mt: 1, color: 'error.main' }}>
          {problem}
        </Typography>
      )}
    </Box>
  );
}
