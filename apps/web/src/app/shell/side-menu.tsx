import KeyRounded from '@mui/icons-material/KeyRounded';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import MenuOpenRounded from '@mui/icons-material/MenuOpenRounded';
import MenuRounded from '@mui/icons-material/MenuRounded';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import { es, formatLastVisit, type StoreMenu } from '@tu360/domain';
import { memo, type ReactNode, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { IconButton } from '../../components/ui/icon-button.tsx';
import { MenuAction, MenuEntry, menuEntryStyles } from './menu-entry.tsx';

export interface SideMenuProps {
  menu: StoreMenu;
  /** Store header (logo, name, NIT, selector button) for store users. */
  header?: (collapsed: boolean) => ReactNode;
  lastVisit: string | null;
  onChangePassword: () => void;
  onLogout: () => void;
}

/** Classes of the menu's plain parts, styled by the menu itself. */
const MENU = { list: 'menu-list', sectionTitle: 'menu-section-title', lastVisit: 'menu-last-visit' } as const;

/** Below MUI's md breakpoint the menu is stacked above the page instead of beside it. */
const smallScreen = () => window.matchMedia('(max-width: 899.95px)').matches;

/** The collapsible main navigation built from the domain's menu. */
export const SideMenu = memo(function SideMenu({
  menu,
  header,
  lastVisit,
  onChangePassword,
  onLogout,
}: SideMenuProps) {
  // Small screens start with the menu folded so the page content comes first, and fold it again after each
  // navigation: the open menu sits above the page and would hide the page just chosen.
  const [collapsed, setCollapsed] = useState(smallScreen);
  // Every navigation has its own key, also one to the page already shown.
  const { key } = useLocation();
  useEffect(() => {
    if (key && smallScreen()) setCollapsed(true);
  }, [key]);
  return (
    <Box
      component="nav"
      aria-label={es.shell.mainMenu}
      sx={(theme) => ({
        width: { xs: '100%', md: collapsed ? 76 : 264 },
        flexShrink: 0,
        alignSelf: 'stretch',
        bgcolor: 'primary.main',
        color: 'common.white',
        transition: 'width 150ms ease',
        // The menu's parts are plain elements styled here once (issue 10; see menu-entry.tsx).
        [`& .${MENU.list}`]: { listStyle: 'none', m: 0, p: 0 },
        [`& .${MENU.sectionTitle}`]: {
          m: 0,
          px: 1.5,
          pb: 0.5,
          fontSize: '0.72rem',
          fontWeight: 700,
          lineHeight: 1.5,
          letterSpacing: '0.08em',
          textTransform: 'uppercase',
          color: 'secondary.main',
        },
        [`& .${MENU.lastVisit}`]: {
          m: 0,
          px: 2.5,
          pb: 2,
          fontSize: '0.78rem',
          lineHeight: 1.5,
          opacity: 0.8,
        },
        ...menuEntryStyles(theme),
      })}
    >
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          position: { md: 'sticky' },
          top: { md: 64 },
          maxHeight: { md: 'calc(100vh - 64px)' },
          overflowY: 'auto',
        }}
      >
        <Box sx={{ display: 'flex', justifyContent: collapsed ? 'center' : 'flex-end', p: 1 }}>
          <IconButton
            aria-label={collapsed ? es.shell.expandMenu : es.shell.collapseMenu}
            aria-expanded={!collapsed}
            aria-controls="main-menu-content"
            onClick={() => setCollapsed((c) => !c)}
            sx={{ color: 'inherit' }}
          >
            {collapsed ? <MenuRounded /> : <MenuOpenRounded />}
          </IconButton>
        </Box>
        <Box
          id="main-menu-content"
          sx={{ display: { xs: collapsed ? 'none' : 'flex', md: 'flex' }, flexDirection: 'column', flex: 1 }}
        >
          {header?.(collapsed)}
          {menu.sections.map((section, i) => {
            const titleId = `menu-section-${i}`;
            const titled = !!section.title && !collapsed;
            return (
              <Box key={section.title ?? i} sx={{ px: 1, pt: section.title ? 1.5 : 0.5 }}>
                {titled && (
                  <h2 id={titleId} className={MENU.sectionTitle}>
                    {section.title}
                  </h2>
                )}
                <ul className={MENU.list} aria-labelledby={titled ? titleId : undefined}>
                  {section.items.map((item) => (
                    <MenuEntry key={item.to} item={item} collapsed={collapsed} />
                  ))}
                </ul>
              </Box>
            );
          })}
          <Box sx={{ flex: 1 }} />
          <Divider sx={{ borderColor: 'rgba(255,255,255,0.15)', mt: 2 }} />
          <Box component="ul" sx={{ listStyle: 'none', m: 0, px: 1, py: 1 }}>
            {menu.showChangePassword && (
              <MenuAction
                label={es.shell.changePassword}
                icon={KeyRounded}
                collapsed={collapsed}
                onClick={onChangePassword}
              />
            )}
            <MenuAction
              label={es.logout.menuLabel}
              icon={LogoutRounded}
              collapsed={collapsed}
              onClick={onLogout}
            />
          </Box>
          {lastVisit && !collapsed && (
            <p className={MENU.lastVisit}>
              {es.shell.lastVisit} {formatLastVisit(lastVisit)}
            </p>
          )}
        </Box>
      </Box>
    </Box>
  );
});
