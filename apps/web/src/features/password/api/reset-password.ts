import type { ResetPasswordBody } from '@tu360/domain/contracts';
import { call } from '../../../lib/api-client.ts';

/** POST /auth/api/profile/reset-password with the token of the recovery link. */
export async function resetPassword(body: ResetPasswordBody): Promise<boolean> {
  const answer = await call('POST /auth/api/profile/reset-password', { token: null, json: body });
  return answer === true;
}
