import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The two secrets of an integration key (issue 15): the application key names the key (stored as is, unique) and
 * the token proves it (stored only as its SHA-256: both are 256-bit random strings, so a fast hash is enough and a
 * stolen table opens nothing). Both are shown once, at creation or rotation; afterwards only the token's prefix.
 */
export const APPLICATION_KEY_PREFIX = 'tu360_app_';
export const TOKEN_PREFIX = 'tu360_tok_';
/** How much of the token the list shows: the fixed prefix and four characters of the random part. */
const SHOWN_TOKEN_CHARS = TOKEN_PREFIX.length + 4;

export interface KeySecrets {
  applicationKey: string;
  token: string;
  tokenHash: string;
  tokenPrefix: string;
}

export function newKeySecrets(): KeySecrets {
  const applicationKey = APPLICATION_KEY_PREFIX + randomBytes(24).toString('base64url');
  const token = TOKEN_PREFIX + randomBytes(32).toString('base64url');
  return {
    applicationKey,
    token,
    tokenHash: hashToken(token),
    tokenPrefix: token.slice(0, SHOWN_TOKEN_CHARS),
  };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Compares a presented token with a stored hash in constant time. */
export function tokenMatches(token: string, storedHash: string): boolean {
  const a = Buffer.from(hashToken(token), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
