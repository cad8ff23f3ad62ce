import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { es } from '@tu360/domain';
import type { ApiKeySecrets } from '@tu360/domain/contracts';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';

const I = es.integrations;

export interface KeySecretsDialogProps {
  /** The new (or rotated) key with its secrets; null: closed. */
  secrets: ApiKeySecrets | null;
  /** Created or rotated: the title says which. */
  rotated: boolean;
  onClose: () => void;
}

/**
 * The application key and the token of a new or rotated key, shown this once, each with its copy button and a
 * "Copiado" confirmation, and the warning that the token will not be shown again. A click outside does not close
 * it (the secrets would be lost by accident): its button or Escape does.
 */
export function KeySecretsDialog({ secrets, rotated, onClose }: KeySecretsDialogProps) {
  const id = useId();
  return (
    <Dialog
      open={!!secrets}
      onClose={(_e, reason) => reason !== 'backdropClick' && onClose()}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-warning`}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={`${id}-title`}>
        {rotated ? I.rotatedTitle : I.createdTitle}: {secrets?.name}
      </DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        <Alert severity="warning" id={`${id}-warning`}>
          {I.secretsWarning}
        </Alert>
        {secrets && (
          <>
            <SecretField label={I.fields.applicationKey} value={secrets.applicationKey} />
            <SecretField label={I.fields.token} value={secrets.token} />
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          {I.secretsDone}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** One secret: read-only, selectable, with "Copiar …" and its confirmation announced to screen readers. */
function SecretField({ label, value }: { label: string; value: string }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          label={label}
          value={value}
          fullWidth
          size="small"
          // The whole secret in view (wrapped), to check or select it by hand.
          multiline
          slotProps={{
            htmlInput: {
              readOnly: true,
              spellCheck: false,
              style: { fontFamily: 'monospace', wordBreak: 'break-all' },
              onFocus: (e) => e.currentTarget.select(),
            },
          }}
        />
        <Button
          variant="outlined"
          startIcon={<ContentCopyRounded aria-hidden />}
          onClick={copy}
          aria-label={I.copyOf(label)}
          sx={{ flexShrink: 0, mt: 0.25 }}
        >
          {I.copy}
        </Button>
      </Box>
      <Typography
        role="status"
        variant="body2"
        sx={{ minHeight: '1.5em', mt: 0.5, color: copied === 'failed' ? 'error.main' : 'success.main' }}
      >
        {copied === 'yes' ? I.copied : copied === 'failed' ? I.copyFailed : ''}
      </Typography>
    </Box>
  );
}
