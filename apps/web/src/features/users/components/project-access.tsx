import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { es } from '@tu360/domain';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { useUsersBySeller } from '../api/user-form.ts';
import { roleOptionLabel } from './role-option.ts';
import { UserStateChip } from './user-state-chip.tsx';

const U = es.users;
const F = U.fields;

/**
 * "Usuarios con acceso": who has access to a project and its role there (get-users-by-seller). The project page
 * loads it on its own (React.lazy), so the page's first load does not carry it.
 */
export default function ProjectAccess({ sellerId }: { sellerId: string }) {
  const users = useUsersBySeller(sellerId);
  let body: ReactNode;
  if (users.isPending) body = <CircularProgress size={24} aria-label={es.common.loading} />;
  else if (users.isError) body = <Alert severity="error">{errorMessage(users.error)}</Alert>;
  else if (users.data.length === 0)
    body = <Typography color="text.secondary">{U.projectAccessEmpty}</Typography>;
  else
    body = (
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-labelledby="project-access-title">
          <TableHead>
            <TableRow>
              <TableCell>{F.name}</TableCell>
              <TableCell>{F.email}</TableCell>
              <TableCell>{F.projectRole}</TableCell>
              <TableCell>{F.state}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {users.data.map((u) => (
              <TableRow key={u.id}>
                <TableCell>{`${u.givenName} ${u.lastName}`.trim()}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{u.email}</TableCell>
                <TableCell>{roleOptionLabel(u.role)}</TableCell>
                <TableCell>
                  <UserStateChip state={u.state} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    );
  return (
    <Box component="section" aria-labelledby="project-access-title" sx={{ mt: 4 }}>
      <Typography id="project-access-title" variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 700, mb: 1 }}>
        {U.projectAccess}
      </Typography>
      {body}
    </Box>
  );
}
