const SENSITIVE =
  /^(token|refresh_token|access_token|password|currentPassword|newPassword|confirmPassword|tokenCaptcha|code|secret_id|client_secret|keyword)$/i;

/**
 * The URL with the values of sensitive query parameters replaced, for logs. A search keyword may be a person's name,
 * e-mail or phone (the leads list, issue 14): contact data never goes to the log.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of [...params.keys()]) if (SENSITIVE.test(key)) params.set(key, '[oculto]');
  return `${url.slice(0, q)}?${params.toString()}`;
}
