import { ROUTES } from '@tu360/domain';
import { navigateTo } from '../../lib/navigation.ts';
import { clearQueryCache } from '../../lib/query-cache.ts';
import { getSession, session } from '../../lib/session-store.ts';
import { sendEndSessionBeacon } from './api/end-session.ts';

/**
 * Ends the session: beacon to the server, clear user and tokens, then the identity provider's
 * end session for a bank-side admin signed in through it, or the login page for everyone else.
 */
export async function logout() {
  const s = getSession();
  const token = s.refresh_token ?? s.access_token;
  if (s.user && token) sendEndSessionBeacon(s.user.id, token);
  // oidc-client-ts loads only for the identity provider's users (issue 10: not in every signed-in page's first load).
  const idp = s.alternateSignIn ? await (await import('../../lib/oidc.ts')).getOidcSignIn() : null;
  const providerSignOut = !!idp && !!s.user?.isAdmin;
  session.logout();
  clearQueryCache();
  if (idp && providerSignOut) {
    try {
      await idp.manager.signoutRedirect({
        post_logout_redirect_uri: `${window.location.origin}${ROUTES.login}`,
      });
      return;
    } catch {
      await idp.manager.removeUser();
    }
  } else if (idp) {
    await idp.manager.removeUser();
  }
  navigateTo(ROUTES.login);
}
