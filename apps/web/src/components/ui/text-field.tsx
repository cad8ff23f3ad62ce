import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type {
  ChangeEventHandler,
  CSSProperties,
  FocusEventHandler,
  InputHTMLAttributes,
  MouseEvent,
  MouseEventHandler,
  ReactNode,
  Ref,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
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
 * props of MUI's TextField that the portal uses, drawn as MUI's outlined TextField draws them.
 *
 * It is the browser's own elements with classes styled once for the portal (`text-field-styles.ts`, in the theme's
 * baseline), not MUI's FormControl, InputLabel, OutlinedInput, NativeSelect and FormHelperText: those made the
 * styles of five components per field at every render, and kept the focus and the value in state, so that every
 * key typed rendered the field twice. Here the browser floats the label and opens the outline's gap from the
 * input's own state (focus, a value), with CSS (issue 10). MUI's TextField always loads its Select (with Menu,
 * Popover and Modal) even for a plain input; every select of the portal is native, so none of that is needed.
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
  placeholder,
  ...input
}: TextFieldProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const helperId = helperText ? `${id}-helper-text` : undefined;
  const startAdornment = slotProps?.input?.startAdornment;
  const endAdornment = slotProps?.input?.endAdornment;
  // A native select always shows its chosen option's text ("Seleccione…" included), and a start adornment sits
  // where the label would: the label always floats above them. Otherwise it floats on focus or with a value (CSS).
  const shrink = slotProps?.inputLabel?.shrink ?? (select || startAdornment != null ? true : undefined);
  const given = slotProps?.htmlInput;
  const common = {
    required,
    disabled,
    readOnly: slotProps?.input?.readOnly,
    'aria-invalid': !!error,
    name: input.name,
    value: input.value as string | undefined,
    onChange: input.onChange,
    onBlur: input.onBlur,
    autoFocus: input.autoFocus,
    ...given,
    id,
    className: 'fld-input',
    ref: ref ?? inputRef,
    'aria-describedby': helperId,
  };
  const className = [
    'fld',
    fullWidth && 'fld-full',
    size === 'small' && 'fld-small',
    margin && margin !== 'none' && `fld-${margin}`,
    error && 'fld-error',
    disabled && 'fld-disabled',
    shrink && 'fld-shrink',
    multiline && 'fld-multiline',
    startAdornment != null && 'fld-start',
    endAdornment != null && 'fld-end',
  ]
    .filter(Boolean)
    .join(' ');
  const withLabel = label != null && label !== '';
  const lines = rows ?? minRows ?? 1;
  const field = (
    <>
      {withLabel && (
        <label className="fld-label" htmlFor={id}>
          {label}
        </label>
      )}
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: as MUI's input, a click beside the input (its padding, an adornment's text) focuses it; the keyboard reaches the input itself. */}
      <div className="fld-box" onClick={focusInputOnClick}>
        {startAdornment}
        {select ? (
          <>
            <select {...(common as SelectAttributes)}>{children}</select>
            <svg className="fld-arrow" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M7 10l5 5 5-5z" />
            </svg>
          </>
        ) : multiline ? (
          <textarea
            {...(common as TextAreaAttributes)}
            rows={lines}
            placeholder={placeholder ?? ' '}
            autoComplete={input.autoComplete}
            style={{ ...textAreaSize(lines, maxRows), ...given?.style }}
          />
        ) : (
          <input
            {...(common as InputAttributes)}
            type={input.type}
            placeholder={placeholder ?? ' '}
            autoComplete={input.autoComplete}
          />
        )}
        {endAdornment}
        <fieldset aria-hidden="true" className="fld-outline">
          {withLabel ? (
            <legend className="fld-notch">
              <span>{required ? <>{label}&thinsp;*</> : label}</span>
            </legend>
          ) : (
            <legend>
              <span className="notranslate" aria-hidden="true">
                &#8203;
              </span>
            </legend>
          )}
        </fieldset>
      </div>
      {helperText && (
        <p className="fld-helper" id={helperId}>
          {helperText}
        </p>
      )}
    </>
  );
  // `sx` needs a styled element; without it the field is plain elements only.
  return sx ? (
    <Box className={className} sx={sx} onClick={onClick}>
      {field}
    </Box>
  ) : (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the caller's click on the whole field (as on MUI's FormControl); the keyboard reaches the input itself.
    <div className={className} onClick={onClick}>
      {field}
    </div>
  );
}

type InputAttributes = InputHTMLAttributes<HTMLInputElement>;
type TextAreaAttributes = TextareaHTMLAttributes<HTMLTextAreaElement>;
type SelectAttributes = SelectHTMLAttributes<HTMLSelectElement>;

/** As MUI's input: a click on the field's box itself (beside the input) focuses the input. */
function focusInputOnClick(event: MouseEvent<HTMLDivElement>) {
  if (event.target !== event.currentTarget) return;
  event.currentTarget.querySelector<HTMLElement>('.fld-input')?.focus();
}
