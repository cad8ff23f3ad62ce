import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { type AgencyBody, es } from '@tu360/domain';
import { type ReactNode, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { ResultDialog } from '../../../components/ui/result-dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage, firstListMessage } from '../../../lib/api-client.ts';
import { roleCan, useEffectiveRole } from '../../../lib/permissions.ts';
import { setSession, useSession } from '../../../lib/session-store.ts';
import { useCreateBuilder } from '../api/create-builder.ts';
import { useBuilder } from '../api/get-builder.ts';
import { useUpdateBuilder } from '../api/update-builder.ts';
import { useUpdateBuilderState } from '../api/update-builder-state.ts';
import { type BuilderImages, useUploadBuilderImages } from '../api/upload-builder-images.ts';
import { BuilderForm, type BuilderFormValues, EMPTY_BUILDER } from '../components/builder-form.tsx';
import { BuilderStateSwitch } from '../components/builder-state-switch.tsx';
import { NEW_BUILDER_PARAM, newBuilderKind } from '../new-builder.ts';

interface Result {
  title: string;
  text: string;
}

/** /dependencias/datos-basicos: the builder or agency form (own company, or the one chosen in the admin panel). */
export default function BasicDataPage() {
  const user = useSession((s) => s.user);
  const selected = useSession((s) => s.selectedConstructor);
  const role = useEffectiveRole();
  const [params, setParams] = useSearchParams();
  const isAdmin = !!user?.isAdmin;
  const constructorId = isAdmin
    ? selected && !selected.all
      ? selected.id
      : null
    : (user?.constructor ?? null);
  const newKind = isAdmin && !constructorId ? newBuilderKind(params.get(NEW_BUILDER_PARAM)) : null;
  const builder = useBuilder(constructorId);
  const create = useCreateBuilder();
  const update = useUpdateBuilder();
  const upload = useUploadBuilderImages();
  const changeState = useUpdateBuilderState();
  const toast = useToast();
  const [result, setResult] = useState<Result | null>(null);

  // Choosing a builder in the panel leaves the creation form.
  useEffect(() => {
    if (constructorId && params.has(NEW_BUILDER_PARAM)) setParams({}, { replace: true });
  }, [constructorId, params, setParams]);

  if (!user) return null;
  const canEdit = roleCan(role, isAdmin ? 'builders.manage' : 'company.edit');
  const isAgency = newKind ? newKind === 'inmobiliaria' : !!builder.data?.realState;

  async function saveImages(id: string, images: BuilderImages): Promise<boolean> {
    if (!images.logo && !images.banner) return true;
    try {
      const saved = await upload.mutateAsync({ constructorId: id, images });
      if (isAdmin)
        setSession((s) => ({
          selectedConstructor: s.selectedConstructor && { ...s.selectedConstructor, logo: saved.logo },
        }));
      return true;
    } catch (error) {
      setResult({ title: es.images.uploadErrorTitle, text: firstListMessage(error) });
      return false;
    }
  }

  async function onCreate(body: AgencyBody, images: BuilderImages): Promise<boolean> {
    let id: string;
    try {
      id = (await create.mutateAsync({ body, isAgency })).id;
    } catch (error) {
      setResult({
        title: es.builder.createErrorTitle,
        text: errorMessage(error, es.builder.createErrorDefault),
      });
      return false;
    }
    const imagesSaved = await saveImages(id, images);
    setSession({
      selectedConstructor: {
        id,
        name: body.name,
        logo: null,
        nit: body.nit,
        realState: isAgency,
        all: false,
      },
    });
    setParams({}, { replace: true });
    if (imagesSaved)
      toast.show({
        severity: 'success',
        title: isAgency ? es.builder.agencyCreated : es.builder.created,
        text: es.builder.createdText(body.name),
      });
    return imagesSaved;
  }

  async function onUpdate(id: string, body: AgencyBody, images: BuilderImages): Promise<boolean> {
    try {
      await update.mutateAsync({ id, body, isAgency });
    } catch (error) {
      setResult({
        title: es.builder.updateErrorTitle,
        text: errorMessage(error, es.builder.updateErrorDefault),
      });
      return false;
    }
    setSession((s) =>
      isAdmin
        ? { selectedConstructor: s.selectedConstructor && { ...s.selectedConstructor, name: body.name } }
        : { user: s.user && { ...s.user, constructorName: body.name } },
    );
    const imagesSaved = await saveImages(id, images);
    if (imagesSaved) toast.show({ severity: 'success', title: es.builder.saved, text: es.builder.savedText });
    return imagesSaved;
  }

  const onStateChange = async (id: string, name: string, state: boolean) => {
    try {
      await changeState.mutateAsync({ id, state });
      toast.show({
        severity: 'success',
        title: es.builder.stateChangedTitle,
        text: es.builder.stateChangedText(name, state),
      });
    } catch (error) {
      setResult({ title: es.builder.stateErrorTitle, text: errorMessage(error) });
    }
  };

  const pending = create.isPending || update.isPending || upload.isPending;
  let title: string = isAgency ? es.builder.titleAgency : es.builder.titleBuilder;
  if (newKind) title = isAgency ? es.builder.newAgency : es.builder.newBuilder;

  let content: ReactNode;
  if (newKind) {
    content = (
      <BuilderForm
        key={`new-${newKind}`}
        isAgency={isAgency}
        defaultValues={EMPTY_BUILDER}
        logo={null}
        banner={null}
        readOnly={!canEdit}
        submitLabel={es.builder.create}
        pending={pending}
        onSubmit={onCreate}
      />
    );
  } else if (!constructorId) {
    content = <Typography>{es.builder.chooseOne}</Typography>;
  } else if (builder.isPending) {
    content = <LoadingScreen />;
  } else if (builder.isError) {
    content = <Alert severity="error">{errorMessage(builder.error)}</Alert>;
  } else {
    const b = builder.data;
    const defaults: BuilderFormValues = {
      name: b.name,
      nit: b.nit,
      email: b.email ?? '',
      age: b.age === null ? '' : String(b.age),
      pageUrl: b.pageUrl ?? '',
      guild: b.guild ?? '',
      departmentId: b.departmentId ?? '',
      cityId: b.cityId ?? '',
      address: b.address ?? '',
      phoneNumber: b.phoneNumber ?? '',
      whatsAppPhone: b.whatsAppPhone ?? '',
      description: b.description ?? '',
    };
    content = (
      <>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 3 }}>
          <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.2rem', mr: 'auto' }}>
            {b.name}
          </Typography>
          {isAdmin ? (
            <BuilderStateSwitch
              state={b.state}
              disabled={!canEdit}
              onChange={(state) => onStateChange(b.id, b.name, state)}
            />
          ) : (
            !canEdit && <Chip label={es.common.readOnly} color="secondary" />
          )}
        </Box>
        <BuilderForm
          key={b.id}
          isAgency={b.realState}
          defaultValues={defaults}
          logo={b.logo}
          banner={b.banner}
          readOnly={!canEdit}
          submitLabel={es.common.save}
          pending={pending}
          onSubmit={(body, images) => onUpdate(b.id, body, images)}
        />
      </>
    );
  }

  return (
    <PageFrame title={title}>
      {content}
      <ResultDialog
        open={!!result}
        success={false}
        title={result?.title ?? ''}
        text={result?.text ?? ''}
        onClose={() => setResult(null)}
      />
      {toast.element}
    </PageFrame>
  );
}
