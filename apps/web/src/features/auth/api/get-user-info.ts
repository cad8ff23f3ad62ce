import { call } from '../../../lib/api-client.ts';

/** GET /auth/connect/userinfo with the given bearer token. */
export function getUserInfo(token: string) {
  return call('GET /auth/connect/userinfo', { token });
}
