import { es } from '@tu360/domain';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { startOidcSignIn } from '../../../lib/oidc.ts';
import { AuthStatus } from '../components/auth-status.tsx';

/** /login/cognito: sends the browser to the identity provider (code flow with PKCE). */
export default function LoginCognitoPage() {
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    startOidcSignIn(params.get('client')).catch(() => {
      started.current = false;
      setError(es.auth.callbackError);
    });
  }, [params]);

  return <AuthStatus error={error} progressText={es.auth.redirectingToProvider} />;
}
