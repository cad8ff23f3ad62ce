import AddRounded from '@mui/icons-material/AddRounded';
import GroupAddRounded from '@mui/icons-material/GroupAddRounded';
import HelpOutlineRounded from '@mui/icons-material/HelpOutlineRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import {
  type CompanyKind,
  effectiveKeyword,
  es,
  formatDate,
  formatTime12,
  PAGE_SIZES,
  ROLE_NAMES,
  ROUTES,
  roleLabel,
  storeRolesOf,
  USER_STATES,
  type UserState,
} from '@tu360/domain';
import type { BuilderUser } from '@tu360/domain/contracts';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { type Column, DataTable } from '../../../components/ui/data-table.tsx';
import { lazyWhenOpen } from '../../../components/ui/mount-when.tsx';
import { NATIVE_SELECT } from '../../../components/ui/native-select.ts';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { ReportButton } from '../../../components/ui/report-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { roleCan, useEffectiveRole } from '../../../lib/permissions.ts';
import { session, useSession } from '../../../lib/session-store.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { usePageFor } from '../../../lib/use-page-for.ts';
import { downloadUsersReport, useUsers } from '../api/users.ts';
import type { AssignDialogProps } from '../components/assign-dialog.tsx';
import { roleOptionLabel } from '../components/role-option.ts';
import type { RolesHelpDialogProps } from '../components/roles-help-dialog.tsx';
import { useUserActions } from '../components/use-user-actions.tsx';
import { UserRowActions } from '../components/user-row-actions.tsx';
import { UserStateChip } from '../components/user-state-chip.tsx';
import { type UsersArea, usersPaths } from '../paths.ts';

const U = es.users;
const F = U.fields;

// The dialogs load the first time they open: the list paints without them.
const AssignDialog = lazyWhenOpen<AssignDialogProps>(() =>
  import('../components/assign-dialog.tsx').then((m) => m.AssignDialog),
);
const RolesHelpDialog = lazyWhenOpen<RolesHelpDialogProps>(() =>
  import('../components/roles-help-dialog.tsx').then((m) => m.RolesHelpDialog),
);

const fullName = (u: BuilderUser) => `${u.givenName} ${u.lastName}`;
const kindOf = (realState: boolean | undefined): CompanyKind => (realState ? 'agency' : 'builder');

/** The one company of the chosen users (to offer its projects), or null when they are of several or none. */
function companyOf(users: BuilderUser[]): string | null {
  const ids = new Set(users.map((u) => u.constructorId));
  const [only] = ids;
  return ids.size === 1 && only ? only : null;
}

/**
 * /tiendas/usuarios (platform administrators: the builder or agency chosen in the side panel, or every user on
 * "Ver todos los usuarios") and /mi-tienda/usuarios (a store user: its company's users). The server scopes the
 * list again from the token.
 */
export default function UsersPage() {
  const user = useSession((s) => s.user);
  const selected = useSession((s) => s.selectedConstructor);
  const role = useEffectiveRole();
  const { pathname } = useLocation();
  const area: UsersArea = pathname.startsWith(ROUTES.adminUsers) ? 'admin' : 'store';
  const paths = usersPaths(area);
  const [keyword, setKeyword] = useState('');
  const [roleName, setRoleName] = useState('');
  const [state, setState] = useState('');
  const [assignOpen, setAssignOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const toast = useToast();
  const actions = useUserActions(toast.show);
  const debouncedKeyword = useDebouncedValue(keyword);

  const isAdmin = area === 'admin';
  const chosen = isAdmin && selected && !selected.all ? selected : null;
  const constructorId = isAdmin ? (chosen?.id ?? null) : (user?.constructor ?? null);
  const kind = isAdmin ? (chosen ? kindOf(chosen.realState) : null) : kindOf(user?.realState);
  const listKey = `${constructorId}|${effectiveKeyword(debouncedKeyword)}|${roleName}|${state}`;
  const [page, setPage] = usePageFor(listKey);
  // The rows chosen on this page of this list: another page, filter or scope starts with none.
  const [picked, setPicked] = useState({ key: '', ids: new Set<string>() });
  const pageKey = `${listKey}|${page}`;
  const selection = picked.key === pageKey ? picked.ids : new Set<string>();
  const setSelection = (ids: Set<string>) => setPicked({ key: pageKey, ids });
  const users = useUsers({
    ConstructorId: constructorId ?? undefined,
    Keyword: debouncedKeyword,
    RoleName: (roleName || undefined) as (typeof ROLE_NAMES)[number] | undefined,
    State: (state || undefined) as UserState | undefined,
    PageNumber: page + 1,
    PageSize: PAGE_SIZES.builderUsers,
  });
  if (!user) return null;

  const canWrite = roleCan(role, 'users.write');
  const items = users.data?.data ?? [];
  const chosenUsers = items.filter((u) => selection.has(u.id));
  const assignCompany = constructorId ?? companyOf(chosenUsers);
  const roleChoices = kind ? storeRolesOf(kind) : ROLE_NAMES;

  const columns: Column<BuilderUser, never>[] = [
    {
      key: 'name',
      label: F.name,
      rowHeader: true,
      render: (u) => (
        <>
          {fullName(u)}
          {isAdmin && !chosen && u.constructorName && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {u.constructorName}
            </Typography>
          )}
        </>
      ),
    },
    { key: 'email', label: F.email, render: (u) => u.email },
    // Several roles read "Administrador": the platform's and the agency's say so.
    { key: 'role', label: F.role, render: (u) => roleOptionLabel(u.role) },
    {
      key: 'projects',
      label: F.projects,
      render: (u) =>
        u.projects.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {U.noProjects}
          </Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {u.projects.map((p) => (
              <li key={p.sellerId}>{`${p.name} (${roleLabel(p.role)})`}</li>
            ))}
          </Box>
        ),
    },
    {
      key: 'state',
      label: F.state,
      render: (u) => <UserStateChip state={u.state} />,
    },
    {
      key: 'lastVisit',
      label: F.lastVisit,
      render: (u) => (u.lastVisit ? `${formatDate(u.lastVisit)} ${formatTime12(u.lastVisit)}` : U.never),
    },
    {
      key: 'actions',
      label: es.common.actions,
      sticky: true,
      render: (u) => (
        <UserRowActions
          user={u}
          area={area}
          canWrite={canWrite}
          self={u.id === user.id}
          onAction={actions.run}
        />
      ),
    },
  ];

  return (
    <PageFrame title={U.title}>
      {isAdmin && (
        <Chip
          label={chosen ? chosen.name : U.allUsers}
          color="secondary"
          onDelete={chosen ? () => session.selectConstructor(null) : undefined}
          sx={{ mb: 2, fontWeight: 600 }}
        />
      )}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', mb: 1 }}>
        <TextField
          label={U.search}
          type="search"
          size="small"
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          sx={{ minWidth: 240, flex: '1 1 240px', maxWidth: 360 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRounded aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField
          select
          label={U.filterRole}
          size="small"
          value={roleName}
          onChange={(e) => setRoleName(e.target.value)}
          slotProps={NATIVE_SELECT}
          sx={{ minWidth: 200 }}
        >
          <option value="">{U.all}</option>
          {roleChoices.map((r) => (
            <option key={r} value={r}>
              {roleOptionLabel(r)}
            </option>
          ))}
        </TextField>
        <TextField
          select
          label={U.filterState}
          size="small"
          value={state}
          onChange={(e) => setState(e.target.value)}
          slotProps={NATIVE_SELECT}
          sx={{ minWidth: 160 }}
        >
          <option value="">{U.all}</option>
          {USER_STATES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </TextField>
        <Box sx={{ ml: 'auto', display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          <Button
            variant="outlined"
            startIcon={<HelpOutlineRounded aria-hidden />}
            onClick={() => setHelpOpen(true)}
          >
            {U.help}
          </Button>
          <ReportButton download={() => downloadUsersReport({ constructorId })} />
          {canWrite && (
            <Button
              component={Link}
              to={paths.create}
              variant="contained"
              startIcon={<AddRounded aria-hidden />}
            >
              {U.create}
            </Button>
          )}
        </Box>
      </Box>
      {canWrite && (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Button
            variant="outlined"
            startIcon={<GroupAddRounded aria-hidden />}
            disabled={chosenUsers.length === 0 || !assignCompany}
            onClick={() => setAssignOpen(true)}
          >
            {U.assign}
          </Button>
          {chosenUsers.length > 0 && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {assignCompany ? U.selectedCount(chosenUsers.length) : U.assignOneCompany}
            </Typography>
          )}
        </Box>
      )}
      {users.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(users.error)}
        </Alert>
      )}
      <DataTable
        caption={U.title}
        columns={columns}
        items={items}
        rowKey={(u) => u.id}
        total={users.data?.totalData ?? 0}
        page={page}
        pageSize={PAGE_SIZES.builderUsers}
        onPageChange={setPage}
        loading={users.isFetching}
        empty={U.empty}
        selection={
          canWrite
            ? {
                selected: selection,
                onChange: setSelection,
                // A platform user has no company, hence no projects to be given; nobody changes its own.
                isSelectable: (u) => !!u.constructorId && u.id !== user.id,
                allLabel: U.selectAll,
                rowLabel: (u) => U.selectUser(fullName(u)),
              }
            : undefined
        }
      />
      {assignCompany && (
        <AssignDialog
          open={assignOpen}
          users={chosenUsers}
          constructorId={assignCompany}
          onClose={() => setAssignOpen(false)}
          onDone={(message) => {
            setAssignOpen(false);
            setSelection(new Set());
            toast.show({ severity: 'success', title: message });
          }}
        />
      )}
      <RolesHelpDialog
        open={helpOpen}
        constructorId={constructorId}
        storeOnly={!isAdmin}
        onClose={() => setHelpOpen(false)}
      />
      {actions.element}
      {toast.element}
    </PageFrame>
  );
}
