import Box from '@mui/material/Box';
import { adminMenu, es, roleLabel, storeMenu, titleWithoutSelectedStore } from '@tu360/domain';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { LoadingScreen } from '../../components/ui/loading-screen.tsx';
import { LogoutDialog } from '../../features/auth/components/logout-dialog.tsx';
import { SessionTimers } from '../../features/auth/components/session-timers.tsx';
import { BuildersSidePanel } from '../../features/builders/components/builders-side-panel.tsx';
import { ChangePasswordDialog } from '../../features/password/components/change-password-dialog.tsx';
import { StoreSelectorPanel } from '../../features/stores/components/store-selector-panel.tsx';
import { TermsModal } from '../../features/terms/components/terms-modal.tsx';
import { useConfig } from '../../lib/config.ts';
import { useSession } from '../../lib/session-store.ts';
import { useStores } from '../../lib/stores.ts';
import { useAccessContext } from '../access-context.ts';
import { Footer } from './footer.tsx';
import { shellBackground } from './shell-background.ts';
import { SideMenu } from './side-menu.tsx';
import { StoreHeader } from './store-header.tsx';
import { TopBar } from './top-bar.tsx';

/** Frame of every authenticated page: top bar, menu (and admin side panel), content, footer and modals. */
export default function AppShell() {
  const user = useSession((s) => s.user);
  const selectedSeller = useSession((s) => s.selectedSeller);
  const alternateSignIn = useSession((s) => s.alternateSignIn);
  const lastVisit = useSession((s) => s.lastVisit);
  const stores = useStores();
  const ctx = useAccessContext(stores.data?.data);
  const config = useConfig();
  const [dialog, setDialog] = useState<'password' | 'logout' | 'stores' | null>(null);
  if (!user || !ctx) return null;

  const roleText =
    alternateSignIn && !user.isAdmin && !selectedSeller
      ? titleWithoutSelectedStore((stores.data?.data ?? []).map((s) => s.role))
      : roleLabel(ctx.role);
  const menu = user.isAdmin ? adminMenu(ctx) : storeMenu(ctx);
  const close = () => setDialog(null);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', ...shellBackground }}>
      <Box
        component="a"
        href="#contenido"
        sx={{
          position: 'absolute',
          left: -9999,
          '&:focus': { left: 8, top: 8, zIndex: 2000, p: 1, bgcolor: 'secondary.main' },
        }}
      >
        {es.shell.skipToContent}
      </Box>
      <TopBar
        userName={`${user.given_name} ${user.family_name}`}
        roleText={roleText}
        faqUrl={config.data?.faqUrl}
      />
      <Box
        sx={{
          flex: 1,
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { md: 'flex-start' },
        }}
      >
        <SideMenu
          menu={menu}
          lastVisit={lastVisit}
          onChangePassword={() => setDialog('password')}
          onLogout={() => setDialog('logout')}
          header={
            user.isAdmin
              ? undefined
              : (collapsed) => (
                  <StoreHeader
                    store={selectedSeller}
                    companyName={user.constructorName}
                    collapsed={collapsed}
                    onOpenSelector={() => setDialog('stores')}
                  />
                )
          }
        />
        {user.isAdmin && <BuildersSidePanel />}
        <Box
          component="main"
          id="contenido"
          tabIndex={-1}
          sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 3, xl: 4 }, outline: 'none' }}
        >
          <Suspense fallback={<LoadingScreen />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
      <Footer />
      {!user.isAdmin && <TermsModal />}
      {!user.isAdmin && <StoreSelectorPanel open={dialog === 'stores'} onClose={close} />}
      <ChangePasswordDialog open={dialog === 'password'} onClose={close} />
      <LogoutDialog open={dialog === 'logout'} onClose={close} />
      <SessionTimers />
    </Box>
  );
}
