import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { es, PAGE_TITLES, type ProjectBody, ROUTES } from '@tu360/domain';
import type { ProjectDetail } from '@tu360/domain/contracts';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { ResultDialog } from '../../../components/ui/result-dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { roleCan, useEffectiveRole } from '../../../lib/permissions.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useProject } from '../api/get-project.ts';
import { useSelectableCertificates } from '../api/get-selectable-certificates.ts';
import { useUpdateProject } from '../api/update-project.ts';
import { ProjectForm, type ProjectFormValues } from '../components/project-form.tsx';
import { ProjectHeader } from '../components/project-header.tsx';
import { ProjectImagesEditor } from '../components/project-images-editor.tsx';
import { ProjectLogoBanner } from '../components/project-logo-banner.tsx';
import { useStatusActions } from '../components/use-status-actions.tsx';
import { MEDIA_TAB_PARAM, MEDIA_TAB_VALUE } from '../paths.ts';

// Who has access to the project (issue 13): its own chunk, loaded after the page.
const ProjectAccess = lazy(() => import('../../users/components/project-access.tsx'));

function formValues(p: ProjectDetail, activeIds: Set<string>): ProjectFormValues {
  const detail = (key: string) => p.detailSellers.find((d) => d.key === key)?.value ?? '';
  return {
    businessName: p.businessName ?? '',
    name: p.name ?? '',
    email: p.email ?? '',
    address: p.address ?? '',
    departmentId: p.departmentId ?? '',
    cityId: p.cityId ?? '',
    phone: p.phone ?? '',
    whatsAppPhone: p.whatsAppPhone ?? '',
    detailSellers: [
      { key: 'CamacolCode', value: detail('CamacolCode') },
      { key: 'Nit', value: detail('Nit') },
    ],
    certificateId: p.certificateId && activeIds.has(p.certificateId) ? p.certificateId : '',
    rentingAvaliable: p.rentingAvaliable,
  };
}

/** /catalogo/proyectos/:id: project data, and its logo, banner and images. */
export default function ProjectEditPage() {
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  const isAdmin = useSession((s) => !!s.user?.isAdmin);
  const role = useEffectiveRole();
  const project = useProject(id);
  const certificates = useSelectableCertificates();
  const update = useUpdateProject();
  const toast = useToast();
  const status = useStatusActions(toast.show);
  const [error, setError] = useState<{ title: string; text: string } | null>(null);
  const tab = params.get(MEDIA_TAB_PARAM) === MEDIA_TAB_VALUE ? 'media' : 'data';
  // A role that may only read the project (Visualizador) is not told it is editing it.
  const readOnlyPage = project.isSuccess && !roleCan(project.data.role ?? role, 'catalog.write');
  const title = readOnlyPage ? es.project.detailTitle : PAGE_TITLES[ROUTES.projectEdit];

  let content: ReactNode;
  if (project.isPending || certificates.isPending) content = <LoadingScreen />;
  else if (project.isError) content = <Alert severity="error">{errorMessage(project.error)}</Alert>;
  else {
    const p = project.data;
    const canWrite = roleCan(p.role ?? role, 'catalog.write');
    const active = certificates.data?.data ?? [];
    const activeIds = new Set(active.map((c) => c.id));
    const note =
      p.certificate && !activeIds.has(p.certificate.id)
        ? es.project.inactiveCertificate(p.certificate.name)
        : undefined;
    const onSubmit = (body: ProjectBody) =>
      update.mutate(
        { id: p.id, body },
        {
          onSuccess: () =>
            toast.show({ severity: 'success', title: es.project.saved, text: es.project.savedText }),
          onError: (e) =>
            setError({
              title: es.project.updateErrorTitle,
              text: errorMessage(e, es.project.updateErrorDefault),
            }),
        },
      );
    const onImageError = (title: string, text: string) => setError({ title, text });
    content = (
      <>
        <ProjectHeader
          project={p}
          canWrite={canWrite}
          actor={isAdmin ? 'admin' : 'store'}
          pending={status.pending}
          onRequestApproval={() => void status.requestApproval(p)}
          onCompleteMedia={() => setParams({ [MEDIA_TAB_PARAM]: MEDIA_TAB_VALUE }, { replace: true })}
        />
        <Tabs
          value={tab}
          onChange={(_, next: string) =>
            setParams(next === 'media' ? { [MEDIA_TAB_PARAM]: MEDIA_TAB_VALUE } : {}, { replace: true })
          }
          aria-label={p.name}
          sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
        >
          <Tab value="data" label={es.project.tabs.data} id="tab-data" aria-controls="panel-data" />
          <Tab value="media" label={es.project.tabs.media} id="tab-media" aria-controls="panel-media" />
        </Tabs>
        {tab === 'data' ? (
          <Box role="tabpanel" id="panel-data" aria-labelledby="tab-data">
            <ProjectForm
              key={p.updatedAt}
              defaultValues={formValues(p, activeIds)}
              certificates={active}
              certificateNote={note}
              readOnly={!canWrite}
              submitLabel={es.common.save}
              pending={update.isPending}
              onSubmit={onSubmit}
            />
            {roleCan(p.role ?? role, 'users.read') && (
              <Suspense fallback={null}>
                <ProjectAccess sellerId={p.id} />
              </Suspense>
            )}
          </Box>
        ) : (
          <Box role="tabpanel" id="panel-media" aria-labelledby="tab-media">
            <ProjectLogoBanner project={p} canWrite={canWrite} onToast={toast.show} onError={onImageError} />
            <Divider sx={{ my: 3 }} />
            <ProjectImagesEditor
              project={p}
              canWrite={canWrite}
              onToast={toast.show}
              onError={onImageError}
            />
          </Box>
        )}
      </>
    );
  }

  return (
    <PageFrame title={title}>
      {content}
      <ResultDialog
        open={!!error}
        success={false}
        title={error?.title ?? ''}
        text={error?.text ?? ''}
        onClose={() => setError(null)}
      />
      {status.elements}
      {toast.element}
    </PageFrame>
  );
}
