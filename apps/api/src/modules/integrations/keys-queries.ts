import { randomUUID } from 'node:crypto';
import {
  apiKeyState,
  canManageApiKeys,
  canSeeApiKeys,
  es,
  INTEGRATION_SCOPE_LABELS,
  type IntegrationScope,
  type KeyManager,
} from '@tu360/domain';
import type { ApiKeyItem } from '@tu360/domain/contracts';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apiKeys, auditLog, constructors, sellers, userSellers, users } from '../../db/schema.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import type { Principal } from '../auth/identity.ts';
import { APPLICATION_KEY_PREFIX } from './key-secrets.ts';

type Reader = Pick<Db, 'select'>;
type Writer = Pick<Db, 'insert'>;

/** How much of the application key the list shows, as of the token: the fixed prefix and four characters. */
const SHOWN_APPLICATION_KEY_CHARS = APPLICATION_KEY_PREFIX.length + 4;

/**
 * The caller as the keys rule of packages/domain sees it, read now: a store user's roles at its company's
 * projects come from the database on every call (a role taken away counts at once).
 */
export async function keyManagerOf(db: Reader, p: Principal): Promise<KeyManager> {
  if (p.isAdmin) return { isAdmin: true, role: p.role, constructorId: null, projectRoles: [] };
  const held = p.constructorId
    ? await db
        .select({ role: userSellers.role })
        .from(userSellers)
        .innerJoin(sellers, eq(sellers.id, userSellers.sellerId))
        .where(and(eq(userSellers.userId, p.userId), eq(sellers.constructorId, p.constructorId)))
    : [];
  return {
    isAdmin: false,
    role: p.role,
    constructorId: p.constructorId,
    projectRoles: held.map((h) => h.role),
  };
}

/**
 * The company whose keys are asked for: a store user's own (another company is 404, as if it did not exist), or
 * the one a platform administrator names (it must exist; none: every company, for a list only).
 */
export async function companyOf(
  db: Reader,
  caller: KeyManager,
  constructorId: string | undefined,
): Promise<string | undefined> {
  if (!caller.isAdmin) {
    if (!caller.constructorId || (constructorId && constructorId !== caller.constructorId))
      throw notFound(es.builder.notFound);
    return caller.constructorId;
  }
  if (!constructorId) return undefined;
  const [row] = await db
    .select({ id: constructors.id })
    .from(constructors)
    .where(eq(constructors.id, constructorId));
  if (!row) throw notFound(es.builder.notFound);
  return row.id;
}

/** 403 unless the caller may see (or, with manage, change) the company's keys. */
export function assertKeysAccess(caller: KeyManager, constructorId: string, manage: boolean): void {
  const allowed = manage ? canManageApiKeys(caller, constructorId) : canSeeApiKeys(caller, constructorId);
  if (!allowed) throw forbidden(es.integrations.notAllowed);
}

/** What a key answers with: never the token's hash, never a whole secret. */
const keyColumns = {
  id: apiKeys.id,
  constructorId: apiKeys.constructorId,
  constructorName: constructors.name,
  name: apiKeys.name,
  applicationKey: apiKeys.applicationKey,
  tokenPrefix: apiKeys.tokenPrefix,
  scopes: apiKeys.scopes,
  createdBy: sql<string | null>`${users.givenName} || ' ' || ${users.familyName}`,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  expiresAt: apiKeys.expiresAt,
  revokedAt: apiKeys.revokedAt,
  rotatedFrom: apiKeys.rotatedFrom,
};

function selectKeys(db: Reader, where: SQL | undefined) {
  return db
    .select(keyColumns)
    .from(apiKeys)
    .innerJoin(constructors, eq(constructors.id, apiKeys.constructorId))
    .leftJoin(users, eq(users.id, apiKeys.createdBy))
    .where(where);
}
type KeyRow = Awaited<ReturnType<typeof selectKeys>>[number];

export function keyItemOf(r: KeyRow, now: Date = new Date()): ApiKeyItem {
  const { applicationKey, ...rest } = r;
  return {
    ...rest,
    applicationKeyPrefix: applicationKey.slice(0, SHOWN_APPLICATION_KEY_CHARS),
    scopes: r.scopes as IntegrationScope[],
    createdAt: r.createdAt.toISOString(),
    lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
    expiresAt: r.expiresAt?.toISOString() ?? null,
    revokedAt: r.revokedAt?.toISOString() ?? null,
    state: apiKeyState(r, now),
  };
}

/** A page of a company's keys (or every company's), newest first. */
export async function keyPage(
  db: Reader,
  constructorId: string | undefined,
  page: { PageNumber: number; PageSize: number },
) {
  const where = constructorId ? eq(apiKeys.constructorId, constructorId) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    selectKeys(db, where)
      .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
      .limit(page.PageSize)
      .offset((page.PageNumber - 1) * page.PageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(apiKeys).where(where),
  ]);
  const now = new Date();
  return { data: rows.map((r) => keyItemOf(r, now)), totalData: total };
}

/** One key as the contract answers it, or undefined. */
export async function keyById(db: Reader, id: string): Promise<ApiKeyItem | undefined> {
  const [row] = await selectKeys(db, eq(apiKeys.id, id));
  return row ? keyItemOf(row) : undefined;
}

/** A key just written (it exists: the write's transaction committed it). */
export async function keyAfterWrite(db: Reader, id: string): Promise<ApiKeyItem> {
  const key = await keyById(db, id);
  if (!key) throw notFound(es.integrations.notFound);
  return key;
}

/**
 * A key the caller may see (manage: change): another company's key is 404 to a store user, as an unknown one is;
 * a key of its own company that its role may not see or change is 403.
 */
export async function reachableKey(
  db: Reader,
  caller: KeyManager,
  id: string,
  manage: boolean,
): Promise<ApiKeyItem> {
  const key = await keyById(db, id);
  if (!key || (!caller.isAdmin && key.constructorId !== caller.constructorId))
    throw notFound(es.integrations.notFound);
  assertKeysAccess(caller, key.constructorId, manage);
  return key;
}

/** A company a key is created for: a platform administrator must name one. */
export function requireCompany(constructorId: string | undefined): string {
  if (!constructorId) throw badRequest(es.integrations.chooseCompany);
  return constructorId;
}

export type KeyAction = 'Create' | 'Revoke' | 'Rotate';
const F = es.integrations.fields;

export const scopesText = (scopes: readonly string[]) =>
  scopes.map((s) => INTEGRATION_SCOPE_LABELS[s as IntegrationScope] ?? s).join(', ');

/**
 * One change to a key in audit_log (entityType 'ApiKey'), written with the transaction that makes it. What is
 * recorded: its name, scopes, expiry, state and the prefix of its token; never a secret.
 */
export async function auditKey(
  tx: Writer,
  p: Principal,
  key: { id: string; constructorId: string },
  action: KeyAction,
  changes: readonly { field: string; before: string | null; after: string | null }[],
): Promise<void> {
  const transactionalId = randomUUID();
  const at = new Date();
  await tx.insert(auditLog).values(
    changes.map((c) => ({
      transactionalId,
      entityType: 'ApiKey',
      entityId: key.id,
      constructorId: key.constructorId,
      userId: p.userId,
      userName: p.userName,
      action,
      field: c.field,
      valueBefore: c.before,
      valueAfter: c.after,
      createdAt: at,
    })),
  );
}

/** The fields a new key's audit records. */
export const createdFields = (k: {
  name: string;
  scopes: readonly string[];
  tokenPrefix: string;
  expiresAt: Date | null;
}) => [
  { field: F.name, before: null, after: k.name },
  { field: F.scopes, before: null, after: scopesText(k.scopes) },
  { field: F.prefix, before: null, after: k.tokenPrefix },
  { field: F.expiresAt, before: null, after: k.expiresAt?.toISOString() ?? null },
];
