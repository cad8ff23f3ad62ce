import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import { es, type ProjectBody, ROUTES } from '@tu360/domain';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { ResultDialog } from '../../../components/ui/result-dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { roleCan, useEffectiveRole } from '../../../lib/permissions.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useCreateProject } from '../api/create-project.ts';
import { useSelectableCertificates } from '../api/get-selectable-certificates.ts';
import { ProjectCreatedDialog } from '../components/project-created-dialog.tsx';
import { emptyProject, ProjectForm } from '../components/project-form.tsx';
import { projectPath } from '../paths.ts';

/** /catalogo/proyectos/crear: a new project (level 1, Incompleto), then logo, banner and images or the list. */
export default function ProjectCreatePage() {
  const user = useSession((s) => s.user);
  const selected = useSession((s) => s.selectedConstructor);
  const role = useEffectiveRole();
  const navigate = useNavigate();
  const certificates = useSelectableCertificates();
  const create = useCreateProject();
  const [createdId, setCreatedId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!user) return null;

  const isAdmin = user.isAdmin;
  const builder = isAdmin && selected && !selected.all && !selected.realState ? selected : null;
  const canWrite = roleCan(role, 'catalog.write');
  const onSubmit = (body: ProjectBody) =>
    create.mutate(isAdmin && builder?.id ? { ...body, constructorId: builder.id } : body, {
      onSuccess: (answer) => setCreatedId(answer.id),
      onError: (e) => setError(errorMessage(e, es.project.createErrorDefault)),
    });

  let content: ReactNode;
  if (!canWrite) content = <Alert severity="info">{es.common.readOnlyText}</Alert>;
  else if (isAdmin && !builder) content = <Alert severity="info">{es.project.chooseBuilder}</Alert>;
  else if (certificates.isPending) content = <LoadingScreen />;
  else
    content = (
      <>
        {builder && <Chip label={builder.name} color="secondary" sx={{ mb: 2, fontWeight: 600 }} />}
        <ProjectForm
          defaultValues={emptyProject(builder?.id ?? undefined)}
          certificates={certificates.data?.data ?? []}
          readOnly={false}
          submitLabel={es.project.createButton}
          pending={create.isPending}
          onSubmit={onSubmit}
        />
      </>
    );

  return (
    <PageFrame title={es.project.createButton}>
      {content}
      <ProjectCreatedDialog
        open={!!createdId}
        onFinish={() => navigate(ROUTES.projects)}
        onContinue={() => createdId && navigate(projectPath(createdId, true))}
      />
      <ResultDialog
        open={!!error}
        success={false}
        title={es.project.createErrorTitle}
        text={error ?? ''}
        onClose={() => setError(null)}
      />
    </PageFrame>
  );
}
