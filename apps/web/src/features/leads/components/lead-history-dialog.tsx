import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { es, formatDate, formatTime12, leadStateLabel } from '@tu360/domain';
import type { LeadChange, LeadItem } from '@tu360/domain/contracts';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useLeadHistory } from '../api/leads.ts';

const L = es.leads;
const H = L.historyColumns;

/** What one entry of the history changed, in Spanish (the API's actions: Created, Merged, Updated, Anonymised). */
export function changeLines(c: LeadChange): string[] {
  const lines: string[] = [];
  if (/anonymi/i.test(c.action)) lines.push(L.historyAnonymised);
  else if (/merge/i.test(c.action)) lines.push(L.historyMerged);
  else if (/creat/i.test(c.action)) lines.push(L.historyCreated);
  if (c.stateBefore && c.stateAfter && c.stateAfter !== c.stateBefore)
    lines.push(L.historyState(leadStateLabel(c.stateBefore), leadStateLabel(c.stateAfter)));
  if (c.assigneeAfter !== c.assigneeBefore && (c.assigneeAfter || c.assigneeBefore))
    lines.push(L.historyAssignee(c.assigneeBefore ?? L.unassigned, c.assigneeAfter ?? L.unassigned));
  return lines;
}

export interface LeadHistoryDialogProps {
  open: boolean;
  lead: LeadItem | null;
  onClose: () => void;
}

/** "Historial de …": the lead's changes, the most recent first (date, user, change, note). */
export function LeadHistoryDialog({ open, lead, onClose }: LeadHistoryDialogProps) {
  const id = useId();
  return (
    <Dialog open={open && !!lead} onClose={onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="md">
      <DialogTitle id={`${id}-title`}>{lead ? L.historyOf(lead.fullName) : L.history}</DialogTitle>
      <DialogContent>{lead && <History id={lead.id} />}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          {es.common.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function History({ id }: { id: string }) {
  const history = useLeadHistory(id);
  if (history.isPending) return <Typography>{es.common.loading}</Typography>;
  if (history.isError) return <Alert severity="error">{errorMessage(history.error)}</Alert>;
  if (!history.data.length) return <Typography sx={{ color: 'text.secondary' }}>{L.historyEmpty}</Typography>;
  return (
    <Table size="small" aria-label={L.history}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ fontWeight: 700 }}>{H.date}</TableCell>
          <TableCell sx={{ fontWeight: 700 }}>{H.user}</TableCell>
          <TableCell sx={{ fontWeight: 700 }}>{H.change}</TableCell>
          <TableCell sx={{ fontWeight: 700 }}>{H.note}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {history.data.map((c) => (
          <TableRow key={c.id}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {formatDate(c.createdAt)} {formatTime12(c.createdAt)}
            </TableCell>
            <TableCell>{c.userName ?? '—'}</TableCell>
            <TableCell>
              {changeLines(c).map((line) => (
                <div key={line}>{line}</div>
              ))}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{c.note ?? '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
