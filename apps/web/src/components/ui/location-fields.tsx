import { es } from '@tu360/domain';
import type { ReactNode } from 'react';
import type { Control, FieldValues, Path, PathValue } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { type City, useCities, useDepartments } from '../../lib/lookups.ts';
import { NATIVE_SELECT } from './native-select.ts';
import { TextField } from './text-field.tsx';

export interface LocationFieldsProps<T extends FieldValues> {
  // biome-ignore lint/suspicious/noExplicitAny: forms whose output type differs from their input type
  control: Control<T, any, any>;
  disabled?: boolean;
  labels?: { department: string; city: string };
  /** The form's fields holding the two ids (departmentId and cityId unless told). */
  names?: { department: Path<T>; city: Path<T> };
  required?: { department: boolean; city: boolean };
  /** Called with the chosen municipality (its coordinates, say). */
  onCityChange?: (city: City | undefined) => void;
  /** Lays the two selects out; side by side with nothing around them unless told. */
  children?: (fields: { department: ReactNode; city: ReactNode }) => ReactNode;
}

/** Departamento and Municipio (the cities of the chosen department), the same on every form. */
export function LocationFields<T extends FieldValues>(props: LocationFieldsProps<T>) {
  const { control, disabled } = props;
  const names = props.names ?? { department: 'departmentId' as Path<T>, city: 'cityId' as Path<T> };
  const required = props.required ?? { department: true, city: true };
  const department = useController({ control, name: names.department });
  const city = useController({ control, name: names.city });
  const departments = useDepartments();
  const cities = useCities(department.field.value || null);
  const text = props.labels ?? { department: es.location.department, city: es.location.city };

  const fields = {
    department: (
      <TextField
        select
        fullWidth
        required={required.department}
        disabled={disabled}
        label={text.department}
        name={department.field.name}
        value={department.field.value ?? ''}
        onChange={(e) => {
          department.field.onChange(e.target.value);
          city.field.onChange('' as PathValue<T, Path<T>>);
        }}
        onBlur={department.field.onBlur}
        inputRef={department.field.ref}
        error={!!department.fieldState.error}
        helperText={department.fieldState.error?.message}
        slotProps={NATIVE_SELECT}
      >
        <option value="">{es.location.choose}</option>
        {(departments.data ?? []).map((d) => (
          <option key={d.id} value={d.id}>
            {d.name}
          </option>
        ))}
      </TextField>
    ),
    city: (
      <TextField
        select
        fullWidth
        required={required.city}
        disabled={disabled || !department.field.value}
        label={text.city}
        name={city.field.name}
        value={city.field.value ?? ''}
        onChange={(e) => {
          city.field.onChange(e.target.value);
          props.onCityChange?.(cities.data?.find((c) => c.id === e.target.value));
        }}
        onBlur={city.field.onBlur}
        inputRef={city.field.ref}
        error={!!city.fieldState.error}
        helperText={city.fieldState.error?.message}
        slotProps={NATIVE_SELECT}
      >
        <option value="">{es.location.choose}</option>
        {(cities.data ?? []).map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </TextField>
    ),
  };
  if (props.children) return props.children(fields);
  return (
    <>
      {fields.department}
      {fields.city}
    </>
  );
}
