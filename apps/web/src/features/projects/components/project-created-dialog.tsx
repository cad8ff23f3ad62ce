import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { es } from '@tu360/domain';
import { Button } from '../../../components/ui/button.tsx';

/** "Proyecto creado": continue with logo, banner and images, or finish and go back to the list. */
export function ProjectCreatedDialog(props: { open: boolean; onContinue: () => void; onFinish: () => void }) {
  return (
    <Dialog
      open={props.open}
      onClose={props.onFinish}
      aria-labelledby="project-created-title"
      aria-describedby="project-created-text"
      maxWidth="xs"
    >
      <DialogTitle id="project-created-title" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <CheckCircleOutlined color="success" aria-hidden />
        {es.project.created}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="project-created-text">{es.project.createdText}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={props.onFinish}>{es.project.finish}</Button>
        <Button variant="contained" onClick={props.onContinue} autoFocus>
          {es.project.continue}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
