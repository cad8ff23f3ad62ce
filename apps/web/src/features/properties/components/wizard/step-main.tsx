import Grid from '@mui/material/Grid';
import { DESCRIPTION_MAX, es, type PropertyFlow } from '@tu360/domain';
import { memo } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import { CATEGORY_OPTIONS } from '../../../../components/property-filters/categories.ts';
import type { PropertyFormValues } from '../../form-values.ts';
import { ProjectField } from './project-field.tsx';
import { PropertyField } from './property-field.tsx';

export interface StepProps {
  control: Control<PropertyFormValues>;
  flow: PropertyFlow;
  readOnly: boolean;
}

const U = es.propertyUi;

/** Live count of the description's characters. */
function DescriptionCount({ control }: { control: Control<PropertyFormValues> }) {
  const description = useWatch({ control, name: 'description' }) ?? '';
  return <span aria-live="polite">{U.descriptionCount(description.length, DESCRIPTION_MAX)}</span>;
}

/**
 * Step 1, Datos principales: name, project, category, price, score, description, areas and states. Memoized, as
 * the later steps are (later-steps.tsx): react-hook-form renders the form's root again right after it mounts (its
 * `isReady`, set in a layout effect), and the fields need not be drawn twice in the task that shows them.
 */
export const StepMain = memo(function StepMain(
  props: StepProps & { projects: { value: string; label: string }[]; projectLocked: boolean },
) {
  const { control, flow, readOnly } = props;
  const common = { control, flow, readOnly };
  return (
    <Grid container spacing={2}>
      <PropertyField {...common} name="name" />
      <ProjectField control={control} options={props.projects} readOnly={readOnly || props.projectLocked} />
      <PropertyField {...common} name="price" numeric helper={U.priceHint} md={4} />
      <PropertyField {...common} name="score" numeric helper={U.scoreHint} md={4} />
      <PropertyField {...common} name="category" options={CATEGORY_OPTIONS} md={4} />
      <PropertyField
        {...common}
        name="description"
        multiline
        maxLength={null}
        helper={<DescriptionCount control={control} />}
      />
      <PropertyField {...common} name="area" numeric md={4} />
      <PropertyField {...common} name="privateArea" numeric md={4} />
      <PropertyField {...common} name="builtArea" numeric md={4} />
      {flow === 'builder' && (
        <>
          <PropertyField {...common} name="projectStage" md={4} />
          <PropertyField {...common} name="deliveryState" md={4} />
          <PropertyField {...common} name="saleState" md={4} />
        </>
      )}
      <PropertyField {...common} name="propertyState" md={4} />
    </Grid>
  );
});
