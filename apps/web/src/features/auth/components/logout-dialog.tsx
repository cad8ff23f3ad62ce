import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { es } from '@tu360/domain';
import { Button } from '../../../components/ui/button.tsx';
import { logout } from '../logout.ts';

/** Confirmation before signing out. */
export function LogoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const confirm = () => {
    onClose();
    void logout();
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="logout-title"
      aria-describedby="logout-text"
      maxWidth="xs"
    >
      <DialogTitle id="logout-title">{es.logout.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="logout-text">{es.logout.text}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="outlined" onClick={onClose} autoFocus>
          {es.logout.back}
        </Button>
        <Button variant="contained" onClick={confirm}>
          {es.logout.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
