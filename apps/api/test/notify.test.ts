import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constructors, notifications, userSellers, users } from '../src/db/schema.ts';
import {
  approvers,
  NOTIFICATIONS_CHANNEL,
  notify,
  projectAudience,
} from '../src/modules/notifications/notify.ts';
import { createTestApp, type TestApp } from './helper.ts';

/** Waits until `check` holds (the NOTIFY arrives asynchronously). */
async function until(check: () => boolean, ms = 3000) {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
}

describe('notify: one row per recipient, announced when the transaction commits', () => {
  let t: TestApp;
  let heard: string[];
  let stop: () => Promise<void>;
  beforeAll(async () => {
    t = await createTestApp();
    heard = [];
    stop = await t.database.listen(NOTIFICATIONS_CHANNEL, (payload) => heard.push(payload));
  });
  afterAll(async () => {
    await stop();
    await t.close();
  });

  const andina = async () =>
    (
      await t.db
        .select({ id: constructors.id })
        .from(constructors)
        .where(eq(constructors.name, 'Constructora Andina'))
    )[0].id;
  const userId = async (userName: string) =>
    (await t.db.select({ id: users.id }).from(users).where(eq(users.userName, userName)))[0].id;

  it('writes a row per distinct recipient and announces them after commit', async () => {
    const constructorId = await andina();
    const a = await userId('admin@andina.test');
    const o = await userId('operativo@andina.test');
    heard.length = 0;
    const n = await t.db.transaction(async (tx) => {
      const written = await notify(tx, [a, o, a], {
        constructorId,
        sellerId: null,
        title: 'Prueba',
        message: 'Mensaje <b>de prueba</b>',
        type: 'Product',
        operation: 'Create',
        link: '/catalogo/inmuebles',
      });
      // Inside the transaction nothing has been announced yet.
      await new Promise((r) => setTimeout(r, 100));
      expect(heard).toEqual([]);
      return written;
    });
    expect(n).toBe(2);
    await until(() => heard.length > 0);
    expect(heard.join(',').split(',').sort()).toEqual([a, o].sort());
    const rows = await t.db.select().from(notifications).where(eq(notifications.title, 'Prueba'));
    expect(rows.map((r) => r.recipientId).sort()).toEqual([a, o].sort());
    expect(rows.every((r) => r.notificationState === 'NotRead' && r.link === '/catalogo/inmuebles')).toBe(
      true,
    );
  });

  it('a rolled-back change notifies nobody', async () => {
    const constructorId = await andina();
    const a = await userId('admin@andina.test');
    heard.length = 0;
    await expect(
      t.db.transaction(async (tx) => {
        await notify(tx, [a], {
          constructorId,
          sellerId: null,
          title: 'Deshecha',
          message: 'x',
          type: 'Product',
          operation: 'Create',
          link: null,
        });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await new Promise((r) => setTimeout(r, 300));
    expect(heard).toEqual([]);
    expect(await t.db.select().from(notifications).where(eq(notifications.title, 'Deshecha'))).toEqual([]);
  });

  it('approval requests go to the platform users who approve; project news to its readers', async () => {
    const ids = await approvers(t.db);
    expect(ids).toContain(await userId('superadmin@tu360.test'));
    expect(ids).toContain(await userId('admin.banco@tu360.test'));
    expect(ids).not.toContain(await userId('visor.banco@tu360.test'));
    expect(ids).not.toContain(await userId('admin@andina.test'));
    // A project of Andina where visor@andina.test is Visualizador_Seller.
    const [{ sellerId }] = await t.db
      .select({ sellerId: userSellers.sellerId })
      .from(userSellers)
      .where(eq(userSellers.userId, await userId('visor@andina.test')))
      .limit(1);
    const audience = await projectAudience(t.db, [sellerId]);
    expect(audience).toContain(await userId('admin@andina.test'));
    expect(audience).toContain(await userId('asesor@andina.test'));
    expect(audience).not.toContain(await userId('visor@andina.test'));
    expect(audience).not.toContain(await userId('admin@horizonte.test'));
  });
});
