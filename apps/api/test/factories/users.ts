import type { Mail } from '../../src/modules/auth/mailer.ts';
import type { Session, TestApp } from '../helper.ts';

/** Helpers of the users tests (issue 13). */
export const USERS = '/api/auth/api/users';

let counter = 0;
/** A fresh e-mail no demo user has. */
export const newEmail = (prefix = 'invitado') =>
  `${prefix}.${Date.now().toString(36)}${(counter++).toString(36)}@prueba.test`;

/** The user form's body: an Operativo on the given projects (a store user of the caller's company by default). */
export const userBody = (projects: string[], overrides: Record<string, unknown> = {}) => ({
  givenName: 'Marta',
  lastName: 'Lucía Pérez',
  email: newEmail(),
  identification: '52123456',
  phone: '3104445566',
  role: 'Operativo_Seller',
  projects: projects.map((sellerId) => ({ sellerId, role: 'Operativo_Seller' })),
  ...overrides,
});

export const asJson = (s: Session) => ({ ...s.headers, 'content-type': 'application/json' });

export function call(
  t: TestApp,
  s: Session,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers: payload === undefined ? s.headers : asJson(s),
    payload: payload as object | undefined,
  });
}

/** The invitation's link of the last mail sent to this address: its token and e-mail, and the whole URL. */
export function invitationOf(mails: readonly Mail[], to: string) {
  const mail = [...mails].reverse().find((m) => m.to === to);
  if (!mail) throw new Error(`no mail to ${to}`);
  const url = /http\S+nueva-contrasena\?\S+/.exec(mail.text)?.[0];
  if (!url) throw new Error(`no link in the mail to ${to}`);
  const q = new URL(url).searchParams;
  return { mail, url, token: q.get('token') ?? '', email: q.get('email') ?? '' };
}

/** POST /auth/api/profile/reset-password with the invitation's token (what /nueva-contrasena sends). */
export const setPassword = (t: TestApp, link: { token: string; email: string }, newPassword: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/api/profile/reset-password',
    payload: { email: link.email, token: link.token, newPassword, confirmPassword: newPassword },
  });
