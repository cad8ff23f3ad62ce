import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResetTokens } from '../../db/schema.ts';
import { sha256 } from './token-service.ts';

type Writer = Pick<Db, 'insert' | 'update'>;

/**
 * A single-use link to /nueva-contrasena that POST /auth/api/profile/reset-password consumes: the token is kept
 * only as its hash, valid for `ttlMs`. Used by the password recovery and by the users' invitation (issue 13). The
 * link is a credential: it goes to the user's mail only, never to a log.
 */
export async function issuePasswordLink(
  db: Writer,
  publicUrl: string,
  user: { id: string; email: string },
  ttlMs: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return `${publicUrl}/nueva-contrasena?${new URLSearchParams({ token, email: user.email })}`;
}

/** Every unused link of a user stops working (a new invitation replaces the previous one). */
export async function voidPasswordLinks(db: Writer, userId: string): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
