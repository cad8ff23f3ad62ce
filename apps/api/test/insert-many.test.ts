import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMany } from '../src/db/insert-many.ts';
import { auditLog, notifications } from '../src/db/schema.ts';
import { constructorIdByName } from './factories/index.ts';
import { createTestApp, type TestApp } from './helper.ts';

/** insertMany stores exactly what drizzle's insert would, whatever the text holds, on both databases. */
describe('insertMany', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const awkward = [
    'comillas "dobles" y \\barras\\ invertidas',
    '{llaves, comas}',
    'NULL',
    '',
    'línea 1\nlínea 2\ttab',
    '=SUMA(A1:A2)',
    'ñandú 🏠',
    null,
  ];

  it('round-trips awkward texts, nulls, dates and uuids', async () => {
    const transactionalId = randomUUID();
    const entityId = randomUUID();
    const at = new Date('2026-03-04T05:06:07.089Z');
    await insertMany(
      t.db,
      auditLog,
      awkward.map((value, i) => ({
        transactionalId,
        entityType: 'property',
        entityId,
        action: 'create',
        field: `campo ${i}`,
        valueBefore: null,
        valueAfter: value,
        createdAt: at,
      })),
    );
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.transactionalId, transactionalId));
    expect(
      rows.sort((a, b) => String(a.field).localeCompare(String(b.field))).map((r) => r.valueAfter),
    ).toEqual(awkward);
    expect(rows.every((r) => r.createdAt.getTime() === at.getTime() && r.entityId === entityId)).toBe(true);
  });

  it('writes booleans and takes the defaults of the columns left out', async () => {
    const constructorId = await constructorIdByName(t.db, 'Constructora Andina');
    const title = `Prueba ${randomUUID()}`;
    await insertMany(t.db, notifications, [
      { constructorId, title, message: 'uno', type: 'Product', operation: 'Create', isRealState: true },
      { constructorId, title, message: 'dos', type: 'Product', operation: 'Create', isRealState: false },
    ]);
    const rows = await t.db.select().from(notifications).where(eq(notifications.title, title));
    expect(rows.map((r) => [r.message, r.isRealState]).sort()).toEqual([
      ['dos', false],
      ['uno', true],
    ]);
    expect(rows.every((r) => r.id && r.createdAt instanceof Date)).toBe(true);
  });

  it('does nothing with no rows', async () => {
    await expect(insertMany(t.db, auditLog, [])).resolves.toBeUndefined();
  });
});
