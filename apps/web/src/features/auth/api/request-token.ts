import {
  CAPTCHA_FALLBACK_TOKEN,
  MARKETPLACE_ID,
  PORTAL_CLIENT_ID,
  ROUTES,
  SIGN_IN_SCOPE,
} from '@tu360/domain';
import { api } from '../../../lib/api-client.ts';
import { fetchConfig } from '../../../lib/config.ts';

export interface TokenAnswer {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
  scope: string;
}

/** Captcha token sent with the token calls: the fixed fallback while the captcha is disabled. */
async function captchaToken(): Promise<string> {
  const config = await fetchConfig().catch(() => null);
  return config?.captcha.enabled ? '' : CAPTCHA_FALLBACK_TOKEN;
}

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}

/** POST /auth/connect/token, password grant (multipart). */
export async function requestPasswordToken(username: string, password: string) {
  const origin = window.location.origin;
  return api<TokenAnswer>('/auth/connect/token', {
    method: 'POST',
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
  return api<TokenAnswer>('/auth/connect/token', {
    method: 'POST',
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
