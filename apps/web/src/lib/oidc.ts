import { ROUTES, SIGN_IN_SCOPE } from '@tu360/domain';
import { type User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { fetchConfig } from './config.ts';

/** The two identity-provider clients of spec section 7. */
export type OidcClient = 'primary' | 'second';

interface Managers {
  primary: UserManager;
  second: UserManager;
}

let managers: Promise<Managers | null> | null = null;

function create(authority: string, clientId: string, callbackPath: string): UserManager {
  const origin = window.location.origin;
  return new UserManager({
    authority,
    client_id: clientId,
    redirect_uri: `${origin}${callbackPath}`,
    post_logout_redirect_uri: `${origin}${ROUTES.login}`,
    scope: SIGN_IN_SCOPE,
    // Authorization code flow; PKCE is the library default.
    response_type: 'code',
    loadUserInfo: false,
    automaticSilentRenew: false,
    monitorSession: false,
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
  });
}

/** Both clients, or null when /api/config has no identity provider. */
export function getUserManagers(): Promise<Managers | null> {
  managers ??= fetchConfig()
    .then((config) =>
      config.oidc
        ? {
            primary: create(config.oidc.authority, config.oidc.clientId, ROUTES.callback),
            second: create(config.oidc.authority, config.oidc.secondClientId, ROUTES.callback2),
          }
        : null,
    )
    .catch((error: unknown) => {
      managers = null;
      throw error;
    });
  return managers;
}

export async function getUserManager(client: OidcClient): Promise<UserManager> {
  const all = await getUserManagers();
  if (!all) throw new Error('Identity provider not configured');
  return all[client];
}

/** The client whose callback page a path is. */
export function clientOfCallback(path: string): OidcClient {
  return path === ROUTES.callback ? 'primary' : 'second';
}

/** The signed-in identity-provider user and the client that holds it, if any. */
export async function getOidcSignIn(): Promise<{ user: User; manager: UserManager } | null> {
  const all = await getUserManagers().catch(() => null);
  if (!all) return null;
  for (const manager of [all.primary, all.second]) {
    const user = await manager.getUser();
    if (user) return { user, manager };
  }
  return null;
}

/** Starts the code flow; `client=second` uses the second client (callback2), `client=habitat` its /callback-habitat. */
export async function startOidcSignIn(client: string | null) {
  const origin = window.location.origin;
  if (client === 'habitat') {
    const manager = await getUserManager('second');
    return manager.signinRedirect({ redirect_uri: `${origin}${ROUTES.callbackHabitat}` });
  }
  const manager = await getUserManager(client === 'second' ? 'second' : 'primary');
  return manager.signinRedirect();
}
