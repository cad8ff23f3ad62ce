import { es, isAdministratorRole, ROUTES } from '@tu360/domain';
import { pushSignInEvent } from '../../lib/analytics.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { rotateLastVisit } from '../../lib/last-visit.ts';
import { session, setSession } from '../../lib/session-store.ts';
import { changeSeller, fetchStores } from '../../lib/stores-api.ts';
import { getUserInfo } from './api/get-user-info.ts';
import { requestPasswordToken } from './api/request-token.ts';

interface SignInTokens {
  access_token: string;
  refresh_token: string | null;
  alternateSignIn: boolean;
}

/**
 * Hands the stores just fetched to the query cache, so that the shell does not ask for them again. The query
 * library loads here, on the way to the shell that needs it, not with the sign-in page.
 */
async function primeStoresCache(userId: string, stores: Awaited<ReturnType<typeof fetchStores>>) {
  const [{ queryClient }, { storesQuery }] = await Promise.all([
    import('../../lib/query-client.ts'),
    import('../../lib/stores.ts'),
  ]);
  queryClient.setQueryData(storesQuery(userId).queryKey, stores);
}

/**
 * What both sign-in paths do once they hold a token: load the profile, push the analytics
 * event, rotate the last-visit date and, for a store user with a single store where they are
 * an administrator, select that store. Returns the page to land on.
 */
export async function completeSignIn(tokens: SignInTokens): Promise<string> {
  setSession({
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
    alternateSignIn: tokens.alternateSignIn,
    tokenReceivedAt: Date.now(),
    user: null,
    selectedSeller: null,
    sellerId: null,
    selectedConstructor: null,
  });
  const user = await getUserInfo(tokens.access_token);
  await pushSignInEvent(user).catch(() => undefined);
  const lastVisit = rotateLastVisit(user.lastVisit);
  if (!user.isAdmin) {
    const stores = await fetchStores();
    await primeStoresCache(user.id, stores);
    const [only] = stores.data;
    if (stores.data.length === 1 && isAdministratorRole(only.role)) await changeSeller(only);
  }
  session.loginSuccess({ user, lastVisit });
  return ROUTES.home;
}

/** Password path: POST connect/token (multipart) with marketplace and captcha. */
export async function signInWithPassword(username: string, password: string): Promise<string> {
  session.loginStart();
  try {
    const tokens = await requestPasswordToken(username, password);
    return await completeSignIn({
      access_token: tokens.access_token,
      refresh_token: tokens.refresh_token,
      alternateSignIn: false,
    });
  } catch (error) {
    session.loginError(errorMessage(error, es.auth.loginError));
    throw error;
  }
}
