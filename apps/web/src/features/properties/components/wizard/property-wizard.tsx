import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import SaveRounded from '@mui/icons-material/SaveRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import {
  type Completeness,
  es,
  FIELD_RULES,
  PROPERTY_STEPS,
  type PropertyFlow,
  type PropertyStep,
  type PropertyValues,
  validateProperty,
} from '@tu360/domain';
import type { PropertyImage, PropertySaveAnswer } from '@tu360/domain/contracts';
import { memo, Suspense, useCallback, useEffect, useRef } from 'react';
import {
  type Control,
  type FieldErrors,
  FormProvider,
  type Resolver,
  useForm,
  useWatch,
} from 'react-hook-form';
import { Button } from '../../../../components/ui/button.tsx';
import { focusFirstInvalid } from '../../../../components/ui/focus-first-invalid.ts';
import { LoadingScreen } from '../../../../components/ui/loading-screen.tsx';
import type { ToastMessage } from '../../../../components/ui/toast.tsx';
import { visuallyHiddenSx } from '../../../../components/ui/visually-hidden.tsx';
import { draftCompleteness, labelOf, type PropertyFormValues, validationValues } from '../../form-values.ts';
import { preloadStep, StepAmenities, StepCharacteristics, StepImages, StepLocation } from './later-steps.tsx';
import type { PendingImageTexts } from './step-images.tsx';
import { StepMain } from './step-main.tsx';
import { useSaveStep } from './use-save-step.ts';

const U = es.propertyUi;
const LAST = PROPERTY_STEPS[PROPERTY_STEPS.length - 1];

/** Fields of the form that the domain's FIELD_RULES do not place: the project (step 1) and the video (step 5). */
const FORM_ONLY_STEPS: Record<string, PropertyStep> = { sellerId: 1, videoUrl: 5 };
/** The step a field is on, so that a message (the client's or the server's) is shown on its own step. */
const stepOf = (field: string): number =>
  FORM_ONLY_STEPS[field] ?? FIELD_RULES[field as keyof PropertyValues]?.step ?? 0;

/** Reports the completeness of what the form holds each time its colour or percent changes. */
function DraftCompleteness(props: {
  control: Control<PropertyFormValues>;
  flow: PropertyFlow;
  imageCount: number;
  projectStratum: string | null;
  onChange: (completeness: Completeness) => void;
}) {
  const values = useWatch({ control: props.control }) as PropertyFormValues;
  const draft = draftCompleteness(values, props.flow, props.imageCount, props.projectStratum);
  const { onChange } = props;
  const key = `${draft.color}|${draft.percent}|${draft.message ?? ''}`;
  const latest = useRef(draft);
  latest.current = draft;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reported when what it shows changes (key).
  useEffect(() => onChange(latest.current), [key, onChange]);
  return null;
}

/** The five steps' titles; a stored property's steps can be opened in any order. */
const WizardStepper = memo(function WizardStepper(props: {
  step: PropertyStep;
  canJump: boolean;
  onGo: (step: number) => void;
}) {
  const { step, canJump, onGo } = props;
  return (
    <Stepper
      nonLinear
      activeStep={step - 1}
      alternativeLabel
      aria-label={U.wizardLabel}
      // On a phone the five labels do not fit under their numbers: they stay for screen readers only, and the
      // step's title below names the current one.
      sx={(theme) => ({
        mb: 3,
        [theme.breakpoints.down('sm')]: { '& .MuiStepLabel-labelContainer': visuallyHiddenSx },
      })}
    >
      {U.steps.map((title, i) => (
        <Step key={title} completed={false}>
          <StepButton
            onClick={() => onGo(i + 1)}
            disabled={!canJump && i + 1 !== step}
            aria-current={i + 1 === step ? 'step' : undefined}
          >
            {title}
          </StepButton>
        </Step>
      ))}
    </Stepper>
  );
});

export interface PropertyWizardProps {
  /** Stored property (edit) or null (create). */
  property: {
    productId: number;
    refId: string;
    sellerId: string;
    images: PropertyImage[];
    detailProducts: { key: string; value: string | null }[];
    /** The project's stratum, which stands for the property's in the builder flow. */
    sellerStratum?: string | null;
  } | null;
  defaultValues: PropertyFormValues;
  flow: PropertyFlow;
  projects: { value: string; label: string }[];
  projectLocked: boolean;
  readOnly: boolean;
  step: PropertyStep;
  onStepChange: (step: PropertyStep) => void;
  onSaved: (answer: PropertySaveAnswer, step: PropertyStep) => void;
  onToast: (toast: ToastMessage) => void;
  /** Completeness of the form as the user types (not only after saving). */
  onCompletenessChange?: (completeness: Completeness) => void;
}

/** The five steps of a property; each "Guardar y continuar" validates the step with the domain's rules and saves. */
export function PropertyWizard(props: PropertyWizardProps) {
  const { flow, step, readOnly } = props;
  const current = useRef({ flow, step });
  current.current = { flow, step };
  const resolver: Resolver<PropertyFormValues> = async (values) => {
    const errors: FieldErrors<PropertyFormValues> = {};
    for (const issue of validateProperty(validationValues(values), current.current))
      errors[issue.field] = { type: 'domain', message: issue.message };
    if (!values.sellerId) errors.sellerId = { type: 'required', message: es.property.required };
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };
  const form = useForm<PropertyFormValues>({
    defaultValues: props.defaultValues,
    resolver,
    mode: 'onSubmit',
  });
  const save = useSaveStep({
    form,
    flow,
    productId: props.property?.productId,
    stored: props.property?.detailProducts,
    onSaved: props.onSaved,
    onToast: props.onToast,
  });
  const { control, handleSubmit } = form;
  const elsewhere = Object.entries(form.formState.errors)
    .filter(([field, error]) => stepOf(field) !== step && typeof error?.message === 'string')
    .map(([field, error]) => ({ field, step: stepOf(field), message: error?.message as string }));

  /** Step 5's labels and texts edited and not yet saved: saved before the step is left or saved. */
  const pendingImageTexts = useRef<PendingImageTexts>(null);
  const savePendingImageTexts = async () => (pendingImageTexts.current ? pendingImageTexts.current() : true);
  const goTo = async (next: number) => {
    if (!(await savePendingImageTexts())) return;
    form.clearErrors();
    props.onStepChange(next as PropertyStep);
    window.scrollTo({ top: 0 });
  };
  // The stepper keeps one callback, which always runs the latest goTo.
  const latestGoTo = useRef(goTo);
  latestGoTo.current = goTo;
  const go = useCallback((next: number) => void latestGoTo.current(next), []);
  const formRef = useRef<HTMLFormElement>(null);
  const submit = handleSubmit(
    async (values) => {
      // The next step's code loads while this one is saved.
      if (step < LAST) preloadStep(step + 1);
      if (await savePendingImageTexts()) await save.run(values, step);
    },
    () => focusFirstInvalid(formRef.current),
  );
  const stepProps = { control, flow, readOnly };
  const canJump = !!props.property;

  return (
    <FormProvider {...form}>
      {props.onCompletenessChange && (
        <DraftCompleteness
          control={control}
          flow={flow}
          imageCount={props.property?.images.length ?? 0}
          projectStratum={props.property?.sellerStratum ?? null}
          onChange={props.onCompletenessChange}
        />
      )}
      <WizardStepper step={step} canJump={canJump} onGo={go} />
      <Box component="form" ref={formRef} noValidate onSubmit={submit} aria-labelledby="wizard-step-title">
        <Typography
          id="wizard-step-title"
          component="h2"
          sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 0.5 }}
        >
          {U.steps[step - 1]}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {U.stepOf(step, LAST)}
        </Typography>
        {elsewhere.length > 0 && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            <AlertTitle>{U.otherSteps}</AlertTitle>
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {elsewhere.map((e) => (
                <li key={e.field}>
                  {U.fieldIssue(labelOf(e.field as keyof PropertyFormValues), e.message)}{' '}
                  {e.step > 0 && (
                    <Link
                      component="button"
                      type="button"
                      onClick={() => props.onStepChange(e.step as PropertyStep)}
                    >
                      {U.goToStep(U.steps[e.step - 1])}
                    </Link>
                  )}
                </li>
              ))}
            </Box>
          </Alert>
        )}
        {step === 1 && (
          <StepMain {...stepProps} projects={props.projects} projectLocked={props.projectLocked} />
        )}
        {/* A new boundary for each step: the step changes at once, with a spinner until its code has come. With one
            boundary the old step would stay on screen meanwhile, as if nothing happened (the router changes the
            step in a transition). */}
        <Suspense key={step} fallback={<LoadingScreen />}>
          {step === 2 && <StepLocation {...stepProps} />}
          {step === 3 && <StepCharacteristics {...stepProps} />}
          {step === 4 && <StepAmenities {...stepProps} />}
          {step === 5 && (
            <StepImages
              {...stepProps}
              property={props.property}
              onToast={props.onToast}
              pendingTexts={pendingImageTexts}
            />
          )}
        </Suspense>
        <Box sx={{ display: 'flex', gap: 2, mt: 4, justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<ArrowBackRounded aria-hidden />}
            disabled={step === 1}
            onClick={() => goTo(step - 1)}
          >
            {U.previous}
          </Button>
          {readOnly ? (
            // A reader has nothing to save: the last step ends the wizard with no dead "Siguiente".
            step < LAST && (
              <Button
                variant="outlined"
                endIcon={<ArrowForwardRounded aria-hidden />}
                onClick={() => goTo(step + 1)}
              >
                {U.next}
              </Button>
            )
          ) : (
            <Button
              type="submit"
              variant="contained"
              disabled={save.pending}
              startIcon={step === LAST ? <SaveRounded aria-hidden /> : undefined}
              endIcon={step === LAST ? undefined : <ArrowForwardRounded aria-hidden />}
            >
              {save.pending ? U.saving : step === LAST ? U.save : U.saveAndContinue}
            </Button>
          )}
        </Box>
      </Box>
    </FormProvider>
  );
}
