import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import {
  DETAIL_OPTIONS,
  es,
  type PropertyFlow,
  type PropertyValues,
  TEXT_INPUT_MAX_LENGTH,
} from '@tu360/domain';
import type { ReactNode } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { NATIVE_SELECT } from '../../../../components/ui/native-select.ts';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { type TextField as Field, isRequired, labelOf, type PropertyFormValues } from '../../form-values.ts';

export interface PropertyFieldProps {
  control: Control<PropertyFormValues>;
  name: Field | 'category' | 'videoUrl';
  flow: PropertyFlow;
  readOnly: boolean;
  /** Options of a select (DETAIL_OPTIONS by default for the keys that have them). */
  options?: readonly { value: string; label: string }[];
  multiline?: boolean;
  numeric?: boolean;
  helper?: ReactNode;
  /** Default TEXT_INPUT_MAX_LENGTH (spec section 5); null for none, so that a length rule can speak. */
  maxLength?: number | null;
  /** Grid columns out of 12 on wide screens. */
  md?: number;
}

/** The domain's message and, below it, the field's own hint (the description's count stays visible). */
function helperOf(error: string | undefined, helper: ReactNode) {
  if (!error) return helper;
  return (
    <>
      <Box component="span" sx={{ display: 'block' }}>
        {error}
      </Box>
      {helper && (
        <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          {helper}
        </Box>
      )}
    </>
  );
}

/** One labelled field of the wizard, showing the domain's message under it. */
export function PropertyField(props: PropertyFieldProps) {
  const { control, name, flow, readOnly } = props;
  const label = labelOf(name);
  const detailOptions = (DETAIL_OPTIONS as Record<string, readonly string[]>)[label];
  const options = props.options ?? detailOptions?.map((o) => ({ value: o, label: o }));
  return (
    <Grid size={{ xs: 12, md: props.md ?? (props.multiline ? 12 : 6) }}>
      <Controller
        control={control}
        name={name}
        render={({ field, fieldState }) => (
          <TextField
            fullWidth
            select={!!options}
            label={label}
            required={isRequired(name as keyof PropertyValues, flow)}
            disabled={readOnly}
            name={field.name}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={!!fieldState.error}
            helperText={helperOf(fieldState.error?.message, props.helper)}
            multiline={props.multiline}
            minRows={props.multiline ? 4 : undefined}
            slotProps={
              options
                ? NATIVE_SELECT
                : {
                    htmlInput: {
                      maxLength:
                        props.maxLength === undefined
                          ? TEXT_INPUT_MAX_LENGTH
                          : (props.maxLength ?? undefined),
                      inputMode: props.numeric ? 'decimal' : undefined,
                    },
                  }
            }
          >
            {options && [
              <option key="" value="">
                {es.location.choose}
              </option>,
              ...options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              )),
            ]}
          </TextField>
        )}
      />
    </Grid>
  );
}
