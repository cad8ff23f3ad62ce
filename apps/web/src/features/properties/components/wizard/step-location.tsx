import Grid from '@mui/material/Grid';
import { useFormContext } from 'react-hook-form';
import { LocationFields } from '../../../../components/ui/location-fields.tsx';
import { isRequired, labelOf, type PropertyFormValues } from '../../form-values.ts';
import { PropertyField } from './property-field.tsx';
import type { StepProps } from './step-main.tsx';

/** Departamento and Municipio; choosing a municipality offers its coordinates when none are written yet. */
function LocationSelects({ control, flow, readOnly }: StepProps) {
  const { getValues, setValue } = useFormContext<PropertyFormValues>();
  return (
    <LocationFields
      control={control}
      disabled={readOnly}
      names={{ department: 'department', city: 'municipality' }}
      labels={{ department: labelOf('department'), city: labelOf('municipality') }}
      required={{ department: isRequired('department', flow), city: isRequired('municipality', flow) }}
      onCityChange={(city) => {
        if (city?.latitude != null && !getValues('latitude')) setValue('latitude', String(city.latitude));
        if (city?.longitude != null && !getValues('longitude')) setValue('longitude', String(city.longitude));
      }}
    >
      {({ department, city }) => (
        <>
          <Grid size={{ xs: 12, md: 6 }}>{department}</Grid>
          <Grid size={{ xs: 12, md: 6 }}>{city}</Grid>
        </>
      )}
    </LocationFields>
  );
}

/** Step 2, Ubicación. */
export function StepLocation(props: StepProps) {
  const common = { control: props.control, flow: props.flow, readOnly: props.readOnly };
  return (
    <Grid container spacing={2}>
      <LocationSelects {...props} />
      <PropertyField {...common} name="address" />
      <PropertyField {...common} name="neighbourhood" />
      <PropertyField {...common} name="residentialComplex" />
      <PropertyField {...common} name="locationInProject" />
      <PropertyField {...common} name="zone" />
      <PropertyField {...common} name="sector" />
      <PropertyField {...common} name="latitude" numeric md={4} />
      <PropertyField {...common} name="longitude" numeric md={4} />
      <PropertyField {...common} name="stratum" md={4} />
    </Grid>
  );
}
