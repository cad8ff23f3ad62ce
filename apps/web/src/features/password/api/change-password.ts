import { api } from '../../../lib/api-client.ts';

/** POST /auth/api/profile/change-password; true when the password was changed. */
export async function changePassword(currentPassword: string, newPassword: string): Promise<boolean> {
  const answer = await api<unknown>('/auth/api/profile/change-password', {
    method: 'POST',
    json: { currentPassword, newPassword },
  });
  return answer === true || answer === 'true';
}
