import TextField from '@mui/material/TextField';
import { es } from '@tu360/domain';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { useCities, useDepartments } from '../../lib/lookups.ts';

const SELECT = { select: { native: true }, inputLabel: { shrink: true } } as const;

export interface LocationFieldsProps<T extends FieldValues> {
  // biome-ignore lint/suspicious/noExplicitAny: forms whose output type differs from their input type
  control: Control<T, any, any>;
  disabled?: boolean;
  labels?: { department: string; city: string };
}

/** Departamento and Municipio (the cities of the chosen department) bound to departmentId and cityId. */
export function LocationFields<T extends FieldValues>({ control, disabled, labels }: LocationFieldsProps<T>) {
  const department = useController({ control, name: 'departmentId' as Path<T> });
  const city = useController({ control, name: 'cityId' as Path<T> });
  const departments = useDepartments();
  const cities = useCities(department.field.value);
  const text = labels ?? { department: es.location.department, city: es.location.city };

  return (
    <>
      <TextField
        select
        fullWidth
        required
        disabled={disabled}
        label={text.department}
        name={department.field.name}
        value={department.field.value ?? ''}
        onChange={(e) => {
          department.field.onChange(e.target.value);
          city.field.onChange('');
        }}
        onBlur={department.field.onBlur}
        inputRef={department.field.ref}
        error={!!department.fieldState.error}
        helperText={department.fieldState.error?.message}
        slotProps={SELECT}
      >
        <option value="">{es.location.choose}</option>
        {(departments.data ?? []).map((d) => (
          <option key={d.id} value={d.id}>
            {d.name}
          </option>
        ))}
      </TextField>
      <TextField
        select
        fullWidth
        required
        disabled={disabled || !department.field.value}
        label={text.city}
        name={city.field.name}
        value={city.field.value ?? ''}
        onChange={(e) => city.field.onChange(e.target.value)}
        onBlur={city.field.onBlur}
        inputRef={city.field.ref}
        error={!!city.fieldState.error}
        helperText={city.fieldState.error?.message}
        slotProps={SELECT}
      >
        <option value="">{es.location.choose}</option>
        {(cities.data ?? []).map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </TextField>
    </>
  );
}
