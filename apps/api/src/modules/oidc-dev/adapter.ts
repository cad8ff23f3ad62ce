import { and, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../db/client.ts';
import { oidcPayloads } from '../../db/schema.ts';

/** Expired rows are deleted on one write in this many: each write adds at most one row, so none pile up. */
export const SWEEP_EVERY = 100;

export interface OidcPayloadStoreOptions {
  /** The clock of expiry and consumption (tests hold their own). */
  now?: () => Date;
  sweepEvery?: number;
}

/**
 * The development identity provider's state in the database (table oidc_payloads) instead of oidc-provider's
 * in-memory default: an interaction started on one instance goes on on another, and a restart signs nobody out.
 * One store per provider; `adapter` is the factory its configuration takes, one adapter per model name.
 */
export class OidcPayloadStore {
  private writes = 0;
  readonly now: () => Date;
  private readonly sweepEvery: number;

  constructor(
    readonly db: Db,
    options: OidcPayloadStoreOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.sweepEvery = options.sweepEvery ?? SWEEP_EVERY;
  }

  /** oidc-provider's `adapter` option (a factory: it is called with each model's name). */
  readonly adapter = (model: string): Adapter => new DatabaseAdapter(model, this);

  /** Deletes every expired row (of any model); answers how many. */
  async sweep(): Promise<number> {
    const gone = await this.db
      .delete(oidcPayloads)
      .where(lte(oidcPayloads.expiresAt, this.now()))
      .returning({ id: oidcPayloads.id });
    return gone.length;
  }

  /** Counts a write, and sweeps on every `sweepEvery`-th. */
  async wrote(): Promise<void> {
    this.writes++;
    if (this.writes % this.sweepEvery === 0) await this.sweep();
  }
}

/** A row is alive while it has no expiry or its expiry is still ahead. */
const alive = (now: Date) => or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, now));

type Row = typeof oidcPayloads.$inferSelect;

/** The stored payload as oidc-provider wants it back: `consumed` (epoch seconds) once consumed. */
const payloadOf = (row: Row | undefined): AdapterPayload | undefined => {
  if (!row) return undefined;
  const payload = { ...row.payload } as AdapterPayload;
  if (row.consumedAt) payload.consumed = Math.floor(row.consumedAt.getTime() / 1000);
  return payload;
};

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** oidc-provider's adapter contract for one model (Session, Interaction, Grant, AuthorizationCode, ...). */
export class DatabaseAdapter implements Adapter {
  constructor(
    readonly model: string,
    private readonly store: OidcPayloadStore,
  ) {}

  private get db() {
    return this.store.db;
  }

  private byId(id: string) {
    return and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id));
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    const now = this.store.now();
    const { consumed, ...rest } = payload;
    const columns = {
      payload: rest as Record<string, unknown>,
      grantId: text(payload.grantId),
      userCode: text(payload.userCode),
      uid: text(payload.uid),
      expiresAt: expiresIn > 0 ? new Date(now.getTime() + expiresIn * 1000) : null,
    };
    await this.db
      .insert(oidcPayloads)
      .values({ model: this.model, id, ...columns, consumedAt: consumed ? now : null })
      // Saving again never makes a consumed code or token usable again: consumed_at stays as it was.
      .onConflictDoUpdate({ target: [oidcPayloads.model, oidcPayloads.id], set: columns });
    await this.store.wrote();
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    const [row] = await this.db
      .select()
      .from(oidcPayloads)
      .where(and(this.byId(id), alive(this.store.now())));
    return payloadOf(row);
  }

  /** The latest of the model's rows (a session's id may change, its uid does not) with `column` = value. */
  private async findBy(column: typeof oidcPayloads.uid | typeof oidcPayloads.userCode, value: string) {
    const [row] = await this.db
      .select()
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.model, this.model), eq(column, value), alive(this.store.now())))
      .orderBy(desc(oidcPayloads.expiresAt))
      .limit(1);
    return payloadOf(row);
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findBy(oidcPayloads.uid, uid);
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findBy(oidcPayloads.userCode, userCode);
  }

  async consume(id: string): Promise<void> {
    // The first consumption's time is the one kept.
    await this.db
      .update(oidcPayloads)
      .set({ consumedAt: this.store.now() })
      .where(and(this.byId(id), isNull(oidcPayloads.consumedAt)));
  }

  async destroy(id: string): Promise<void> {
    await this.db.delete(oidcPayloads).where(this.byId(id));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    // oidc-provider calls this on each model's adapter in turn (access tokens, refresh tokens, codes, ...).
    await this.db
      .delete(oidcPayloads)
      .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.grantId, grantId)));
  }
}
