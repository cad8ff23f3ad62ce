import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  isSuperAdmin,
  LEAD_INTAKE_SCOPE,
  permissionsOf,
  STORE_CATALOG_SCOPE,
  STORE_CLIENT_ID,
} from '@tu360/domain';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { createLocalJWKSet, createRemoteJWKSet, decodeJwt, type JWTPayload, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../db/client.ts';
import { refreshTokens, users } from '../../db/schema.ts';
import { findUserById, findUserByName, type Principal, principalOf } from './identity.ts';
import type { SigningKeys } from './signing-keys.ts';

export const PORTAL_AUDIENCE = 'tu360-portal-api';
export const REFRESH_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A client-credentials token lives this long: the store asks for another when it expires (no refresh token). */
export const CLIENT_TOKEN_TTL_SECONDS = 5 * 60;

/** Whether a presented secret is the expected one, in constant time (both are hashed to the same length first). */
export function secretMatches(presented: string, expected: string): boolean {
  return timingSafeEqual(
    createHash('sha256').update(presented).digest(),
    createHash('sha256').update(expected).digest(),
  );
}

/** The scopes a token's `scope` claim names. */
const scopesOf = (payload: JWTPayload): string[] =>
  typeof payload.scope === 'string' ? payload.scope.split(/\s+/).filter(Boolean) : [];

/**
 * A token issued to a client (client-credentials grant) rather than to a user: it names the store's client or
 * carries the lead-intake or the catalog scope. Such a token is never a user's principal (principalFromClaims refuses it).
 */
export function isClientToken(payload: JWTPayload): boolean {
  return (
    payload.client_id === STORE_CLIENT_ID ||
    payload.sub === STORE_CLIENT_ID ||
    scopesOf(payload).includes(LEAD_INTAKE_SCOPE) ||
    scopesOf(payload).includes(STORE_CATALOG_SCOPE)
  );
}

/** What a client-credentials token answers: an access token only. */
export interface ClientToken {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  scope: string;
}

/**
 * A session is live while its user is still active and, for a portal session, its refresh family has not been
 * revoked (logout, reuse, password reset): those take effect at once, not at token expiry. The values may be
 * placeholders of a prepared statement.
 */
export function sessionLiveSql(userId: unknown, sessionId: unknown): SQL<boolean> {
  return sql<boolean>`(coalesce((select ${users.isActive} from ${users} where ${users.id} = ${userId}), false) and (${sessionId}::uuid is null or exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${sessionId}::uuid and ${refreshTokens.revokedAt} is null)))`;
}

export interface TokenPair {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
  scope: string;
}

export type RefreshOutcome =
  | { ok: true; userId: string; sellerId: string | null; familyId: string; clientId: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'reused' | 'revoked' | 'client' };

type JwksGetter = ReturnType<typeof createLocalJWKSet>;

export interface ExternalIssuer {
  issuer: string;
  jwks: JwksGetter;
  audience?: string;
}

/** Issues and checks the portal's tokens; accepts the identity provider's access tokens too. */
export class TokenService {
  private readonly localJwks: JwksGetter;
  /** Signatures already checked, until the token expires: a busy session does not pay ES256 on every call. */
  private readonly verified = new Map<string, JWTPayload>();
  private readonly livenessQuery: ReturnType<TokenService['prepareLiveness']>;

  constructor(
    private readonly db: Db,
    private readonly keys: SigningKeys,
    readonly issuer: string,
    private readonly external: ExternalIssuer | null,
  ) {
    this.localJwks = createLocalJWKSet({ keys: [keys.publicJwk] });
    this.livenessQuery = this.prepareLiveness(db);
  }

  jwks() {
    return { keys: [this.keys.publicJwk] };
  }

  async signAccessToken(p: Principal, clientId: string, scope: string): Promise<string> {
    return new SignJWT({
      unique_name: p.userName,
      given_name: p.givenName,
      family_name: p.familyName,
      role: p.roles,
      effective_role: p.role,
      ...(p.sellerId ? { seller: p.sellerId, seller_role: p.role } : {}),
      ...(p.constructorId ? { constructor: p.constructorId } : {}),
      permission: p.permissions,
      isAdmin: p.isAdmin,
      sid: p.sessionId ?? undefined,
      client_id: clientId,
      scope,
    })
      .setProtectedHeader({ alg: 'ES256', kid: this.keys.kid, typ: 'at+jwt' })
      .setIssuer(this.issuer)
      .setAudience(PORTAL_AUDIENCE)
      .setSubject(p.userId)
      .setIssuedAt()
      .setJti(randomUUID())
      .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
      .sign(this.keys.privateKey);
  }

  /**
   * The public store's token (client-credentials grant, issue 14): signed like the others, no user (sub is the
   * client), only the store client's scopes (lead intake, catalog), short-lived and without a refresh token.
   */
  async issueClientToken(clientId: string, scope: string): Promise<ClientToken> {
    const access_token = await new SignJWT({ client_id: clientId, scope, token_use: 'client' })
      .setProtectedHeader({ alg: 'ES256', kid: this.keys.kid, typ: 'at+jwt' })
      .setIssuer(this.issuer)
      .setAudience(PORTAL_AUDIENCE)
      .setSubject(clientId)
      .setIssuedAt()
      .setJti(randomUUID())
      .setExpirationTime(`${CLIENT_TOKEN_TTL_SECONDS}s`)
      .sign(this.keys.privateKey);
    return { access_token, token_type: 'Bearer', expires_in: CLIENT_TOKEN_TTL_SECONDS, scope };
  }

  /**
   * The client of a valid client-credentials token that carries the scope asked for; undefined for anything else
   * (a user's token, another issuer's, a forged or expired one).
   */
  async verifyClientToken(token: string, scope: string): Promise<{ clientId: string } | undefined> {
    try {
      if (decodeJwt(token).iss !== this.issuer) return undefined;
      const payload = await this.verifyPortalToken(token);
      if (payload.token_use !== 'client' || typeof payload.client_id !== 'string') return undefined;
      if (payload.sub !== payload.client_id || payload.unique_name !== undefined) return undefined;
      return scopesOf(payload).includes(scope) ? { clientId: payload.client_id } : undefined;
    } catch {
      return undefined;
    }
  }

  /** Issues an access token and a new refresh token (in the given family, or a new one). */
  async issue(
    p: Principal,
    clientId: string,
    scope: string,
    familyId: string = randomUUID(),
  ): Promise<TokenPair> {
    const principal = { ...p, sessionId: familyId };
    const refresh = randomBytes(32).toString('base64url');
    await this.db.insert(refreshTokens).values({
      userId: p.userId,
      familyId,
      tokenHash: sha256(refresh),
      clientId,
      sellerId: p.sellerId,
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
    });
    return {
      access_token: await this.signAccessToken(principal, clientId, scope),
      token_type: 'Bearer',
      expires_in: ACCESS_TOKEN_TTL_SECONDS,
      refresh_token: refresh,
      scope,
    };
  }

  /** Rotation: a refresh token works once; presenting a used one revokes its whole family. */
  async consumeRefreshToken(token: string, clientId: string): Promise<RefreshOutcome> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256(token)))
        .for('update');
      if (!row) return { ok: false, reason: 'unknown' } as const;
      if (row.clientId !== clientId) return { ok: false, reason: 'client' } as const;
      if (row.revokedAt) return { ok: false, reason: 'revoked' } as const;
      if (row.usedAt) {
        await tx
          .update(refreshTokens)
          .set({ revokedAt: new Date() })
          .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
        return { ok: false, reason: 'reused' } as const;
      }
      if (row.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' } as const;
      await tx.update(refreshTokens).set({ usedAt: new Date() }).where(eq(refreshTokens.id, row.id));
      return {
        ok: true,
        userId: row.userId,
        sellerId: row.sellerId,
        familyId: row.familyId,
        clientId: row.clientId,
      } as const;
    });
  }

  private async verifyPortalToken(token: string): Promise<JWTPayload> {
    const cached = this.verified.get(token);
    if (cached && (cached.exp ?? 0) * 1000 > Date.now()) return cached;
    const { payload } = await jwtVerify(token, this.localJwks, {
      issuer: this.issuer,
      audience: PORTAL_AUDIENCE,
      algorithms: ['ES256'],
    });
    if (this.verified.size >= 5000) this.verified.delete(this.verified.keys().next().value as string);
    this.verified.set(token, payload);
    return payload;
  }

  /** One round trip per request, unless the route checks it inside its own query (plugins/auth.ts). */
  private async sessionIsLive(p: Principal): Promise<boolean> {
    const [row] = await this.livenessQuery.execute({ userId: p.userId, sid: p.sessionId });
    return !!row?.live;
  }

  /** Prepared once: the check runs on every authenticated request. */
  private prepareLiveness(db: Db) {
    return db
      .select({ live: sessionLiveSql(sql.placeholder('userId'), sql.placeholder('sid')) })
      .from(users)
      .where(eq(users.id, sql.placeholder('userId')))
      .prepare('session_liveness');
  }

  async revokeFamily(familyId: string): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  /** Every session of the user ends; `db` may be a transaction that makes the change which ends them. */
  async revokeAllOfUser(userId: string, db: Pick<Db, 'update'> = this.db): Promise<void> {
    await db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  }

  async familyOfRefreshToken(token: string): Promise<{ familyId: string; userId: string } | undefined> {
    const [row] = await this.db
      .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(token)));
    return row;
  }

  /** Verifies a bearer token of either issuer and resolves the principal; undefined when invalid. */
  async authenticate(token: string): Promise<Principal | undefined> {
    const result = await this.verify(token);
    return result && (await result.live()) ? result.principal : undefined;
  }

  /**
   * The principal from a verified token, and apart the check that the session is still live, which a route may
   * make inside its own query instead (see plugins/auth.ts).
   */
  async verify(token: string): Promise<{ principal: Principal; live: () => Promise<boolean> } | undefined> {
    let iss: string | undefined;
    try {
      iss = decodeJwt(token).iss;
    } catch {
      return undefined;
    }
    try {
      if (iss === this.issuer) {
        const principal = principalFromClaims(await this.verifyPortalToken(token));
        return principal
          ? { principal, live: () => this.sessionIsLive(principal).catch(() => false) }
          : undefined;
      }
      if (this.external && iss === this.external.issuer) {
        const { payload } = await jwtVerify(token, this.external.jwks, {
          issuer: this.external.issuer,
          ...(this.external.audience ? { audience: this.external.audience } : {}),
        });
        const principal = await this.principalFromIdp(payload);
        return principal ? { principal, live: async () => true } : undefined;
      }
    } catch {
      return undefined;
    }
    return undefined;
  }

  /** Maps an identity-provider token (roles, seller and constructor claims) onto the portal's user model. */
  private async principalFromIdp(payload: JWTPayload): Promise<Principal | undefined> {
    const name = [payload.unique_name, payload.email, payload.preferred_username].find(
      (v) => typeof v === 'string',
    ) as string | undefined;
    const user =
      (await findUserById(this.db, payload.sub ?? '')) ??
      (name ? await findUserByName(this.db, name) : undefined);
    if (!user?.isActive) return undefined;
    if (
      typeof payload.constructor === 'string' &&
      user.constructorId &&
      payload.constructor !== user.constructorId
    )
      return undefined;
    const seller = typeof payload.seller === 'string' ? payload.seller : user.currentSellerId;
    return principalOf(this.db, user, seller, { source: 'idp' });
  }
}

export function remoteIssuer(issuer: string, audience?: string): ExternalIssuer {
  const base = issuer.replace(/\/$/, '');
  return { issuer, audience, jwks: createRemoteJWKSet(new URL(`${base}/jwks`)) as unknown as JwksGetter };
}

const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : typeof v === 'string' ? [v] : [];
const stringOrNull = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

/**
 * The principal of a portal access token from its signed claims (architecture guide); role or access changes
 * take effect at the next refresh (tokens live 15 minutes), deactivation and logout at once (sessionIsLive).
 */
export function principalFromClaims(payload: JWTPayload): Principal | undefined {
  // A client's token (the store's, issue 14) is nobody's session: every user route refuses it.
  if (payload.token_use === 'client' || isClientToken(payload)) return undefined;
  if (!payload.sub || typeof payload.unique_name !== 'string') return undefined;
  const roles = strings(payload.role);
  const role = stringOrNull(payload.effective_role) ?? roles[0];
  if (!role) return undefined;
  return {
    userId: payload.sub,
    userName: payload.unique_name,
    givenName: stringOrNull(payload.given_name) ?? '',
    familyName: stringOrNull(payload.family_name) ?? '',
    roles,
    role,
    constructorId: stringOrNull(payload.constructor),
    sellerId: stringOrNull(payload.seller),
    isAdmin: payload.isAdmin === true,
    isSuperAdmin: isSuperAdmin(roles),
    permissions: permissionsOf(role),
    sessionId: stringOrNull(payload.sid),
    source: 'portal',
  };
}
