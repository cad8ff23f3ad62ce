import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { es } from '@tu360/domain';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useProject } from '../api/get-project.ts';
import { useUpdateProjectStatus } from '../api/update-project-status.ts';
import { ProjectDecision } from './project-decision.tsx';
import { ProjectMediaSummary } from './project-media-summary.tsx';
import { ProjectSummary } from './project-summary.tsx';
import { useFormStep } from './use-form-step.ts';

const A = es.project.approvals;
const STEPS = A.steps;

export interface ReviewOutcome {
  success: boolean;
  title: string;
  text: string;
}

export interface ProjectReviewDialogProps {
  projectId: string;
  canDecide: boolean;
  onClose: () => void;
  onDone: (outcome: ReviewOutcome) => void;
}

/** The project approval form in steps: 1 datos generales, 2 logo/banner/imágenes, 3 decisión. */
export function ProjectReviewDialog({ projectId, canDecide, onClose, onDone }: ProjectReviewDialogProps) {
  const project = useProject(projectId);
  const { formStep, next, previous } = useFormStep(STEPS.length);
  const status = useUpdateProjectStatus();
  const name = project.data?.name ?? '';

  const decide = (to: 'Synchronized' | 'Rejected', reason?: string) =>
    status.mutate(
      { id: projectId, status: to, statusDetail: reason },
      {
        onSuccess: () =>
          onDone(
            to === 'Synchronized'
              ? { success: true, title: A.approvedTitle, text: A.approvedText(name) }
              : { success: true, title: A.rejectedTitle, text: A.rejectedText(name) },
          ),
        onError: (e) => onDone({ success: false, title: es.project.statusErrorTitle, text: errorMessage(e) }),
      },
    );

  let body: ReactNode;
  if (project.isPending) body = <LoadingScreen />;
  else if (project.isError) body = <Alert severity="error">{errorMessage(project.error)}</Alert>;
  else if (formStep === 1) body = <ProjectSummary project={project.data} />;
  else if (formStep === 2) body = <ProjectMediaSummary project={project.data} />;
  else
    body = (
      <ProjectDecision
        canDecide={canDecide}
        pending={status.isPending}
        onApprove={() => decide('Synchronized')}
        onReject={(reason) => decide('Rejected', reason)}
      />
    );

  return (
    <Dialog open onClose={onClose} aria-labelledby="review-title" fullWidth maxWidth="md">
      <DialogTitle id="review-title">{A.dialogTitle(name)}</DialogTitle>
      <DialogContent dividers>
        <Stepper activeStep={formStep - 1} alternativeLabel sx={{ mb: 3 }}>
          {STEPS.map((label) => (
            <Step key={label}>
              <StepLabel>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
        <Box component="section" aria-labelledby="review-step-title">
          <Typography id="review-step-title" component="h3" sx={{ fontWeight: 700, mb: 2 }}>
            {A.stepOf(formStep, STEPS.length)}: {STEPS[formStep - 1]}
          </Typography>
          {body}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} sx={{ mr: 'auto' }}>
          {es.common.close}
        </Button>
        <Button onClick={previous} disabled={formStep === 1}>
          {es.common.previous}
        </Button>
        {/* The last step holds the decision: nothing follows it, so no dead "Siguiente" either. */}
        {formStep < STEPS.length && (
          <Button variant="contained" onClick={next}>
            {es.common.next}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
