import ButtonBase, { type ExtendButtonBase, type ExtendButtonBaseTypeMap } from '@mui/material/ButtonBase';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** Styles of one button only: an object (not an array or a function), which `ownSx` gives two classes. */
export type OwnSx = Exclude<SxProps<Theme>, ReadonlyArray<unknown> | ((theme: Theme) => unknown)>;

/** A button's own `sx`, with the two classes that outrank the look styled once in the baseline. */
export const ownSx = (sx: OwnSx | undefined) => sx && { '&&': sx };

type Color = 'primary' | 'secondary' | 'success' | 'error' | 'inherit';
type Variant = 'text' | 'outlined' | 'contained';
type Size = 'small' | 'medium' | 'large';

type ButtonTypeMap = ExtendButtonBaseTypeMap<{
  props: {
    variant?: Variant;
    color?: Color;
    size?: Size;
    startIcon?: ReactNode;
    endIcon?: ReactNode;
    fullWidth?: boolean;
    sx?: OwnSx;
  };
  defaultComponent: 'button';
}>;

/**
 * The portal's button: what MUI's Button draws (text, outlined or contained; small, medium or large; a palette
 * color or the text's), with MUI's ButtonBase underneath (its ripple, keyboard focus and links), and its look in
 * classes styled once for the whole portal (`button-styles.ts`, in the theme's baseline) instead of a set of CSS rules
 * made for each combination of props at render time: MUI's Button serialized its styles on every render and
 * inserted ten rules or more for each new combination, a disabled button's included (issue 10).
 */
export const Button = function Button({
  variant = 'text',
  color = 'primary',
  size = 'medium',
  startIcon,
  endIcon,
  fullWidth = false,
  className,
  children,
  sx,
  ...other
}: ButtonBaseLike) {
  return (
    <ButtonBase
      focusRipple
      className={[
        'btn',
        `btn-${variant}`,
        size !== 'medium' && `btn-${size}`,
        color !== 'primary' && `btn-${color}`,
        fullWidth && 'btn-full',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      sx={ownSx(sx)}
      {...other}
    >
      {startIcon && <span className="btn-start">{startIcon}</span>}
      {children}
      {endIcon && <span className="btn-end">{endIcon}</span>}
    </ButtonBase>
  );
} as ExtendButtonBase<ButtonTypeMap>;

type ButtonBaseLike = ButtonTypeMap['props'] & { className?: string; [prop: string]: unknown };
