import Box from '@mui/material/Box';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { adminMenu, es, ROUTES, roleLabel, storeMenu, titleWithoutSelectedStore } from '@tu360/domain';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Outlet } from 'react-router';
import { LoadingScreen } from '../../components/ui/loading-screen.tsx';
import { lazyWhenOpen, MountWhen } from '../../components/ui/mount-when.tsx';
import { SessionTimers } from '../../features/auth/components/session-timers.tsx';
import { termsQuery } from '../../features/terms/api/terms.ts';
import { useConfig } from '../../lib/config.ts';
import { queryClient } from '../../lib/query-client.ts';
import { useSession } from '../../lib/session-store.ts';
import { type ShellActions, ShellActionsContext } from '../../lib/shell-actions.ts';
import { useStores } from '../../lib/stores.ts';
import { useAccessContext } from '../access-context.ts';
import { ShellPages } from '../lazy-pages.tsx';
import { Footer } from './footer.tsx';
import { shellPageElement } from './shell-pages.ts';
import { SideMenu } from './side-menu.tsx';
import { StoreHeader } from './store-header.tsx';
import { TopBar } from './top-bar.tsx';

// What a page may never show loads only when it is shown (the dialogs' forms carry zod and react-hook-form).
const LogoutDialog = lazyWhenOpen(() =>
  import('../../features/auth/components/logout-dialog.tsx').then((m) => m.LogoutDialog),
);
const ChangePasswordDialog = lazyWhenOpen(() =>
  import('../../features/password/components/change-password-dialog.tsx').then((m) => m.ChangePasswordDialog),
);
const StoreSelectorPanel = lazyWhenOpen(() =>
  import('../../features/stores/components/store-selector-panel.tsx').then((m) => m.StoreSelectorPanel),
);
const TermsModal = lazy(() =>
  import('../../features/terms/components/terms-modal.tsx').then((m) => ({ default: m.TermsModal })),
);
/**
 * The notifications bell with its live count (the event stream's client) loads just after the shell paints: the
 * first paint of every page has a byte budget. A box of its size holds its place meanwhile.
 */
const NotificationBell = lazy(() =>
  import('../../features/notifications/components/notification-bell.tsx').then((m) => ({
    default: m.NotificationBell,
  })),
);
/** Platform administrators only: store users never download it. */
const BuildersSidePanel = lazy(() =>
  import('../../features/builders/components/builders-side-panel.tsx').then((m) => ({
    default: m.BuildersSidePanel,
  })),
);

/**
 * Every signed-in page, with the query cache they share. The provider lives here, not around the whole app: the
 * public pages paint without the query library (issue 10); the cache itself is a module, kept across sign-ins
 * until it is cleared.
 */
export default function AppShell() {
  return (
    <QueryClientProvider client={queryClient}>
      <ShellFrame />
    </QueryClientProvider>
  );
}

/** Where the admin side panel goes beside the content on a computer (builders-side-panel.tsx's widths). */
const SIDE_PANEL_PLACE = {
  display: { xs: 'none', md: 'block' },
  width: { md: 260, xl: 300 },
  flexShrink: 0,
  alignSelf: 'stretch',
  bgcolor: 'background.paper',
  borderRight: 1,
  borderColor: 'divider',
} as const;

/**
 * Frame of every authenticated page: top bar, menu (and admin side panel), content, footer and modals.
 *
 * The shell's own queries (stores, configuration, terms) arrive one by one while a page loads, and each re-renders
 * this frame: the menu, the top bar and the footer are memoized with stable props, so an answer re-renders only what
 * shows it (issue 10: three re-renders of about 360 components each on every signed-in page's load).
 */
function ShellFrame() {
  const user = useSession((s) => s.user);
  const selectedSeller = useSession((s) => s.selectedSeller);
  const alternateSignIn = useSession((s) => s.alternateSignIn);
  const lastVisit = useSession((s) => s.lastVisit);
  const stores = useStores();
  const ctx = useAccessContext(stores.data?.data);
  const config = useConfig();
  const [dialog, setDialog] = useState<'password' | 'logout' | 'stores' | null>(null);
  // An empty list of acceptances: the builder has not accepted the terms, and the modal must show.
  const terms = useQuery(termsQuery(user && !user.isAdmin ? user.constructor : null));
  const openPassword = useCallback(() => setDialog('password'), []);
  const openLogout = useCallback(() => setDialog('logout'), []);
  const openStores = useCallback(() => setDialog('stores'), []);
  // What a page opens of the shell's (Mis datos: the change-password dialog).
  const actions = useMemo<ShellActions>(() => ({ openChangePassword: openPassword }), [openPassword]);
  const menu = useMemo(() => (ctx ? (ctx.isAdmin ? adminMenu(ctx) : storeMenu(ctx)) : null), [ctx]);
  const companyName = user?.constructorName ?? null;
  const storeHeader = useMemo(
    () =>
      user?.isAdmin
        ? undefined
        : (collapsed: boolean) => (
            <StoreHeader
              store={selectedSeller}
              companyName={companyName}
              collapsed={collapsed}
              onOpenSelector={openStores}
            />
          ),
    [user?.isAdmin, selectedSeller, companyName, openStores],
  );
  const role = ctx?.role;
  // Visualizador_Seller does not read notifications (spec section 6 sends it from them to /inicio).
  const notifications = useMemo(
    () =>
      role === 'Visualizador_Seller' ? null : (
        <Suspense fallback={<Box sx={{ width: 40, height: 40 }} />}>
          <NotificationBell />
        </Suspense>
      ),
    [role],
  );
  if (!user || !ctx || !menu) return null;

  const roleText =
    alternateSignIn && !user.isAdmin && !selectedSeller
      ? titleWithoutSelectedStore((stores.data?.data ?? []).map((s) => s.role))
      : roleLabel(ctx.role);
  const close = () => setDialog(null);

  return (
    // shell-frame: the background of signed-in pages, in index.html's style (the same one its first-paint frame shows).
    <Box className="shell-frame" sx={{ display: 'flex', flexDirection: 'column' }}>
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
        profileTo={user.isAdmin ? undefined : ROUTES.myData}
        notifications={notifications}
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
          onChangePassword={openPassword}
          onLogout={openLogout}
          header={storeHeader}
        />
        {user.isAdmin && (
          // Its column is kept while it loads (on a computer the page would move sideways when it came).
          <Suspense fallback={<Box aria-hidden sx={SIDE_PANEL_PLACE} />}>
            <BuildersSidePanel />
          </Suspense>
        )}
        <Box
          component="main"
          id="contenido"
          tabIndex={-1}
          // At least a screen tall: the footer starts below the fold, so a page's content arriving (lazily,
          // then its data) pushes nothing the user sees (CLS 0.12 on the wizard before).
          sx={{ flex: 1, minWidth: 0, minHeight: '100vh', p: { xs: 2, md: 3, xl: 4 }, outline: 'none' }}
        >
          <Suspense fallback={<LoadingScreen />}>
            <ShellActionsContext value={actions}>
              <ShellPages value={shellPageElement}>
                <Outlet />
              </ShellPages>
            </ShellActionsContext>
          </Suspense>
        </Box>
      </Box>
      <Footer />
      <MountWhen when={!user.isAdmin && terms.data?.length === 0}>
        <TermsModal />
      </MountWhen>
      {!user.isAdmin && <StoreSelectorPanel open={dialog === 'stores'} onClose={close} />}
      <ChangePasswordDialog open={dialog === 'password'} onClose={close} />
      <LogoutDialog open={dialog === 'logout'} onClose={close} />
      <SessionTimers />
    </Box>
  );
}
