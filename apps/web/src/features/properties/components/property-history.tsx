import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { es, formatDate, formatPropertyValue, formatTime12 } from '@tu360/domain';
import { errorMessage } from '../../../lib/api-client.ts';
import { useLastChanges } from '../api/get-last-changes.ts';

const H = es.propertyUi.history;

/** A recorded value as a person reads it, as the rest of the portal shows it: pesos, m², dates, status labels. */
const shown = (field: string, value: string | null): string => formatPropertyValue(field, value) || H.none;

/** Who changed what and when, with the values before and after (get-last-changes). */
export function PropertyHistory({ productId }: { productId: number }) {
  const changes = useLastChanges(productId, true);
  if (changes.isPending) return <CircularProgress aria-label={es.common.loading} />;
  if (changes.isError) return <Alert severity="error">{errorMessage(changes.error)}</Alert>;
  if (!changes.data.length) return <Typography sx={{ color: 'text.secondary' }}>{H.empty}</Typography>;
  return (
    <Box component="ol" aria-label={H.title} sx={{ m: 0, p: 0, display: 'grid', gap: 2 }}>
      {changes.data.map((t) => {
        const when = `${formatDate(t.date)} ${formatTime12(t.date)}`;
        return (
          <Box
            component="li"
            key={t.transactionalId}
            sx={{ listStyle: 'none', border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
          >
            <Typography component="h3" sx={{ fontWeight: 700 }}>
              {H.actions[t.action] ?? t.action}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
              {H.by(t.userName ?? H.none, when)}
            </Typography>
            {t.changes.length > 0 && (
              <Table
                size="small"
                aria-label={`${H.actions[t.action] ?? t.action} · ${when}`}
                sx={{ tableLayout: 'fixed' }}
              >
                <TableHead>
                  <TableRow>
                    <TableCell sx={{ fontWeight: 700, width: '34%' }}>{H.field}</TableCell>
                    <TableCell sx={{ fontWeight: 700 }}>{H.before}</TableCell>
                    <TableCell sx={{ fontWeight: 700 }}>{H.after}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {t.changes.map((c, i) => {
                    const field = c.field ?? '';
                    return (
                      <TableRow key={field || i}>
                        <TableCell component="th" scope="row">
                          {H.fields[field] ?? field}
                        </TableCell>
                        <TableCell sx={{ wordBreak: 'break-word' }}>{shown(field, c.before)}</TableCell>
                        <TableCell sx={{ wordBreak: 'break-word' }}>{shown(field, c.after)}</TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
