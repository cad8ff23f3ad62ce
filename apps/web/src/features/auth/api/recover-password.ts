import { MARKETPLACE_ID } from '@tu360/domain';
import { call } from '../../../lib/api-client.ts';

/** POST recovery-password; anything but `true` means failure (spec section 7). */
export async function recoverPassword(email: string): Promise<boolean> {
  const answer = await call('POST /auth/api/profile/recovery-password', {
    token: null,
    query: { marketplaceId: MARKETPLACE_ID },
    json: { email },
  });
  return answer === true;
}
