import { es, INVITATION_LINK_TTL_MS } from '@tu360/domain';
import type { Db } from '../../db/client.ts';
import type { Mail } from '../auth/mailer.ts';
import { issuePasswordLink, voidPasswordLinks } from '../auth/password-link.ts';

type Writer = Pick<Db, 'insert' | 'update'>;

/**
 * The invitation of a new or pending user (issue 13): a single-use link to /nueva-contrasena valid 48 hours, which
 * POST /auth/api/profile/reset-password consumes; any earlier unused link of the user stops working. Written in
 * the caller's transaction; the mail it answers is sent once that transaction is committed.
 */
export async function invitationMail(
  tx: Writer,
  publicUrl: string,
  user: { id: string; email: string; givenName: string },
): Promise<Mail> {
  await voidPasswordLinks(tx, user.id);
  const link = await issuePasswordLink(tx, publicUrl, user, INVITATION_LINK_TTL_MS);
  return {
    to: user.email,
    subject: es.users.invitationSubject,
    text: es.users.invitationText(user.givenName, link),
    html: es.users.invitationHtml(user.givenName, link),
  };
}
