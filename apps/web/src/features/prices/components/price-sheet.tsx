import FileDownloadRounded from '@mui/icons-material/FileDownloadRounded';
import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { es } from '@tu360/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { workbookFileError } from '../../../lib/workbook-file-check.ts';
import { downloadPriceSheet, type PriceSheetFilter } from '../api/prices.ts';

const U = es.pricesUi;
const XLSX_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface PriceSheetProps {
  sellerId: string;
  /** The list's filters: the sheet holds the rows they leave. */
  filter: PriceSheetFilter;
  /** A preview of the file is on its way. */
  previewing: boolean;
  onPreview: (file: File) => void;
  onError: (message: string) => void;
}

/** "Hoja de precios": download the project's sheet, fill "Precio nuevo", upload it for the preview. */
export function PriceSheet({ sellerId, filter, previewing, onPreview, onError }: PriceSheetProps) {
  const [downloading, setDownloading] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const fieldId = `price-sheet-${sellerId}`;

  const getSheet = async () => {
    setDownloading(true);
    try {
      await downloadPriceSheet(sellerId, filter);
    } catch (error) {
      onError(errorMessage(error, U.downloadFailed));
    } finally {
      setDownloading(false);
    }
  };
  const pick = async (picked: File | null) => {
    setFile(picked);
    setFileError(picked ? await workbookFileError(picked) : null);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setChecking(true);
    const bad = await workbookFileError(file);
    setChecking(false);
    setFileError(bad);
    if (bad || !file) {
      document.getElementById(fieldId)?.focus();
      return;
    }
    onPreview(file);
  };
  const pending = checking || previewing;

  return (
    <Box component="section" aria-labelledby="price-sheet-title" sx={{ flex: '1 1 320px' }}>
      <Typography id="price-sheet-title" variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 700, mb: 1 }}>
        {U.sheetTitle}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {U.sheetIntro}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2, maxWidth: 480 }}>
        <Button
          variant="outlined"
          onClick={getSheet}
          disabled={downloading}
          startIcon={<FileDownloadRounded aria-hidden />}
        >
          {downloading ? U.downloading : U.downloadSheet}
        </Button>
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          aria-label={U.uploadSheet}
          sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2, width: '100%' }}
        >
          <TextField
            type="file"
            size="small"
            id={fieldId}
            label={U.fileLabel}
            required
            fullWidth
            error={!!fileError}
            helperText={fileError ?? (file ? U.fileOf(file.name) : U.noFile)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { accept: XLSX_ACCEPT } }}
            onChange={(e) => void pick((e.target as HTMLInputElement).files?.[0] ?? null)}
          />
          <Button
            type="submit"
            variant="contained"
            disabled={pending}
            startIcon={<UploadFileRounded aria-hidden />}
          >
            {pending ? U.previewing : U.uploadSheet}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
