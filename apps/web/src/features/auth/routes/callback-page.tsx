import { es } from '@tu360/domain';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client.ts';
import { clientOfCallback, getUserManager } from '../../../lib/oidc.ts';
import { session } from '../../../lib/session-store.ts';
import { AuthStatus } from '../components/auth-status.tsx';
import { completeSignIn } from '../sign-in.ts';

// One exchange per callback URL, even when React runs the effect twice.
const exchanges = new Map<string, Promise<string>>();

function completeCallback(path: string, url: string): Promise<string> {
  let exchange = exchanges.get(url);
  if (!exchange) {
    exchange = (async () => {
      session.loginStart();
      try {
        const manager = await getUserManager(clientOfCallback(path));
        const user = await manager.signinRedirectCallback(url);
        return await completeSignIn({
          access_token: user.access_token,
          refresh_token: null,
          alternateSignIn: true,
        });
      } catch (error) {
        session.loginError(errorMessage(error, es.auth.callbackError));
        throw error;
      }
    })();
    exchanges.set(url, exchange);
  }
  return exchange;
}

/** /callback, /callback2 and /callback-habitat: finish the identity-provider sign-in. */
export default function CallbackPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    completeCallback(pathname, window.location.href).then(
      (to) => navigate(to, { replace: true }),
      (e: unknown) => setError(errorMessage(e, es.auth.callbackError)),
    );
  }, [pathname, navigate]);

  return <AuthStatus error={error} progressText={es.auth.processingCallback} />;
}
