import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import type {
  ChangeEventHandler,
  CSSProperties,
  FocusEventHandler,
  InputHTMLAttributes,
  MouseEventHandler,
  ReactNode,
  Ref,
} from 'react';
import { useId } from 'react';

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface TextFieldProps {
  label?: ReactNode;
  name?: string;
  value?: unknown;
  onChange?: ChangeEventHandler<FieldElement>;
  onBlur?: FocusEventHandler<FieldElement>;
  onClick?: MouseEventHandler<HTMLDivElement>;
  /** The input (or select, or text area) element; react-hook-form focuses it on an error. */
  inputRef?: Ref<FieldElement>;
  ref?: Ref<FieldElement>;
  id?: string;
  type?: string;
  placeholder?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  size?: 'small' | 'medium';
  margin?: 'none' | 'dense' | 'normal';
  variant?: 'outlined';
  sx?: SxProps<Theme>;
  /** A native <select> (its options are the children): the only kind of select the portal uses. */
  select?: boolean;
  children?: ReactNode;
  multiline?: boolean;
  rows?: number;
  minRows?: number;
  maxRows?: number;
  slotProps?: {
    select?: { native?: boolean };
    inputLabel?: { shrink?: boolean };
    htmlInput?: InputHTMLAttributes<HTMLInputElement> & Record<`data-${string}` | `aria-${string}`, unknown>;
    input?: { startAdornment?: ReactNode; endAdornment?: ReactNode; readOnly?: boolean };
  };
}

/**
 * A text area's height in CSS, with no script: at least `rows` lines, growing with its text (up to `maxRows` lines)
 * where the browser sizes fields by their content; elsewhere `rows` lines that scroll. MUI's own growing text area
 * (TextareaAutosize) measures a hidden copy in a layout effect: a forced layout of the whole page in the task that
 * shows the form (40–80 ms of the property wizard's longest task, issue 10).
 */
function textAreaSize(rows: number, maxRows: number | undefined): CSSProperties {
  return {
    fieldSizing: 'content',
    minHeight: `${rows}lh`,
    ...(maxRows !== undefined && { maxHeight: `${maxRows}lh`, overflowY: 'auto' }),
  };
}

/**
 * The portal's text field: label, outlined input (or native select, or text area) and helper text, with the
 * props of MUI's TextField that the portal uses. MUI's TextField always loads its Select (with Menu, Popover and
 * Modal: some 15 KB compressed) even for a plain input; every select of the portal is native, so none of that
 * is needed, and pages that do not open a dialog stay without it.
 */
export function TextField({
  label,
  helperText,
  error,
  required,
  disabled,
  fullWidth,
  size,
  margin,
  sx,
  select,
  children,
  slotProps,
  onClick,
  ref,
  inputRef,
  id: givenId,
  variant: _variant,
  multiline,
  rows,
  minRows,
  maxRows,
  ...input
}: TextFieldProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const helperId = helperText ? `${id}-helper-text` : undefined;
  // A native select always shows its chosen option's text ("Seleccione…" included): its label always floats above it.
  const shrink = slotProps?.inputLabel?.shrink ?? (select ? true : undefined);
  const given = slotProps?.htmlInput;
  const htmlInput = {
    ...given,
    'aria-describedby': helperId,
    ...(multiline && { style: { ...textAreaSize(rows ?? minRows ?? 1, maxRows), ...given?.style } }),
  };
  const outlined = <OutlinedInput label={label} notched={shrink} />;
  return (
    <FormControl
      variant="outlined"
      error={error}
      required={required}
      disabled={disabled}
      fullWidth={fullWidth}
      size={size}
      margin={margin}
      sx={sx}
      onClick={onClick}
    >
      {label != null && (
        <InputLabel htmlFor={id} shrink={shrink}>
          {label}
        </InputLabel>
      )}
      {select ? (
        <NativeSelect
          input={outlined}
          inputProps={{ ...(htmlInput as Record<string, unknown>), id }}
          inputRef={ref ?? inputRef}
          name={input.name}
          value={input.value}
          onChange={input.onChange}
          onBlur={input.onBlur}
          autoFocus={input.autoFocus}
        >
          {children}
        </NativeSelect>
      ) : (
        <OutlinedInput
          {...input}
          id={id}
          label={label}
          inputRef={ref ?? inputRef}
          inputProps={htmlInput}
          startAdornment={slotProps?.input?.startAdornment}
          endAdornment={slotProps?.input?.endAdornment}
          readOnly={slotProps?.input?.readOnly}
          multiline={multiline}
          // The browser's own text area: MUI's multiline input is always its TextareaAutosize.
          inputComponent={multiline ? 'textarea' : undefined}
          rows={multiline ? (rows ?? minRows ?? 1) : undefined}
          notched={shrink}
        />
      )}
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
