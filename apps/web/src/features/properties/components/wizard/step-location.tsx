import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { es } from '@tu360/domain';
import { Controller, useController, useFormContext } from 'react-hook-form';
import { useCities, useDepartments } from '../../../../lib/lookups.ts';
import { isRequired, labelOf, type PropertyFormValues } from '../../form-values.ts';
import { PropertyField } from './property-field.tsx';
import type { StepProps } from './step-main.tsx';

const NATIVE = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** Departamento and Municipio from /api/lookups; choosing a municipality offers its coordinates. */
function LocationSelects({ control, flow, readOnly }: StepProps) {
  const { getValues, setValue } = useFormContext<PropertyFormValues>();
  const department = useController({ control, name: 'department' });
  const departments = useDepartments();
  const cities = useCities(department.field.value || null);
  return (
    <>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          select
          fullWidth
          label={labelOf('department')}
          required={isRequired('department', flow)}
          disabled={readOnly}
          name={department.field.name}
          value={department.field.value ?? ''}
          onChange={(e) => {
            department.field.onChange(e.target.value);
            setValue('municipality', '');
          }}
          onBlur={department.field.onBlur}
          inputRef={department.field.ref}
          error={!!department.fieldState.error}
          helperText={department.fieldState.error?.message}
          slotProps={NATIVE}
        >
          <option value="">{es.location.choose}</option>
          {(departments.data ?? []).map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Controller
          control={control}
          name="municipality"
          render={({ field, fieldState }) => (
            <TextField
              select
              fullWidth
              label={labelOf('municipality')}
              required={isRequired('municipality', flow)}
              disabled={readOnly || !department.field.value}
              name={field.name}
              value={field.value ?? ''}
              onChange={(e) => {
                field.onChange(e.target.value);
                const city = cities.data?.find((c) => c.id === e.target.value);
                if (city?.latitude != null && !getValues('latitude'))
                  setValue('latitude', String(city.latitude));
                if (city?.longitude != null && !getValues('longitude'))
                  setValue('longitude', String(city.longitude));
              }}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
              slotProps={NATIVE}
            >
              <option value="">{es.location.choose}</option>
              {(cities.data ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </TextField>
          )}
        />
      </Grid>
    </>
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
