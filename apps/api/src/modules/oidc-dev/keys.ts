import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../../db/client.ts';
import { oidcPayloads } from '../../db/schema.ts';

/**
 * The keys of the development identity provider: the RS256 key that signs its ID and access tokens, and the
 * secrets that sign its cookies (the interaction and session cookies). Made per process, one instance would
 * refuse the other's cookies in the middle of a sign-in, and the API of one would refuse the tokens the other
 * signed; so the first instance makes them and stores them in the database, and every instance reads them from
 * there. They live in oidc_payloads under a model name of ours, which no oidc-provider model uses, with no expiry.
 */
export interface ProviderKeys {
  /** The private signing key (kid, alg and use set). */
  jwk: JWK;
  cookieKeys: string[];
}

export const PROVIDER_KEYS_MODEL = 'tu360:ProviderKeys';
const PROVIDER_KEYS_ID = 'current';

async function generateProviderKeys(): Promise<ProviderKeys> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return {
    jwk: {
      ...(await exportJWK(privateKey)),
      kid: `dev-idp-${Date.now().toString(36)}`,
      alg: 'RS256',
      use: 'sig',
    },
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
}

const isProviderKeys = (value: unknown): value is ProviderKeys => {
  const keys = value as Partial<ProviderKeys> | null;
  return (
    typeof keys?.jwk === 'object' &&
    keys.jwk !== null &&
    keys.jwk.kty === 'RSA' &&
    typeof keys.jwk.d === 'string' &&
    typeof keys.jwk.kid === 'string' &&
    Array.isArray(keys.cookieKeys) &&
    keys.cookieKeys.length > 0 &&
    keys.cookieKeys.every((k) => typeof k === 'string' && k.length > 0)
  );
};

async function readProviderKeys(db: Db): Promise<ProviderKeys | undefined> {
  const [row] = await db
    .select({ payload: oidcPayloads.payload })
    .from(oidcPayloads)
    .where(and(eq(oidcPayloads.model, PROVIDER_KEYS_MODEL), eq(oidcPayloads.id, PROVIDER_KEYS_ID)));
  if (!row) return undefined;
  if (!isProviderKeys(row.payload))
    throw new Error(
      `Las claves del proveedor de identidad de desarrollo guardadas en oidc_payloads (${PROVIDER_KEYS_MODEL}) no son válidas.`,
    );
  return row.payload;
}

/** The keys every instance on the database shares: read, or made and stored by whichever instance comes first. */
export async function loadOrCreateProviderKeys(db: Db): Promise<ProviderKeys> {
  const found = await readProviderKeys(db);
  if (found) return found;
  // Instances starting together may each make a pair: the first insert wins, and all read the winner.
  const made = await generateProviderKeys();
  await db
    .insert(oidcPayloads)
    .values({
      model: PROVIDER_KEYS_MODEL,
      id: PROVIDER_KEYS_ID,
      payload: made as unknown as Record<string, unknown>,
      expiresAt: null,
    })
    .onConflictDoNothing();
  const stored = await readProviderKeys(db);
  if (!stored) throw new Error('No se pudieron guardar las claves del proveedor de identidad de desarrollo.');
  return stored;
}

/** The public half of the signing key (what the JWKS endpoint and the API's verifier need). */
export function publicJwkOf(jwk: JWK): JWK {
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicJwk } = jwk;
  return publicJwk;
}
