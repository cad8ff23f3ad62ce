import { MARKETPLACE_ID } from '@tu360/domain';
import { api } from '../../../lib/api-client.ts';

/** POST recovery-password; an empty, 'false' or false answer means failure (spec section 7). */
export async function recoverPassword(email: string): Promise<boolean> {
  const answer = await api<unknown>('/auth/api/profile/recovery-password', {
    method: 'POST',
    token: null,
    query: { marketplaceId: MARKETPLACE_ID },
    json: { email },
  });
  return !(
    answer === undefined ||
    answer === null ||
    answer === '' ||
    answer === false ||
    answer === 'false'
  );
}
