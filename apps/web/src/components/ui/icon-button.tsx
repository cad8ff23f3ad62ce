import ButtonBase, { type ExtendButtonBase, type ExtendButtonBaseTypeMap } from '@mui/material/ButtonBase';
import { type OwnSx, ownSx } from './button.tsx';

type IconButtonTypeMap = ExtendButtonBaseTypeMap<{
  props: {
    color?: 'default' | 'inherit' | 'primary' | 'success' | 'error';
    size?: 'small' | 'medium';
    /** Pulls the button into its container's edge by its padding, as MUI's `edge`. */
    edge?: 'start' | 'end' | false;
    sx?: OwnSx;
  };
  defaultComponent: 'button';
}>;

/**
 * The portal's round icon button, as MUI's IconButton draws it, on MUI's ButtonBase (its centered ripple and
 * keyboard focus), with its look in classes styled once for the portal (`button-styles.ts`), as `Button` (issue 10).
 */
export const IconButton = function IconButton({
  color = 'default',
  size = 'medium',
  edge = false,
  className,
  sx,
  ...other
}: IconButtonTypeMap['props'] & { className?: string; [prop: string]: unknown }) {
  return (
    <ButtonBase
      centerRipple
      focusRipple
      className={[
        'ibtn',
        `ibtn-${size}`,
        color !== 'default' && `ibtn-${color}`,
        edge && `ibtn-${edge}`,
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      sx={ownSx(sx)}
      {...other}
    />
  );
} as ExtendButtonBase<IconButtonTypeMap>;
