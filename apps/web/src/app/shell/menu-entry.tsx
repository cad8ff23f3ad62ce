import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type SvgIcon from '@mui/material/SvgIcon';
import type { MenuItem } from '@tu360/domain';
import { memo } from 'react';
import { NavLink } from 'react-router';
import { Hint } from '../../components/ui/hint.tsx';
import { menuIcon } from './menu-icons.ts';

const entrySx = {
  borderRadius: 1,
  color: 'inherit',
  minHeight: 36,
  '& .MuiListItemIcon-root': { color: 'inherit', minWidth: 36 },
  '&.active': { bgcolor: 'secondary.main', color: 'primary.main', fontWeight: 700 },
  '&.active:hover': { bgcolor: 'secondary.light' },
  '&:hover': { bgcolor: 'rgba(255,255,255,0.08)' },
} as const;

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
  const Icon = menuIcon(item.to);
  const text = collapsed ? null : <ListItemText primary={item.label} />;
  if (item.disabled) {
    return (
      <li>
        <Hint title={collapsed ? item.label : ''} placement="right">
          <ListItem
            component="div"
            role="link"
            aria-disabled="true"
            aria-label={collapsed ? item.label : undefined}
            sx={{ ...entrySx, opacity: 0.45, px: 2 }}
          >
            <ListItemIcon>
              <Icon aria-hidden />
            </ListItemIcon>
            {text}
          </ListItem>
        </Hint>
      </li>
    );
  }
  return (
    <li>
      <Hint title={collapsed ? item.label : ''} placement="right">
        <ListItemButton
          component={NavLink}
          to={item.to}
          end
          aria-label={collapsed ? item.label : undefined}
          sx={entrySx}
        >
          <ListItemIcon>
            <Icon aria-hidden />
          </ListItemIcon>
          {text}
        </ListItemButton>
      </Hint>
    </li>
  );
}, sameEntry);

/** A button of the menu's bottom (change password, sign out). */
export function MenuAction(props: {
  label: string;
  icon: typeof SvgIcon;
  collapsed: boolean;
  onClick: () => void;
}) {
  const { label, icon: Icon, collapsed, onClick } = props;
  return (
    <li>
      <Hint title={collapsed ? label : ''} placement="right">
        <ListItemButton onClick={onClick} aria-label={collapsed ? label : undefined} sx={entrySx}>
          <ListItemIcon>
            <Icon aria-hidden />
          </ListItemIcon>
          {collapsed ? null : <ListItemText primary={label} />}
        </ListItemButton>
      </Hint>
    </li>
  );
}
