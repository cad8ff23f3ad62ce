import { CAPTCHA_FALLBACK_TOKEN } from '@tu360/domain';

/** Checks the tokenCaptcha sent with sign-in. Pluggable: disabled by default. */
export interface CaptchaVerifier {
  readonly enabled: boolean;
  verify(token: string | undefined, ip: string): Promise<boolean>;
}

/** Captcha disabled: the client sends the spec's fixed fallback value. */
export const disabledCaptcha: CaptchaVerifier = {
  enabled: false,
  async verify(token) {
    return token === CAPTCHA_FALLBACK_TOKEN;
  },
};

/** reCAPTCHA-style verification against a configured site-verify endpoint. */
export function remoteCaptcha(
  secret: string,
  endpoint = 'https://www.google.com/recaptcha/api/siteverify',
): CaptchaVerifier {
  return {
    enabled: true,
    async verify(token, ip) {
      if (!token) return false;
      try {
        const res = await fetch(endpoint, {
          method: 'POST',
          body: new URLSearchParams({ secret, response: token, remoteip: ip }),
          signal: AbortSignal.timeout(5000),
        });
        const body = (await res.json()) as { success?: boolean };
        return body.success === true;
      } catch {
        return false;
      }
    },
  };
}
