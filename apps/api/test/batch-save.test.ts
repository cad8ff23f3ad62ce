import { DETAIL_KEYS } from '@tu360/domain';
import { propertyBody } from '@tu360/domain/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, properties, propertyDetails } from '../src/db/schema.ts';
import { findUserByName, type Principal, principalOf } from '../src/modules/auth/identity.ts';
import { savePropertiesInBatch } from '../src/modules/properties/batch-save.ts';
import { type PropertyRow, saveProperty } from '../src/modules/properties/service.ts';
import { constructorIdByName, projectFactory } from './factories/index.ts';
import { builderPropertyBody } from './factories/property-bodies.ts';
import { createTestApp, type TestApp } from './helper.ts';

/**
 * The bulk load's batched save writes what the wizard's save writes: the same row, details and audit entries for
 * the same body, created or updated (only ids, numbers and times differ).
 */
describe('savePropertiesInBatch: the wizard save, for many properties at once', () => {
  let t: TestApp;
  let p: Principal;
  let sellerId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const andina = await constructorIdByName(t.db, 'Constructora Andina');
    sellerId = (await projectFactory(t.db, andina, { status: 'Synchronized' })).id;
    const user = await findUserByName(t.db, 'admin@andina.test');
    if (!user) throw new Error('admin@andina.test');
    p = await principalOf(t.db, user, null);
  });
  afterAll(() => t.close());

  /** What a save left in the database, without what differs by nature (ids, numbers, times). */
  async function footprint(id: string) {
    const [row] = await t.db.select().from(properties).where(eq(properties.id, id));
    const { id: _id, productId: _p, refId: _r, createdAt: _c, updatedAt: _u, ...rest } = row as PropertyRow;
    const details = await t.db
      .select({ key: propertyDetails.key, value: propertyDetails.value })
      .from(propertyDetails)
      .where(eq(propertyDetails.propertyId, id));
    const audit = await t.db
      .select({
        action: auditLog.action,
        field: auditLog.field,
        before: auditLog.valueBefore,
        after: auditLog.valueAfter,
        transactions: auditLog.transactionalId,
      })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'property'), eq(auditLog.entityId, id)));
    const sort = <T extends { key?: string; field?: string | null }>(xs: T[]) =>
      [...xs].sort((a, b) => String(a.key ?? a.field).localeCompare(String(b.key ?? b.field)));
    return {
      row: rest,
      details: sort(details),
      audit: sort(audit.map(({ transactions: _t, ...a }) => a)),
      saves: new Set(audit.map((a) => a.transactions)).size,
    };
  }

  const bodies = [
    builderPropertyBody('', 3),
    builderPropertyBody('', 4, { price: '$ 420.000.000', name: 'Apartamento 301' }),
    builderPropertyBody('', 2, { category: 'House', videoUrl: 'https://www.youtube.com/watch?v=abc' }),
  ];

  it('creates each property as the wizard does: row, details and audit entries', async () => {
    for (const raw of bodies) {
      const body = propertyBody.parse({ ...raw, sellerId });
      const single = await saveProperty(t.db, p, 'builder', body);
      const [batched] = await t.db.transaction((tx) =>
        savePropertiesInBatch(tx as never, p, 'builder', sellerId, [{ body }]),
      );
      expect(batched.refId).toBe(`INM-${batched.productId}`);
      expect(await footprint(batched.id)).toEqual(await footprint(single.id));
    }
  });

  it('updates properties as the wizard does, several in one batch, and keeps a given reference', async () => {
    const first = propertyBody.parse({ ...bodies[0], sellerId });
    const change = propertyBody.parse({
      ...bodies[0],
      sellerId,
      step: 4,
      price: '$ 380.000.000',
      detailProducts: [{ key: DETAIL_KEYS.rooms, value: '2' }],
    });
    const a = await saveProperty(t.db, p, 'builder', first);
    const b = await saveProperty(t.db, p, 'builder', first);
    const rowOf = async (id: string) =>
      (await t.db.select().from(properties).where(eq(properties.id, id)))[0] as PropertyRow;
    await saveProperty(t.db, p, 'builder', change, await rowOf(a.id));
    const existing = await rowOf(b.id);
    const created = await t.db.transaction(async (tx) =>
      savePropertiesInBatch(tx as never, p, 'builder', sellerId, [
        { body: change, existing },
        { body: first, refId: 'TORRE-A-101' },
      ]),
    );
    expect(await footprint(b.id)).toEqual(await footprint(a.id));
    expect(created[1].refId).toBe('TORRE-A-101');
    const stored = await t.db
      .select()
      .from(properties)
      .where(inArray(properties.id, [b.id, created[1].id]));
    expect(stored).toHaveLength(2);
  });

  it('refuses the batch as the wizard refuses one body, and writes none of it', async () => {
    const good = propertyBody.parse({ ...bodies[0], sellerId });
    const bad = propertyBody.parse({ ...bodies[0], sellerId, price: '$ 5.000.000' });
    const before = await t.db.$count(properties, eq(properties.sellerId, sellerId));
    await expect(
      t.db.transaction((tx) =>
        savePropertiesInBatch(tx as never, p, 'builder', sellerId, [{ body: good }, { body: bad }]),
      ),
    ).rejects.toThrow();
    await expect(saveProperty(t.db, p, 'builder', bad)).rejects.toThrow();
    expect(await t.db.$count(properties, eq(properties.sellerId, sellerId))).toBe(before);
  });
});
