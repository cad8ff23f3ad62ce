import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Alert from '@mui/material/Alert';
import { es, type PropertyFlow, type PropertyStep, ROUTES } from '@tu360/domain';
import type { PropertySaveAnswer } from '@tu360/domain/contracts';
import { useDeferredValue } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-store.ts';
import { usePropertyToast } from '../components/use-property-toast.tsx';
import { PropertyWizard } from '../components/wizard/property-wizard.tsx';
import { emptyValues } from '../form-values.ts';
import { propertyPath } from '../paths.ts';
import { useWizardProjects } from '../use-wizard-projects.ts';

const U = es.propertyUi;

/** Navigation state that the property page reads after the first save. */
export interface SavedState {
  saved: PropertySaveAnswer;
}

/** /catalogo/inmuebles/crear: step 1 of the wizard; the first save creates the property and opens its page. */
export default function PropertyCreatePage() {
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const selectedConstructor = useSession((s) => s.selectedConstructor);
  const selectedSellerId = useSession((s) => s.selectedSeller?.id ?? null);
  const toast = usePropertyToast();
  const isAdmin = !!user?.isAdmin;
  const constructorId = isAdmin
    ? selectedConstructor && !selectedConstructor.all
      ? selectedConstructor.id
      : null
    : (user?.constructor ?? null);
  const flow: PropertyFlow = (isAdmin ? selectedConstructor?.realState : user?.realState)
    ? 'agency'
    : 'builder';
  const projects = useWizardProjects(constructorId);
  // The projects' answer comes in a synchronous render (the query library's store); the wizard it reveals is
  // drawn in the background instead, in slices, and the page keeps answering meanwhile (issue 10: the wizard's
  // longest task). A new load shows its spinner at once.
  const revealing = useDeferredValue(projects.loading);
  const loading = projects.loading || revealing;
  if (!user) return null;

  const back = (
    <Button
      component={Link}
      to={ROUTES.properties}
      startIcon={<ArrowBackRounded aria-hidden />}
      sx={{ mb: 2 }}
    >
      {U.backToList}
    </Button>
  );
  const body = () => {
    if (!constructorId) return <Alert severity="info">{U.chooseBuilder}</Alert>;
    if (loading) return <LoadingScreen />;
    if (projects.error) return <Alert severity="error">{errorMessage(projects.error)}</Alert>;
    if (!projects.options.length) return <Alert severity="info">{U.noProjects}</Alert>;
    const preset = projects.options.find((o) => o.value === selectedSellerId)?.value;
    const sellerId = preset ?? (projects.options.length === 1 ? projects.options[0].value : '');
    return (
      <PropertyWizard
        property={null}
        defaultValues={emptyValues(sellerId)}
        flow={flow}
        projects={projects.options}
        projectLocked={false}
        readOnly={false}
        step={1}
        onStepChange={() => undefined}
        onSaved={(answer: PropertySaveAnswer, step: PropertyStep) =>
          navigate(propertyPath(answer.productId, Math.min(step + 1, 5)), {
            replace: true,
            state: { saved: answer } satisfies SavedState,
          })
        }
        onToast={toast.show}
      />
    );
  };

  return (
    <>
      {back}
      <PageFrame title={U.createButton}>{body()}</PageFrame>
      {toast.element}
    </>
  );
}
