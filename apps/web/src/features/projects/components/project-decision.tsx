import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { es, projectReasonSchema } from '@tu360/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';

const A = es.project.approvals;

export interface ProjectDecisionProps {
  canDecide: boolean;
  pending: boolean;
  onApprove: () => void;
  onReject: (reason: string) => void;
}

/** Step 3 of the review: approve, or reject with a required reason. */
export function ProjectDecision({ canDecide, pending, onApprove, onReject }: ProjectDecisionProps) {
  const [rejecting, setRejecting] = useState(false);
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(projectReasonSchema),
    defaultValues: { statusDetail: '' },
  });
  if (!canDecide) return <Alert severity="info">{A.noDecision}</Alert>;
  return (
    <Box>
      <Typography sx={{ mb: 2 }}>{A.decisionText}</Typography>
      {rejecting ? (
        <Box
          component="form"
          noValidate
          onSubmit={handleSubmit((v) => onReject(v.statusDetail))}
          sx={{ display: 'grid', gap: 2 }}
        >
          <FormTextField
            control={control}
            name="statusDetail"
            label={A.rejectReason}
            required
            multiline
            minRows={3}
            autoFocus
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            <Button onClick={() => setRejecting(false)}>{es.common.cancel}</Button>
            <Button type="submit" variant="contained" color="error" disabled={pending}>
              {A.reject}
            </Button>
          </Box>
        </Box>
      ) : (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Button variant="contained" color="success" onClick={onApprove} disabled={pending}>
            {A.approve}
          </Button>
          <Button variant="outlined" color="error" onClick={() => setRejecting(true)} disabled={pending}>
            {A.reject}
          </Button>
        </Box>
      )}
    </Box>
  );
}
