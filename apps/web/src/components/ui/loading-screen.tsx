import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { es } from '@tu360/domain';

/** Centered spinner with a status text for screen readers. */
export function LoadingScreen({ text = es.common.loading }: { text?: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        minHeight: '50vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
      }}
    >
      <CircularProgress color="primary" aria-hidden />
      <Typography>{text}</Typography>
    </Box>
  );
}
