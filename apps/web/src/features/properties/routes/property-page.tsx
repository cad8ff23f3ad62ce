import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueryClient } from '@tanstack/react-query';
import {
  APPROVED_TO_UPDATE_CLEAR_MS,
  type Completeness,
  es,
  isViewerRole,
  PROPERTY_STEPS,
  type PropertyStep,
  ROUTES,
} from '@tu360/domain';
import type { PropertySaveAnswer } from '@tu360/domain/contracts';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { ReasonDialog } from '../../../components/ui/reason-dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { roleCan, useEffectiveRole } from '../../../lib/permissions.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useStores } from '../../../lib/stores.ts';
import { useProperty } from '../api/get-property.ts';
import { invalidateProperties } from '../api/keys.ts';
import { useUpdatePropertyState } from '../api/property-state.ts';
import { useOutcome } from '../components/outcome-dialog.tsx';
import { PropertyHistory } from '../components/property-history.tsx';
import { PropertySummary } from '../components/property-summary.tsx';
import { ResponsibleUsers } from '../components/responsible-users.tsx';
import { usePropertyToast } from '../components/use-property-toast.tsx';
import { PropertyWizard } from '../components/wizard/property-wizard.tsx';
import { savedToast } from '../components/wizard/use-save-step.ts';
import { valuesFromDetail } from '../form-values.ts';
import { type FromState, STEP_PARAM } from '../paths.ts';
import type { SavedState } from './property-create-page.tsx';

const U = es.propertyUi;
type TabKey = 'form' | 'responsible' | 'history';

const stepFrom = (raw: string | null): PropertyStep => {
  const n = Number(raw);
  return (PROPERTY_STEPS as readonly number[]).includes(n) ? (n as PropertyStep) : 1;
};

/** /catalogo/inmuebles/:productId: status and completeness, the wizard, responsible users and history. */
export default function PropertyPage() {
  const productId = Number(useParams().productId) || null;
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const user = useSession((s) => s.user);
  const role = useEffectiveRole();
  const stores = useStores();
  const property = useProperty(productId);
  const decide = useUpdatePropertyState();
  const toast = usePropertyToast();
  const outcome = useOutcome();
  const [tab, setTab] = useState<TabKey>('form');
  // On a phone the three tabs share the width (their labels wrap) instead of running off the screen.
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const [lastSave, setLastSave] = useState<PropertySaveAnswer | null>(null);
  const [draft, setDraft] = useState<Completeness | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [approving, setApproving] = useState(false);
  const [approvedToUpdate, setApprovedToUpdate] = useState(false);
  const step = stepFrom(params.get(STEP_PARAM));
  const setStep = (next: PropertyStep) => setParams({ [STEP_PARAM]: String(next) }, { replace: true });

  // The first save happened on the create page: show its answer and toast here, once.
  const saved = (location.state as SavedState | null)?.saved;
  const [backTo] = useState(() => (location.state as FromState | null)?.from ?? ROUTES.properties);
  const { show } = toast;
  useEffect(() => {
    if (!saved) return;
    setLastSave(saved);
    show(savedToast);
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [saved, show, navigate, location.pathname, location.search]);

  // After an approval the flag asks for fresh data, and is cleared after APPROVED_TO_UPDATE_CLEAR_MS.
  useEffect(() => {
    if (!approvedToUpdate) return;
    const timer = setTimeout(() => {
      setApprovedToUpdate(false);
      invalidateProperties(qc);
    }, APPROVED_TO_UPDATE_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [approvedToUpdate, qc]);

  const data = property.data;
  if (!user) return null;
  const back = (
    <Button component={Link} to={backTo} startIcon={<ArrowBackRounded aria-hidden />} sx={{ mb: 2 }}>
      {U.backToList}
    </Button>
  );
  if (property.isPending) return <LoadingScreen />;
  if (property.isError || !data)
    return (
      <>
        {back}
        <Alert severity="error">{errorMessage(property.error, U.notFound)}</Alert>
      </>
    );

  const roleHere = user.isAdmin
    ? role
    : (stores.data?.data.find((s) => s.id === data.sellerId)?.role ?? role);
  const canWrite = roleCan(roleHere, 'catalog.write') && !isViewerRole(roleHere);
  const canDecide = user.isAdmin && roleCan(role, 'catalog.approve');
  const ref = { productId: data.productId, sellerId: data.sellerId, isRealState: data.isRealState };
  const fail = (e: unknown) =>
    outcome.show({ success: false, title: es.property.bulkErrorTitle, text: errorMessage(e) });

  const approve = () =>
    decide.mutate(
      { ...ref, status: 'Published', message: '' },
      {
        onSuccess: () => {
          setApproving(false);
          setApprovedToUpdate(true);
          outcome.show({
            success: true,
            title: U.approvals.approvedTitle,
            text: U.approvals.approvedText(data.name),
          });
        },
        onError: (e) => {
          setApproving(false);
          fail(e);
        },
      },
    );
  const reject = (reason: string) =>
    decide.mutate(
      { ...ref, status: 'Rejected', message: reason },
      {
        onSuccess: () => {
          setRejecting(false);
          outcome.show({
            success: true,
            title: es.property.rejectedCount(1),
            text: U.approvals.rejectedText,
          });
        },
        onError: (e) => {
          setRejecting(false);
          fail(e);
        },
      },
    );

  return (
    <>
      {back}
      <PageFrame title={data.name}>
        <PropertySummary
          property={data}
          lastSave={lastSave}
          draft={draft}
          canDecide={canDecide}
          pending={decide.isPending}
          onApprove={() => setApproving(true)}
          onReject={() => setRejecting(true)}
        />
        {!canWrite && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {U.readOnly}
          </Alert>
        )}
        <Tabs
          value={tab}
          variant={phone ? 'fullWidth' : 'standard'}
          onChange={(_, next: TabKey) => setTab(next)}
          sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab value="form" label={U.tabs.form} id="tab-form" aria-controls="panel-form" />
          <Tab
            value="responsible"
            label={U.tabs.responsible}
            id="tab-responsible"
            aria-controls="panel-responsible"
          />
          <Tab value="history" label={U.tabs.history} id="tab-history" aria-controls="panel-history" />
        </Tabs>
        <Box role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
          {tab === 'form' && (
            <PropertyWizard
              key={data.productId}
              property={data}
              defaultValues={valuesFromDetail(data)}
              flow={data.isRealState ? 'agency' : 'builder'}
              projects={[{ value: data.sellerId, label: data.sellerName }]}
              projectLocked
              readOnly={!canWrite}
              step={step}
              onStepChange={setStep}
              onSaved={(answer, savedStep) => {
                setLastSave(answer);
                toast.show(savedToast);
                if (savedStep < 5) setStep((savedStep + 1) as PropertyStep);
              }}
              onToast={toast.show}
              onCompletenessChange={setDraft}
            />
          )}
          {tab === 'responsible' && (
            <ResponsibleUsers property={data} canWrite={canWrite} onToast={toast.show} />
          )}
          {tab === 'history' && <PropertyHistory productId={data.productId} />}
        </Box>
      </PageFrame>
      <ConfirmDialog
        open={approving}
        title={U.approvals.approveOneQuestion}
        text={`${data.name}. ${U.approvals.approveText(1)}`}
        confirmLabel={U.approvals.approve}
        pending={decide.isPending}
        onCancel={() => setApproving(false)}
        onConfirm={approve}
      />
      <ReasonDialog
        open={rejecting}
        title={U.approvals.rejectOneQuestion}
        text={data.name}
        label={U.approvals.rejectReason}
        confirmLabel={U.approvals.reject}
        pending={decide.isPending}
        onCancel={() => setRejecting(false)}
        onConfirm={reject}
      />
      {outcome.element}
      {toast.element}
    </>
  );
}
