import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { es, isViewerRole } from '@tu360/domain';
import type { BulkLoad } from '@tu360/domain/contracts';
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { roleCan } from '../../../lib/permissions.ts';
import { isRunning, useBulkLoad, useLoadProjects } from '../api/bulk-loads.ts';
import { DeleteByFile, deletionOutcome } from '../components/delete-by-file.tsx';
import { ImageZipForm } from '../components/image-zip-form.tsx';
import { LoadHistory } from '../components/load-history.tsx';
import { LoadPanel } from '../components/load-panel.tsx';
import { TemplateDownload } from '../components/template-download.tsx';
import { UploadForm } from '../components/upload-form.tsx';
import { templatesOf } from '../templates.ts';
import { useBulkLoadScope } from '../use-bulk-load-scope.ts';

const U = es.bulkLoadsUi;
/** The search parameter holding the load on screen: a reload, or coming back, resumes it. */
export const LOAD_PARAM = 'carga';

/** /catalogo/pantilla-de-carga: templates, upload with a dry run, progress, and the history of loads. */
export default function BulkLoadsPage() {
  const scope = useBulkLoadScope();
  const [params, setParams] = useSearchParams();
  const currentId = params.get(LOAD_PARAM);
  const toast = useToast();
  const allowed = !scope.refusal && !!scope.constructorId;
  const projects = useLoadProjects(scope.constructorId, allowed);
  const current = useBulkLoad(allowed ? currentId : null);

  const showError = (message: string) =>
    toast.show({ severity: 'error', title: U.actionFailed, text: message });
  const open = (id: string | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (id) next.set(LOAD_PARAM, id);
        else next.delete(LOAD_PARAM);
        return next;
      },
      { replace: false },
    );

  if (!allowed || !scope.constructorId)
    return (
      <PageFrame title={U.title}>
        <Alert severity="info">{scope.refusal ?? U.chooseBuilder}</Alert>
      </PageFrame>
    );

  const templates = templatesOf(scope.isAgency);
  const projectOptions = (projects.data?.data ?? [])
    .filter((p) => roleCan(p.role, 'templates.load') && !isViewerRole(p.role))
    .map((p) => ({ value: p.id, label: p.name }));

  // Without a project where the user may load, only the projects template (a builder's) can be uploaded.
  const uploadTemplates = projectOptions.length ? templates : templates.filter((t) => t === 'Projects');
  const upload = () => {
    if (projects.isPending) return <Typography>{es.common.loading}</Typography>;
    if (projects.isError) return <Alert severity="error">{errorMessage(projects.error)}</Alert>;
    return (
      <UploadForm
        // Another project chosen in the shell starts the form afresh, with it preselected.
        key={scope.sellerId ?? ''}
        constructorId={scope.constructorId as string}
        templates={uploadTemplates}
        projects={projectOptions}
        defaultSellerId={scope.sellerId}
        onUploaded={(load: BulkLoad) => open(load.id)}
        onError={showError}
      />
    );
  };

  return (
    <PageFrame title={U.title}>
      <Typography sx={{ mb: 2, color: 'text.secondary' }}>{U.intro}</Typography>
      {currentId ? (
        <LoadPanel
          id={currentId}
          onDismiss={() => open(null)}
          onError={showError}
          onFinished={(load) => {
            const outcome = deletionOutcome(load);
            if (outcome) toast.show(outcome);
          }}
        />
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4, mb: 2 }}>
          <TemplateDownload templates={templates} onError={showError} />
          {!projects.isPending && !projects.isError && uploadTemplates.length === 0 ? (
            <Alert severity="info" sx={{ flex: '1 1 320px', alignSelf: 'flex-start' }}>
              {U.noProjects}
            </Alert>
          ) : (
            upload()
          )}
        </Box>
      )}
      {!currentId && !projects.isPending && !projects.isError && (
        // Images by zip: a project's properties, or the builder's projects (image-zip-form.tsx).
        <ImageZipForm
          key={`images-${scope.sellerId ?? ''}`}
          constructorId={scope.constructorId}
          isAgency={scope.isAgency}
          projects={projectOptions}
          defaultSellerId={scope.sellerId}
          onUploaded={(load: BulkLoad) => open(load.id)}
          onError={showError}
        />
      )}
      {!currentId && projectOptions.length > 0 && (
        // Deleting properties by file: a project's properties, where the role may load and delete.
        <DeleteByFile
          key={`deletion-${scope.sellerId ?? ''}`}
          constructorId={scope.constructorId}
          projects={projectOptions}
          defaultSellerId={scope.sellerId}
          onUploaded={(load: BulkLoad) => open(load.id)}
          onError={showError}
        />
      )}
      <LoadHistory
        constructorId={scope.constructorId}
        currentId={currentId}
        currentRunning={isRunning(current.data?.status)}
        onOpen={open}
        onError={showError}
      />
      {toast.element}
    </PageFrame>
  );
}
