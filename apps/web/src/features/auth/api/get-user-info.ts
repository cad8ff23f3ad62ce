import { api } from '../../../lib/api-client.ts';
import type { UserProfile } from '../../../lib/session-store.ts';

/** GET /auth/connect/userinfo with the given bearer token. */
export function getUserInfo(token: string): Promise<UserProfile> {
  return api<UserProfile>('/auth/connect/userinfo', { token });
}
