import Grid from '@mui/material/Grid';
import { es } from '@tu360/domain';
import { type Control, Controller } from 'react-hook-form';
import { NATIVE_SELECT } from '../../../../components/ui/native-select.ts';
import { TextField } from '../../../../components/ui/text-field.tsx';
import type { PropertyFormValues } from '../../form-values.ts';

/** The project (store) the property belongs to. */
export function ProjectField(props: {
  control: Control<PropertyFormValues>;
  options: { value: string; label: string }[];
  readOnly: boolean;
}) {
  return (
    <Grid size={{ xs: 12, md: 6 }}>
      <Controller
        control={props.control}
        name="sellerId"
        render={({ field, fieldState }) => (
          <TextField
            select
            fullWidth
            required
            label={es.propertyUi.fields.project}
            disabled={props.readOnly}
            name={field.name}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
            slotProps={NATIVE_SELECT}
          >
            <option value="">{es.location.choose}</option>
            {props.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </TextField>
        )}
      />
    </Grid>
  );
}
