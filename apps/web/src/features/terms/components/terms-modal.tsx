import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { es } from '@tu360/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-store.ts';
import { acceptTerms, currentTermsQuery, termsQuery } from '../api/terms.ts';
import { TermsBody } from './terms-body.tsx';

type Step = 'first' | 'details' | 'done';

/** Three-step terms modal for store users whose builder has not accepted the terms; it cannot be dismissed. */
export function TermsModal() {
  const user = useSession((s) => s.user);
  const queryClient = useQueryClient();
  const terms = useQuery(termsQuery(user && !user.isAdmin ? user.constructor : null));
  const [step, setStep] = useState<Step>('first');
  const [closed, setClosed] = useState(false);
  // The text of the current version, read when the details are asked for.
  const current = useQuery({ ...currentTermsQuery(), enabled: step === 'details' });
  // From the details, the version read is sent: if another was published meanwhile the API refuses (409) and the
  // new text is read again.
  const accept = useMutation({
    mutationFn: (version?: string) => acceptTerms(user?.id ?? '', version),
    onSuccess: () => setStep('done'),
    onError: () => void queryClient.invalidateQueries({ queryKey: ['terms', 'current'] }),
  });

  const open = !closed && (step === 'done' || terms.data?.length === 0);
  const finish = () => {
    setClosed(true);
    void queryClient.invalidateQueries({ queryKey: ['terms'] });
  };

  return (
    <Dialog
      open={open}
      // Only its own buttons close it: no Escape, no click outside.
      onClose={() => undefined}
      aria-labelledby="terms-title"
      aria-describedby="terms-text"
      maxWidth={step === 'details' ? 'md' : 'sm'}
      fullWidth
      scroll="paper"
    >
      <DialogTitle id="terms-title" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        {step === 'done' && <CheckCircleOutlined color="success" aria-hidden />}
        {step === 'first'
          ? es.terms.firstTitle
          : step === 'details'
            ? es.terms.detailsTitle
            : es.terms.doneTitle}
      </DialogTitle>
      <DialogContent dividers={step === 'details'} id="terms-text">
        {step === 'first' && <Typography>{es.terms.firstText}</Typography>}
        {step === 'details' &&
          (current.data ? (
            <TermsBody terms={current.data} />
          ) : current.isError ? (
            <Alert severity="error">{errorMessage(current.error, es.termsVersions.loadFailed)}</Alert>
          ) : (
            <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
              <CircularProgress size={24} aria-hidden />
              {es.termsVersions.loading}
            </Box>
          ))}
        {step === 'done' && <Typography>{es.terms.doneText}</Typography>}
        {accept.isError && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {errorMessage(accept.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {step === 'first' && (
          <>
            <Button variant="outlined" onClick={() => setStep('details')}>
              {es.terms.learnMore}
            </Button>
            <Button variant="contained" onClick={() => accept.mutate(undefined)} disabled={accept.isPending}>
              {es.terms.accept}
            </Button>
          </>
        )}
        {step === 'details' && (
          <>
            <Button variant="outlined" onClick={() => setStep('first')}>
              {es.terms.exit}
            </Button>
            <Button
              variant="contained"
              onClick={() => accept.mutate(current.data?.version)}
              disabled={accept.isPending || !current.data}
            >
              {es.terms.acceptTerms}
            </Button>
          </>
        )}
        {step === 'done' && (
          <Button variant="contained" onClick={finish} autoFocus>
            {es.terms.understood}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
