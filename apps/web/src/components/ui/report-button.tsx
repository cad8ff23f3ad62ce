import FileDownloadRounded from '@mui/icons-material/FileDownloadRounded';
import Button from '@mui/material/Button';
import { es } from '@tu360/domain';
import { useState } from 'react';
import { errorMessage, saveFile } from '../../lib/api-client.ts';
import { useToast } from './toast.tsx';

const U = es.reportsUi;

export interface ReportButtonProps {
  /** Downloads the report with the page's current filters (a typed `download()` of the reports contract). */
  download: () => Promise<{ blob: Blob; fileName: string }>;
}

/**
 * "Descargar reporte": downloads the page's report as an .xlsx and hands it to the browser under the name the
 * server gave. Disabled while it downloads; a failure shows an error toast with the server's message.
 */
export function ReportButton({ download }: ReportButtonProps) {
  const [pending, setPending] = useState(false);
  const toast = useToast();
  const run = async () => {
    setPending(true);
    try {
      saveFile(await download());
    } catch (error) {
      toast.show({ severity: 'error', title: U.failed, text: errorMessage(error, '') || undefined });
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Button
        variant="outlined"
        onClick={run}
        disabled={pending}
        startIcon={<FileDownloadRounded aria-hidden />}
      >
        {pending ? U.downloading : U.download}
      </Button>
      {toast.element}
    </>
  );
}
