import { api } from '../../../lib/api-client.ts';

export interface ResetPasswordBody {
  email: string;
  token: string;
  newPassword: string;
  confirmPassword: string;
}

/** POST /auth/api/profile/reset-password with the token of the recovery link. */
export async function resetPassword(body: ResetPasswordBody): Promise<boolean> {
  const answer = await api<unknown>('/auth/api/profile/reset-password', {
    method: 'POST',
    token: null,
    json: body,
  });
  return answer === true || answer === 'true';
}
