import { ApiError } from '../../lib/api-client.ts';
import { getSession, session } from '../../lib/session-store.ts';
import { requestRefreshToken } from './api/request-token.ts';
import { logout } from './logout.ts';

/**
 * Renews the access token: the refresh grant for the portal's own sign-in, the identity
 * provider's refresh for the other path. A rejected refresh token ends the session.
 */
export async function refreshSession() {
  const s = getSession();
  if (s.alternateSignIn) {
    // oidc-client-ts loads only for the identity provider's users, never on a password sign-in's first paint.
    const { getOidcSignIn } = await import('../../lib/oidc.ts');
    const idp = await getOidcSignIn();
    const user = await idp?.manager.signinSilent().catch(() => null);
    // Without a renewed token the current one is kept: a later 401 signs the user out.
    if (user) session.tokensReceived(user.access_token, null);
    return;
  }
  if (!s.refresh_token) return;
  try {
    const tokens = await requestRefreshToken(s.refresh_token);
    if (getSession().user) session.tokensReceived(tokens.access_token, tokens.refresh_token);
  } catch (error) {
    if (error instanceof ApiError) await logout();
  }
}
