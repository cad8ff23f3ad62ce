import {
  CAPTCHA_FALLBACK_TOKEN,
  MARKETPLACE_ID,
  PORTAL_CLIENT_ID,
  ROUTES,
  SIGN_IN_SCOPE,
} from '@tu360/domain';
import type { TokenRequest } from '@tu360/domain/contracts';
import { call } from '../../../lib/api-client.ts';
import { fetchConfig } from '../../../lib/config.ts';

/** Captcha token sent with the token calls: the fixed fallback while the captcha is disabled. */
async function captchaToken(): Promise<string> {
  const config = await fetchConfig().catch(() => null);
  return config?.captcha.enabled ? '' : CAPTCHA_FALLBACK_TOKEN;
}

/** The token request's fields (named as the contract names them) as the multipart body the endpoint takes. */
function formOf(fields: TokenRequest): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, value);
  return form;
}

/** POST /auth/connect/token, password grant (multipart). */
export async function requestPasswordToken(username: string, password: string) {
  const origin = window.location.origin;
  return call('POST /auth/connect/token', {
    token: null,
    // No currentIp: the server reads the caller's address from the request itself.
    query: { marketplaceId: MARKETPLACE_ID, tokenCaptcha: await captchaToken() },
    form: formOf({
      grant_type: 'password',
      username,
      password,
      scope: SIGN_IN_SCOPE,
      client_id: PORTAL_CLIENT_ID,
      redirect_uri: `${origin}${ROUTES.callback}`,
      response_type: 'token',
      post_logout_redirect_uri: `${origin}${ROUTES.login}`,
    }),
  });
}

/** POST /auth/connect/token, refresh grant (multipart). */
export async function requestRefreshToken(refreshToken: string) {
  return call('POST /auth/connect/token', {
    token: null,
    query: { marketplaceId: MARKETPLACE_ID, tokenCaptcha: await captchaToken() },
    form: formOf({
      client_id: PORTAL_CLIENT_ID,
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      secret_id: '',
    }),
  });
}
