import CheckRounded from '@mui/icons-material/CheckRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type Completeness, es, isHiddenStatus } from '@tu360/domain';
import type { PropertyDetail, PropertySaveAnswer } from '@tu360/domain/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { CompletenessLight } from './completeness-light.tsx';
import { PropertyStatusChip } from './property-status-chip.tsx';

const U = es.propertyUi;

export interface PropertySummaryProps {
  property: PropertyDetail;
  /** Answer of the last save: its colour, percent and message. */
  lastSave: PropertySaveAnswer | null;
  /** Completeness of what the form holds now, which the light follows as the user types. */
  draft?: Completeness | null;
  canDecide: boolean;
  pending: boolean;
  onApprove: () => void;
  onReject: () => void;
}

/** Status, completeness and, when rejected or hidden, the reason; the approval decision for platform admins. */
export function PropertySummary({
  property,
  lastSave,
  draft,
  canDecide,
  pending,
  onApprove,
  onReject,
}: PropertySummaryProps) {
  const status = property.status;
  return (
    <Box sx={{ display: 'grid', gap: 2, mb: 3 }}>
      <Box
        component="dl"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 2, md: 4 }, alignItems: 'center', m: 0 }}
      >
        <Box>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {U.status}
          </Typography>
          <Box component="dd" sx={{ m: 0 }} data-testid="property-status">
            <PropertyStatusChip status={status} />
          </Box>
        </Box>
        <Box>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {U.completeness}
          </Typography>
          <Box component="dd" sx={{ m: 0 }}>
            <CompletenessLight
              progress={property.progress}
              color={draft?.color ?? lastSave?.color}
              percent={draft?.percent ?? lastSave?.percent}
            />
          </Box>
        </Box>
        <Box>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {U.columns.project}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
            {property.sellerName}
          </Typography>
        </Box>
        <Box>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {U.reference}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
            {property.refId}
          </Typography>
        </Box>
        {canDecide && status === 'OnApprobation' && (
          <Box sx={{ display: 'flex', gap: 1, ml: { md: 'auto' } }}>
            <Button
              variant="contained"
              color="success"
              startIcon={<CheckRounded aria-hidden />}
              disabled={pending}
              onClick={onApprove}
            >
              {U.approvals.approve}
            </Button>
            <Button
              variant="outlined"
              color="error"
              startIcon={<CloseRounded aria-hidden />}
              disabled={pending}
              onClick={onReject}
            >
              {U.approvals.reject}
            </Button>
          </Box>
        )}
      </Box>
      {lastSave?.message && (
        <Alert severity={lastSave.color === 'red' ? 'warning' : 'info'}>{lastSave.message}</Alert>
      )}
      {status === 'Rejected' && property.statusDetail && (
        <Alert severity="error">
          <AlertTitle>{U.rejectedReason}</AlertTitle>
          {property.statusDetail}
        </Alert>
      )}
      {isHiddenStatus(status) && property.statusDetail && (
        <Alert severity="info">
          <AlertTitle>{U.hiddenReason}</AlertTitle>
          {property.statusDetail}
        </Alert>
      )}
    </Box>
  );
}
