import Alert from '@mui/material/Alert';
import { type CertificateBody, es, PAGE_TITLES, ROUTES } from '@tu360/domain';
import { type ReactNode, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { ResultDialog } from '../../../components/ui/result-dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage, firstListMessage } from '../../../lib/api-client.ts';
import { useCan } from '../../../lib/permissions.ts';
import { useCertificate } from '../api/get-certificate.ts';
import { useSaveCertificate } from '../api/save-certificate.ts';
import { CertificateForm } from '../components/certificate-form.tsx';

const T = es.certificate;

/** /certificado-sostenible/crear and /certificado-sostenible/:id (only certificates.manage may save). */
export default function CertificateFormPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const canManage = useCan('certificates.manage');
  const certificate = useCertificate(id);
  const save = useSaveCertificate();
  const toast = useToast();
  const [created, setCreated] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (body: CertificateBody, logo: File | null) =>
    save.mutate(
      { id, body, logo },
      {
        onSuccess: () => {
          if (id) toast.show({ severity: 'success', title: T.savedTitle, text: T.savedText });
          else setCreated(body.name);
        },
        onError: (e) => setError(logo ? firstListMessage(e) : errorMessage(e)),
      },
    );

  let content: ReactNode;
  if (!id) {
    content = canManage ? (
      <CertificateForm
        defaultValues={{ name: '', isActive: true }}
        logo={null}
        readOnly={false}
        submitLabel={T.create}
        pending={save.isPending}
        onSubmit={onSubmit}
      />
    ) : (
      <Alert severity="info">{T.readOnly}</Alert>
    );
  } else if (certificate.isPending) content = <LoadingScreen />;
  else if (certificate.isError) content = <Alert severity="error">{errorMessage(certificate.error)}</Alert>;
  else
    content = (
      <>
        {!canManage && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {T.readOnly}
          </Alert>
        )}
        <CertificateForm
          key={`${certificate.data.id}-${certificate.data.logo}`}
          defaultValues={{ name: certificate.data.name, isActive: certificate.data.isActive }}
          logo={certificate.data.logo}
          readOnly={!canManage}
          submitLabel={es.common.save}
          pending={save.isPending}
          onSubmit={onSubmit}
        />
      </>
    );

  return (
    <PageFrame title={PAGE_TITLES[id ? ROUTES.certificateEdit : ROUTES.certificateCreate]}>
      {content}
      <ResultDialog
        open={!!created}
        success
        title={T.createdTitle}
        text={T.createdText(created ?? '')}
        onClose={() => navigate(ROUTES.certificates)}
      />
      <ResultDialog
        open={!!error}
        success={false}
        title={T.errorTitle}
        text={error ?? ''}
        onClose={() => setError(null)}
      />
      {toast.element}
    </PageFrame>
  );
}
