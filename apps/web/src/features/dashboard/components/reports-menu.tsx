import FileDownloadRounded from '@mui/icons-material/FileDownloadRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { es } from '@tu360/domain';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage, saveFile } from '../../../lib/api-client.ts';
import { adminReports } from '../api/dashboard.ts';

const D = es.dashboard;

/**
 * "Descargar reporte" of the admin home: a menu of the four reports of spec section 7 (projects, users, the
 * builders' offer, the agencies' properties), each of the home's builder (or of all).
 */
export function ReportsMenu({ constructorId }: { constructorId?: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const items = [
    { key: 'projects', label: D.reportProjects },
    { key: 'users', label: D.reportUsers },
    { key: 'offer', label: D.reportOffer },
    { key: 'agencies', label: D.reportAgencies },
  ] as const;
  const run = async (key: (typeof items)[number]['key']) => {
    setOpen(false);
    setPending(true);
    setFailure(null);
    try {
      saveFile(await adminReports[key](constructorId));
    } catch (error) {
      setFailure(errorMessage(error, es.reportsUi.failed));
    } finally {
      setPending(false);
    }
  };
  // A disclosure rather than a menu in a popover: the home paints without MUI's modal machinery (issue 10's budget).
  return (
    <Box sx={{ position: 'relative', textAlign: 'right' }}>
      <Button
        variant="outlined"
        startIcon={<FileDownloadRounded aria-hidden />}
        aria-expanded={open}
        aria-controls={`${id}-reports`}
        disabled={pending}
        onClick={() => setOpen((v) => !v)}
      >
        {pending ? es.reportsUi.downloading : D.reportsMenu}
      </Button>
      {open && (
        <Paper
          id={`${id}-reports`}
          role="group"
          aria-label={D.reportsMenuLabel}
          elevation={4}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setOpen(false);
          }}
          sx={{
            position: 'absolute',
            right: 0,
            top: '100%',
            mt: 0.5,
            zIndex: 10,
            p: 0.5,
            display: 'grid',
            minWidth: 280,
          }}
        >
          {items.map((item) => (
            <Button
              key={item.key}
              color="inherit"
              onClick={() => void run(item.key)}
              sx={{ justifyContent: 'flex-start', fontWeight: 500 }}
            >
              {item.label}
            </Button>
          ))}
        </Paper>
      )}
      {failure && (
        <Alert
          severity="error"
          role="alert"
          sx={{ mt: 1, textAlign: 'left' }}
          onClose={() => setFailure(null)}
        >
          {failure}
        </Alert>
      )}
    </Box>
  );
}
