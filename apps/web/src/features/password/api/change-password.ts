import { call } from '../../../lib/api-client.ts';

/** POST /auth/api/profile/change-password; true when the password was changed. */
export async function changePassword(currentPassword: string, newPassword: string): Promise<boolean> {
  const answer = await call('POST /auth/api/profile/change-password', {
    json: { currentPassword, newPassword },
  });
  return answer === true;
}
