import type { Control, FieldValues, Path } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { TextField, type TextFieldProps } from './text-field.tsx';

export type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name'> & {
  // biome-ignore lint/suspicious/noExplicitAny: forms whose output type differs from their input type
  control: Control<T, any, any>;
  name: Path<T>;
  /** A message of the form that belongs to this field but is reported elsewhere (an object-level rule). */
  extraError?: string;
};

/** A labelled text field bound to react-hook-form, showing the schema's Spanish message on error. */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  extraError,
  ...props
}: FormTextFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          fullWidth
          {...props}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={!!(fieldState.error ?? extraError)}
          helperText={fieldState.error?.message ?? extraError ?? props.helperText}
        />
      )}
    />
  );
}
