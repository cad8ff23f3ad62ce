import FileDownloadRounded from '@mui/icons-material/FileDownloadRounded';
import { es } from '@tu360/domain';
import { lazy, Suspense, useState } from 'react';
import { errorMessage, saveFile } from '../../lib/api-client.ts';
import { Button } from './button.tsx';
import type { ToastMessage } from './toast.tsx';

/** The toast loads with the first failure: a list page paints without it (issue 10's budget). */
const Toast = lazy(() => import('./toast.tsx').then((m) => ({ default: m.Toast })));

const U = es.reportsUi;

export interface ReportButtonProps {
  /** Downloads the report with the page's current filters (a typed `download()` of the reports contract). */
  download: () => Promise<{ blob: Blob; fileName: string }>;
  /** The button's text when the page names its download otherwise ("Exportar"); "Descargar reporte" unless said. */
  label?: string;
}

/**
 * "Descargar reporte": downloads the page's report as an .xlsx and hands it to the browser under the name the
 * server gave. Disabled while it downloads; a failure shows an error toast with the server's message.
 */
export function ReportButton({ download, label = U.download }: ReportButtonProps) {
  const [pending, setPending] = useState(false);
  const [toast, setToast] = useState<ToastMessage | null>(null);
  // Once shown, the toast stays mounted so that it can close with its transition.
  const [toastLoaded, setToastLoaded] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      saveFile(await download());
    } catch (error) {
      setToastLoaded(true);
      setToast({ severity: 'error', title: U.failed, text: errorMessage(error, '') || undefined });
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
        {pending ? U.downloading : label}
      </Button>
      {toastLoaded && (
        <Suspense fallback={null}>
          <Toast toast={toast} onClose={() => setToast(null)} />
        </Suspense>
      )}
    </>
  );
}
