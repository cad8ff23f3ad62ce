import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { es, formatDate, formatLastVisit, formatTime12, isRoleName } from '@tu360/domain';
import type { UserChange, UserDetail } from '@tu360/domain/contracts';
import { type ReactNode, useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCan } from '../../../lib/permissions.ts';
import { useSession } from '../../../lib/session-store.ts';
import { HISTORY_PAGE_SIZE, type UserPageState, useUser, useUserHistory } from '../api/user-form.ts';
import { roleOptionLabel } from '../components/role-option.ts';
import { UserStateChip } from '../components/user-state-chip.tsx';
import { usersPaths } from '../paths.ts';

const U = es.users;
const F = U.fields;

/** "21/11/2026 10:49 a. m.": a date and its 12-hour Colombian time. */
function when(iso: string): string {
  return `${formatDate(iso)} ${formatTime12(iso)}`;
}

/** A value of the history: a role by its label, an empty one as "(vacío)". */
function valueText(value: string | null): string {
  if (value === null || value === '') return U.emptyValue;
  return isRoleName(value) ? roleOptionLabel(value) : value;
}

function fieldText(field: string | null): string {
  if (!field) return '';
  return (F as Record<string, string>)[field] ?? field;
}

/** /tiendas/usuarios/detalle/:id and /mi-tienda/usuarios/detalle/:id: the user, its projects and its history. */
export default function UserDetailPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const isAdmin = useSession((s) => !!s.user?.isAdmin);
  const canWrite = useCan('users.write');
  const paths = usersPaths(isAdmin ? 'admin' : 'store');
  const user = useUser(id);
  const toast = useToast();
  const { show } = toast;
  const created = (location.state as UserPageState | null)?.created === true;
  const invitationPending = (location.state as UserPageState | null)?.invitationPending === true;

  // The create page comes here with the new user: its toast shows once (not again on a reload).
  useEffect(() => {
    if (!created) return;
    show(
      invitationPending
        ? { severity: 'info', title: U.created, text: U.createdNoMailText }
        : { severity: 'success', title: U.created, text: U.createdText },
    );
    navigate(location.pathname, { replace: true, state: null });
  }, [created, invitationPending, show, navigate, location.pathname]);

  let content: ReactNode;
  if (user.isPending) content = <LoadingScreen />;
  else if (user.isError) content = <Alert severity="error">{errorMessage(user.error)}</Alert>;
  else content = <UserDetailView user={user.data} />;

  return (
    <PageFrame title={U.detail}>
      {content}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, mt: 3 }}>
        <Button variant="outlined" component={RouterLink} to={paths.list}>
          {es.common.back}
        </Button>
        {user.data?.canManage && canWrite && (
          <Button variant="contained" component={RouterLink} to={paths.edit(user.data.id)}>
            {es.common.edit}
          </Button>
        )}
      </Box>
      {toast.element}
    </PageFrame>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function UserDetailView({ user }: { user: UserDetail }) {
  const name = `${user.givenName} ${user.lastName}`.trim();
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h2" sx={{ fontSize: '1.3rem', fontWeight: 700 }}>
          {name}
        </Typography>
        <UserStateChip state={user.state} />
      </Box>
      <Box
        component="dl"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' }, m: 0 }}
      >
        <Field label={F.email}>{user.email}</Field>
        <Field label={F.identification}>{user.identification || U.emptyValue}</Field>
        <Field label={F.phone}>{user.phone || U.emptyValue}</Field>
        <Field label={F.role}>{roleOptionLabel(user.role)}</Field>
        {user.constructorName && <Field label={F.company}>{user.constructorName}</Field>}
        <Field label={F.lastVisit}>{user.lastVisit ? formatLastVisit(user.lastVisit) : U.never}</Field>
        <Field label={U.createdAt}>{when(user.createdAt)}</Field>
      </Box>

      <Typography variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 700, mt: 4, mb: 1 }}>
        {F.projects}
      </Typography>
      {user.projects.length === 0 ? (
        <Typography color="text.secondary">{U.noProjects}</Typography>
      ) : (
        <Table size="small" aria-label={F.projects}>
          <TableHead>
            <TableRow>
              <TableCell>{F.name}</TableCell>
              <TableCell>{F.projectRole}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {user.projects.map((p) => (
              <TableRow key={p.sellerId}>
                <TableCell>{p.name}</TableCell>
                <TableCell>{roleOptionLabel(p.role)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}

      <UserHistory id={user.id} />
    </>
  );
}

function UserHistory({ id }: { id: string }) {
  const [page, setPage] = useState(0);
  const history = useUserHistory(id, page + 1);
  const C = U.historyColumns;
  let body: ReactNode;
  if (history.isPending) body = <LoadingScreen />;
  else if (history.isError) body = <Alert severity="error">{errorMessage(history.error)}</Alert>;
  else if (history.data.totalData === 0) body = <Typography color="text.secondary">{U.noHistory}</Typography>;
  else
    body = (
      <>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={U.history}>
            <TableHead>
              <TableRow>
                <TableCell>{C.when}</TableCell>
                <TableCell>{C.action}</TableCell>
                <TableCell>{C.field}</TableCell>
                <TableCell>{C.change}</TableCell>
                <TableCell>{C.who}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {history.data.data.map((c: UserChange) => (
                <TableRow key={c.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(c.createdAt)}</TableCell>
                  <TableCell>{U.historyActions[c.action] ?? c.action}</TableCell>
                  <TableCell>{fieldText(c.field)}</TableCell>
                  <TableCell>
                    {c.field || c.valueBefore !== null || c.valueAfter !== null
                      ? `${valueText(c.valueBefore)} → ${valueText(c.valueAfter)}`
                      : ''}
                  </TableCell>
                  <TableCell>{c.userName ?? ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
        <Pager
          count={history.data.totalData}
          page={page}
          pageSize={HISTORY_PAGE_SIZE}
          onPageChange={setPage}
        />
      </>
    );
  return (
    <Box component="section" aria-labelledby="user-history" sx={{ mt: 4 }}>
      <Typography id="user-history" variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 700, mb: 1 }}>
        {U.history}
      </Typography>
      {body}
    </Box>
  );
}
