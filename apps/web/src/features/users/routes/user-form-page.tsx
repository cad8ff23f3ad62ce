import Alert from '@mui/material/Alert';
import { es, managesUsers, type UserForm, type UserFormInput } from '@tu360/domain';
import type { RoleItem, UserDetail } from '@tu360/domain/contracts';
import { type ReactNode, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { ResultDialog } from '../../../components/ui/result-dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCan } from '../../../lib/permissions.ts';
import { useSession } from '../../../lib/session-store.ts';
import {
  type UserPageState,
  useCompanies,
  useCompanyProjects,
  useCreateUser,
  useUpdateUser,
  useUser,
} from '../api/user-form.ts';
import { useRoles } from '../api/users.ts';
import { type ChoiceItem, emptyUserForm, UserFormView } from '../components/user-form.tsx';
import { usersPaths } from '../paths.ts';

const U = es.users;

function formValues(u: UserDetail): UserFormInput {
  return {
    givenName: u.givenName,
    lastName: u.lastName,
    email: u.email,
    identification: u.identification ?? '',
    phone: u.phone ?? '',
    role: u.role as UserFormInput['role'],
    constructorId: u.constructorId ?? '',
    projects: u.projects.map((p) => ({ sellerId: p.sellerId, role: p.role as UserFormInput['role'] })),
  };
}

/**
 * /tiendas/usuarios/crear, /mi-tienda/usuarios/crear (a new user, invited by mail) and /tiendas/usuarios/:id,
 * /mi-tienda/usuarios/:id (the same form, filled with the user).
 */
export default function UserFormPage() {
  const { id } = useParams();
  const isAdmin = useSession((s) => !!s.user?.isAdmin);
  const selected = useSession((s) => s.selectedConstructor);
  const canWrite = useCan('users.write');
  const user = useUser(id);
  const title = id ? U.edit : U.create;

  let content: ReactNode;
  if (!canWrite) content = <Alert severity="info">{es.common.readOnlyText}</Alert>;
  else if (!id) {
    const preset = isAdmin && selected && !selected.all && selected.id ? selected.id : undefined;
    content = <UserFormLoader defaults={emptyUserForm(preset)} isAdmin={isAdmin} />;
  } else if (user.isPending) content = <LoadingScreen />;
  else if (user.isError) content = <Alert severity="error">{errorMessage(user.error)}</Alert>;
  else if (!user.data.canManage) content = <Alert severity="info">{U.userNotAllowed}</Alert>;
  else
    content = (
      <UserFormLoader
        key={user.data.id}
        id={user.data.id}
        defaults={formValues(user.data)}
        held={user.data.projects.map((p) => ({ id: p.sellerId, name: p.name }))}
        isAdmin={isAdmin}
      />
    );
  return <PageFrame title={title}>{content}</PageFrame>;
}

/** Loads the form's choices (roles, companies, the company's projects), then shows it. */
function UserFormLoader(props: {
  id?: string;
  defaults: UserFormInput;
  /** The projects the user has already (kept among the choices, even one the caller cannot give). */
  held?: ChoiceItem[];
  isAdmin: boolean;
}) {
  const { id, isAdmin } = props;
  const navigate = useNavigate();
  const paths = usersPaths(isAdmin ? 'admin' : 'store');
  const [company, setCompany] = useState(props.defaults.constructorId || undefined);
  const roles = useRoles(isAdmin ? company : undefined);
  // Another company's roles keep showing while its own load (the form stays, with what was typed).
  const lastRoles = useRef<RoleItem[] | undefined>(undefined);
  if (roles.data) lastRoles.current = roles.data;
  const roleItems = roles.data ?? lastRoles.current;
  const companies = useCompanies(isAdmin);
  const projects = useCompanyProjects(isAdmin ? company : undefined, !isAdmin || !!company);
  const create = useCreateUser();
  const update = useUpdateUser();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);

  if (roles.isError && !roleItems) return <Alert severity="error">{errorMessage(roles.error)}</Alert>;
  if (!roleItems || (isAdmin && companies.isPending)) return <LoadingScreen />;

  // A store administrator gives only the projects where it manages users; a platform administrator, the company's.
  const choices = new Map<string, ChoiceItem>();
  for (const p of projects.data?.data ?? [])
    if (isAdmin || managesUsers(p.role)) choices.set(p.id, { id: p.id, name: p.name });
  for (const p of props.held ?? []) if (!choices.has(p.id)) choices.set(p.id, p);

  const onSubmit = async (body: UserForm) => {
    setError(null);
    if (id) {
      await update.mutateAsync({ id, body });
      toast.show({ severity: 'success', title: U.saved });
    } else {
      const answer = await create.mutateAsync(body);
      navigate(paths.detail(answer.id), {
        state: { created: true, invitationPending: !answer.invitationSent } satisfies UserPageState,
      });
    }
  };

  return (
    <>
      <UserFormView
        defaultValues={props.defaults}
        roles={roleItems}
        chooseCompany={isAdmin}
        companies={(companies.data?.data ?? []).map((c) => ({
          id: c.id,
          name: U.companyOption(c.name, c.realState),
        }))}
        projects={[...choices.values()]}
        onCompanyChange={(next) => setCompany(next || undefined)}
        submitLabel={id ? es.common.save : U.create}
        pending={create.isPending || update.isPending}
        onSubmit={onSubmit}
        onError={(e) => setError(errorMessage(e, U.errorDefault))}
        onCancel={() => navigate(id ? paths.detail(id) : paths.list)}
      />
      <ResultDialog
        open={!!error}
        success={false}
        title={id ? U.saveErrorTitle : U.createErrorTitle}
        text={error ?? ''}
        onClose={() => setError(null)}
      />
      {toast.element}
    </>
  );
}
