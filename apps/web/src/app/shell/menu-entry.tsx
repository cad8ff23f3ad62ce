import type SvgIcon from '@mui/material/SvgIcon';
import type { CSSObject, Theme } from '@mui/material/styles';
import type { MenuItem } from '@tu360/domain';
import { memo } from 'react';
import { NavLink } from 'react-router';
import { Hint } from '../../components/ui/hint.tsx';
import { menuIcon } from './menu-icons.ts';

/**
 * The entries are the browser's own links and buttons, styled once by the menu (`menuEntryStyles`, in the side
 * menu's style) instead of each by MUI's ListItemButton, ListItemIcon and ListItemText, with their ripples and
 * styled parts (issue 10: the whole side menu was about a sixth of the script a signed-in page runs while it loads,
 * most of it in its dozen entries). They look as those did.
 */
const ENTRY = { entry: 'menu-entry', icon: 'menu-entry-icon', label: 'menu-entry-label' } as const;

/** The entries' look, for the style of the element that holds them. */
export const menuEntryStyles = (theme: Theme): CSSObject => ({
  [`& .${ENTRY.entry}`]: {
    display: 'flex',
    alignItems: 'center',
    boxSizing: 'border-box',
    width: '100%',
    minHeight: 36,
    margin: 0,
    padding: '4px 16px',
    border: 0,
    // In pixels, written out: inside `sx` a bare number is a multiple of the theme's radius.
    borderRadius: `${theme.shape.borderRadius}px`,
    background: 'none',
    color: 'inherit',
    font: 'inherit',
    textAlign: 'left',
    textDecoration: 'none',
    cursor: 'pointer',
    transition: theme.transitions.create('background-color', {
      duration: theme.transitions.duration.shortest,
    }),
    '&:hover': { backgroundColor: 'rgba(255,255,255,0.08)' },
    // The portal's focus ring is navy, unseen on the navy menu: the yellow one, inside the entry.
    '&:focus-visible': { outline: `3px solid ${theme.palette.secondary.main}`, outlineOffset: -3 },
    '&.active': { backgroundColor: theme.palette.secondary.main, color: theme.palette.primary.main },
    '&.active:hover': { backgroundColor: theme.palette.secondary.light },
    '&[aria-disabled="true"]': { opacity: 0.45, cursor: 'default', backgroundColor: 'transparent' },
  },
  [`& .${ENTRY.icon}`]: { display: 'inline-flex', flexShrink: 0, minWidth: 36 },
  [`& .${ENTRY.label}`]: { flex: '1 1 auto', minWidth: 0, margin: '4px 0', ...theme.typography.body2 },
});

function EntryContent({
  icon: Icon,
  label,
  collapsed,
}: {
  icon: typeof SvgIcon;
  label: string;
  collapsed: boolean;
}) {
  return (
    <>
      <span className={ENTRY.icon}>
        <Icon aria-hidden />
      </span>
      {!collapsed && <span className={ENTRY.label}>{label}</span>}
    </>
  );
}

/**
 * Whether an entry draws the same: a menu built again (when the access context changes) has new items, mostly
 * equal to the old ones, and only the entries that changed are drawn again.
 */
function sameEntry(a: { item: MenuItem; collapsed: boolean }, b: { item: MenuItem; collapsed: boolean }) {
  const x: Record<string, unknown> = { ...a.item };
  const y: Record<string, unknown> = { ...b.item };
  const fields = new Set([...Object.keys(x), ...Object.keys(y)]);
  return a.collapsed === b.collapsed && [...fields].every((f) => x[f] === y[f]);
}

/**
 * A link of the menu. A disabled entry is a link that cannot be followed: no address, not focusable,
 * and aria-disabled on the link role (a list item cannot carry that state for assistive technology).
 */
export const MenuEntry = memo(function MenuEntry({
  item,
  collapsed,
}: {
  item: MenuItem;
  collapsed: boolean;
}) {
  const content = <EntryContent icon={menuIcon(item.to)} label={item.label} collapsed={collapsed} />;
  const name = collapsed ? item.label : undefined;
  return (
    <li>
      <Hint title={collapsed ? item.label : ''} placement="right">
        {item.disabled ? (
          // biome-ignore lint/a11y/useValidAnchor: a link that cannot be followed has no address on purpose
          <a className={ENTRY.entry} role="link" aria-disabled="true" aria-label={name}>
            {content}
          </a>
        ) : (
          <NavLink className={ENTRY.entry} to={item.to} end aria-label={name}>
            {content}
          </NavLink>
        )}
      </Hint>
    </li>
  );
}, sameEntry);

/** A button of the menu's bottom (change password, sign out). */
export function MenuAction({
  label,
  icon,
  collapsed,
  onClick,
}: {
  label: string;
  icon: typeof SvgIcon;
  collapsed: boolean;
  onClick: () => void;
}) {
  return (
    <li>
      <Hint title={collapsed ? label : ''} placement="right">
        <button
          type="button"
          className={ENTRY.entry}
          onClick={onClick}
          aria-label={collapsed ? label : undefined}
        >
          <EntryContent icon={icon} label={label} collapsed={collapsed} />
        </button>
      </Hint>
    </li>
  );
}
