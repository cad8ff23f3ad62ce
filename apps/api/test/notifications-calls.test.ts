import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../src/db/schema.ts';
import { constructorIdByName, projectFactory } from './factories/index.ts';
import { createTestApp, idOf, login, type Query, queryString, type Session, type TestApp } from './helper.ts';

// The five notification calls of spec section 7 (issue 14), on the caller's own rows only.

const BASE = '/api/notification/api/notification/v2';
const NOT_FOUND = 'La notificación no existe.';
const FORBIDDEN = 'No tiene permisos para realizar esta operación.';

interface Item {
  id: string;
  title: string;
  message: string;
  notificationState: string;
  creationTime: string;
  sellerId: string | null;
  constructorId: string;
  link: string | null;
}
interface Page {
  data: Item[];
  totalData: number;
  totalUnRead: number;
}

let t: TestApp;
const s = {} as Record<'sa' | 'aa' | 'oa' | 'va', Session>;
const ids = {} as Record<'sa' | 'aa' | 'oa', string>;
let andina: string;
let capital: string;
let projectA: string;
let projectB: string;
let capitalStore: string;

/** A notification of a user, `hoursAgo` old. */
async function note(
  recipientId: string,
  title: string,
  o: {
    hoursAgo?: number;
    constructorId?: string;
    sellerId?: string | null;
    isRealState?: boolean;
    state?: 'Read' | 'NotRead';
    message?: string;
  } = {},
) {
  const [row] = await t.db
    .insert(notifications)
    .values({
      recipientId,
      constructorId: o.constructorId ?? andina,
      sellerId: o.sellerId === undefined ? projectA : o.sellerId,
      isRealState: o.isRealState ?? false,
      title,
      message: o.message ?? `<p>Mensaje de <b>${title}</b></p>`,
      type: 'Product',
      operation: 'Create',
      notificationState: o.state ?? 'NotRead',
      link: '/catalogo/inmuebles',
      createdAt: new Date(Date.now() - (o.hoursAgo ?? 0) * 3600_000),
    })
    .returning();
  return row.id;
}

const list = async (who: Session, query: Query = {}) => {
  const res = await t.app.inject({ url: `${BASE}/get-all?${queryString(query)}`, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
};
const count = async (who: Session, query: Query = {}) => {
  const res = await t.app.inject({
    url: `${BASE}/get-by-notification-state-count?${queryString(query)}`,
    headers: who.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { totalData: number }).totalData;
};
const put = (who: Session, call: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `${BASE}/${call}`, headers: who.headers, payload });
const stateOf = async (id: string) =>
  (await t.db.select().from(notifications).where(eq(notifications.id, id)))[0];

beforeAll(async () => {
  t = await createTestApp();
  // Start from no notifications at all: every count below is worked out from the rows written here.
  await t.db.delete(notifications);
  andina = await constructorIdByName(t.db, 'Constructora Andina');
  capital = await constructorIdByName(t.db, 'Inmobiliaria Capital');
  projectA = (await projectFactory(t.db, andina)).id;
  projectB = (await projectFactory(t.db, andina)).id;
  capitalStore = (await projectFactory(t.db, capital)).id;
  for (const [k, user] of [
    ['sa', 'superadmin@tu360.test'],
    ['aa', 'admin@andina.test'],
    ['oa', 'operativo@andina.test'],
    ['va', 'visor@andina.test'],
  ] as const) {
    s[k] = await login(t.app, user);
    if (k !== 'va') ids[k] = await idOf(t.db, 'users', user);
  }
});
afterAll(() => t.close());

describe('get-all', () => {
  it("lists the caller's own rows newest first, paged, with the total and the unread total", async () => {
    const older = await note(ids.aa, 'Tercera', { hoursAgo: 3, state: 'Read' });
    const middle = await note(ids.aa, 'Segunda', { hoursAgo: 2 });
    const newest = await note(ids.aa, 'Primera', { hoursAgo: 1 });
    // Another user's row of the same builder and project is not the caller's.
    await note(ids.oa, 'Ajena', { hoursAgo: 0 });
    const first = await list(s.aa, { PageNumber: 1, PageSize: 2 });
    expect(first.data.map((n) => n.id)).toEqual([newest, middle]);
    expect(first).toMatchObject({ totalData: 3, totalUnRead: 2 });
    expect(first.data[0]).toMatchObject({
      title: 'Primera',
      message: '<p>Mensaje de <b>Primera</b></p>',
      notificationState: 'NotRead',
      constructorId: andina,
      sellerId: projectA,
      link: '/catalogo/inmuebles',
    });
    const second = await list(s.aa, { PageNumber: 2, PageSize: 2 });
    expect(second.data.map((n) => n.id)).toEqual([older]);
    expect(second.totalData).toBe(3);
    // The default page size is 14.
    for (let i = 0; i < 13; i++) await note(ids.aa, `Relleno ${i}`, { hoursAgo: 10 + i });
    expect((await list(s.aa)).data).toHaveLength(14);
    const other = await list(s.oa);
    expect(other.data.map((n) => n.title)).toEqual(['Ajena']);
    await t.db.delete(notifications);
  });

  it('searches the title and the text of the message (not its tags), filters by state and by [From, To)', async () => {
    await note(ids.aa, 'Inmueble aprobado', { hoursAgo: 30, message: '<p>La <span>casa</span> Bosque</p>' });
    await note(ids.aa, 'Proyecto rechazado', { hoursAgo: 5, state: 'Read', message: '<p>Falta el logo</p>' });
    await note(ids.aa, 'Carga masiva terminada', { hoursAgo: 1, message: '<p>Archivo inmuebles.xlsx</p>' });
    const titles = async (q: Query) => (await list(s.aa, q)).data.map((n) => n.title);
    expect(await titles({ Keyword: 'APROBADO' })).toEqual(['Inmueble aprobado']);
    expect(await titles({ Keyword: 'bosque' })).toEqual(['Inmueble aprobado']);
    expect(await titles({ Keyword: 'span' })).toEqual([]);
    expect(await titles({ Keyword: '100%' })).toEqual([]);
    expect(await titles({ State: 'Read' })).toEqual(['Proyecto rechazado']);
    expect(await titles({ State: 'NotRead' })).toEqual(['Carga masiva terminada', 'Inmueble aprobado']);
    const at = (h: number) => new Date(Date.now() - h * 3600_000).toISOString();
    expect(await titles({ From: at(10), To: at(2) })).toEqual(['Proyecto rechazado']);
    expect(await titles({ From: at(10) })).toEqual(['Carga masiva terminada', 'Proyecto rechazado']);
    expect(await titles({ To: at(10) })).toEqual(['Inmueble aprobado']);
    // The filters narrow the list and its total; the unread total stays the scope's.
    const filtered = await list(s.aa, { Keyword: 'rechazado' });
    expect(filtered).toMatchObject({ totalData: 1, totalUnRead: 2 });
    await t.db.delete(notifications);
  });

  it('scopes to a builder, a project or the agencies; totalUnRead and the count in the same scope', async () => {
    await note(ids.sa, 'Andina A', { sellerId: projectA });
    await note(ids.sa, 'Andina B', { sellerId: projectB, state: 'Read' });
    await note(ids.sa, 'Andina B 2', { sellerId: projectB });
    await note(ids.sa, 'Capital', { constructorId: capital, sellerId: capitalStore, isRealState: true });
    const scope = async (q: Query) => {
      const page = await list(s.sa, q);
      return { titles: page.data.map((n) => n.title).sort(), unread: page.totalUnRead };
    };
    expect(await scope({})).toEqual({ titles: ['Andina A', 'Andina B', 'Andina B 2', 'Capital'], unread: 3 });
    expect(await scope({ ConstructorId: andina })).toEqual({
      titles: ['Andina A', 'Andina B', 'Andina B 2'],
      unread: 2,
    });
    expect(await scope({ SellerId: projectB })).toEqual({ titles: ['Andina B', 'Andina B 2'], unread: 1 });
    expect(await scope({ RealState: 'true' })).toEqual({ titles: ['Capital'], unread: 1 });
    expect(await scope({ RealState: 'false' })).toEqual({
      titles: ['Andina A', 'Andina B', 'Andina B 2'],
      unread: 2,
    });
    expect(await count(s.sa)).toBe(3);
    expect(await count(s.sa, { ConstructorId: andina })).toBe(2);
    expect(await count(s.sa, { SellerId: projectB, NotificationState: 'Read' })).toBe(1);
    expect(await count(s.sa, { RealState: 'true' })).toBe(1);
    // Andina's administrator has none of these: they are the superadmin's.
    expect(await count(s.aa, { ConstructorId: andina })).toBe(0);
    await t.db.delete(notifications);
  });
});

describe('change-state, delete and restore', () => {
  it('marks Read and NotRead, and refuses another user’s id with 404, changing nothing', async () => {
    const a = await note(ids.aa, 'Uno');
    const b = await note(ids.aa, 'Dos');
    const theirs = await note(ids.oa, 'De otro');
    const res = await put(s.aa, 'change-state-habitat-notification', [
      { NotificationId: a, SellerId: projectA, NotificationState: 'Read' },
      { NotificationId: b, NotificationState: 'Read' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ total: 2 });
    expect((await list(s.aa)).totalUnRead).toBe(0);
    const back = await put(s.aa, 'change-state-habitat-notification', [
      { NotificationId: b, NotificationState: 'NotRead' },
    ]);
    expect(back.json()).toEqual({ total: 1 });
    expect((await stateOf(b)).notificationState).toBe('NotRead');
    const mixed = await put(s.aa, 'change-state-habitat-notification', [
      { NotificationId: b, NotificationState: 'Read' },
      { NotificationId: theirs, NotificationState: 'Read' },
    ]);
    expect(mixed.statusCode).toBe(404);
    expect(mixed.json()).toEqual({ Message: NOT_FOUND });
    expect((await stateOf(b)).notificationState).toBe('NotRead');
    expect((await stateOf(theirs)).notificationState).toBe('NotRead');
    await t.db.delete(notifications);
  });

  it('deletes softly and "Deshacer" restores each with the read state it had', async () => {
    const read = await note(ids.aa, 'Leída', { state: 'Read', hoursAgo: 2 });
    const unread = await note(ids.aa, 'Sin leer', { hoursAgo: 1 });
    const kept = await note(ids.aa, 'Queda', { hoursAgo: 3 });
    const del = await put(s.aa, 'delete-habitat-notifications', [
      { NotificationId: read, SellerId: projectA },
      { NotificationId: unread, SellerId: projectA },
    ]);
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json()).toEqual({ total: 2 });
    const after = await list(s.aa);
    expect(after.data.map((n) => n.id)).toEqual([kept]);
    expect(after).toMatchObject({ totalData: 1, totalUnRead: 1 });
    expect(await count(s.aa)).toBe(1);
    expect((await stateOf(read)).deletedAt).not.toBeNull();
    // A deleted one cannot be marked or deleted again.
    const again = await put(s.aa, 'delete-habitat-notifications', [{ NotificationId: read }]);
    expect(again.statusCode).toBe(404);
    const restore = await put(s.aa, 'update-habitat-notification', [
      { NotificationId: read, Restore: true },
      { NotificationId: unread, Restore: true },
    ]);
    expect(restore.statusCode, restore.body).toBe(200);
    expect(restore.json()).toEqual({ total: 2 });
    const restored = await list(s.aa);
    expect(restored.data.map((n) => [n.title, n.notificationState])).toEqual([
      ['Sin leer', 'NotRead'],
      ['Leída', 'Read'],
      ['Queda', 'NotRead'],
    ]);
    expect(restored.totalUnRead).toBe(2);
    await t.db.delete(notifications);
  });

  it("refuses to delete or restore another user's notification (404, nothing changed)", async () => {
    const theirs = await note(ids.oa, 'De otro');
    const del = await put(s.aa, 'delete-habitat-notifications', [{ NotificationId: theirs }]);
    expect(del.statusCode).toBe(404);
    expect(del.json()).toEqual({ Message: NOT_FOUND });
    expect((await stateOf(theirs)).deletedAt).toBeNull();
    await t.db.update(notifications).set({ deletedAt: new Date() }).where(eq(notifications.id, theirs));
    const restore = await put(s.aa, 'update-habitat-notification', [
      { NotificationId: theirs, Restore: true },
    ]);
    expect(restore.statusCode).toBe(404);
    expect((await stateOf(theirs)).deletedAt).not.toBeNull();
    await t.db.delete(notifications);
  });
});

describe('who may call them', () => {
  it.each([
    ['GET', 'get-all', undefined],
    ['GET', 'get-by-notification-state-count', undefined],
    ['PUT', 'change-state-habitat-notification', 'Read'],
    ['PUT', 'delete-habitat-notifications', undefined],
    ['PUT', 'update-habitat-notification', undefined],
    ['GET', 'stream', undefined],
  ] as const)('Visualizador_Seller: %s %s → 403', async (method, call, state) => {
    const visor = await idOf(t.db, 'users', 'visor@andina.test');
    const id = await note(visor, 'Del visor');
    const payload =
      method === 'PUT'
        ? [
            {
              NotificationId: id,
              ...(state ? { NotificationState: state } : {}),
              ...(call.startsWith('update') ? { Restore: true } : {}),
            },
          ]
        : undefined;
    const res = await t.app.inject({ method, url: `${BASE}/${call}`, headers: s.va.headers, payload });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toEqual({ Message: FORBIDDEN });
    expect((await stateOf(id)).notificationState).toBe('NotRead');
    await t.db.delete(notifications);
  });

  it('refuses bad input with a Spanish message', async () => {
    const res = await put(s.aa, 'change-state-habitat-notification', [
      { NotificationId: 'x', NotificationState: 'Leída' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(typeof (res.json() as { Message: string }).Message).toBe('string');
    const bad = await t.app.inject({ url: `${BASE}/get-all?State=Todas`, headers: s.aa.headers });
    expect(bad.statusCode).toBe(400);
  });
});

describe("the admin side panel counts the caller's own unread rows per builder", () => {
  it('get-all of builders with IsWithNotification, and the builder detail', async () => {
    const admin = await idOf(t.db, 'users', 'admin.banco@tu360.test');
    await note(ids.sa, 'Mía 1');
    await note(ids.sa, 'Mía 2');
    await note(ids.sa, 'Mía leída', { state: 'Read' });
    await note(ids.sa, 'De Capital', { constructorId: capital, sellerId: capitalStore, isRealState: true });
    // Other users' unread rows of the same builders are not the superadmin's.
    await note(admin, 'Del otro admin');
    await note(ids.aa, 'Del admin de Andina');
    const res = await t.app.inject({
      url: '/api/seller/api/constructor/v2/get-all?PageSize=200&IsWithNotification=true',
      headers: s.sa.headers,
    });
    const counts = Object.fromEntries(
      (res.json() as { data: { id: string; totalNotification: number }[] }).data.map((b) => [
        b.id,
        b.totalNotification,
      ]),
    );
    expect(counts[andina]).toBe(2);
    expect(counts[capital]).toBe(1);
    const detail = await t.app.inject({
      url: `/api/seller/api/constructor/v2/get-constructor-by-id?constructorId=${andina}`,
      headers: s.aa.headers,
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect((detail.json() as { totalNotification: number }).totalNotification).toBe(1);
    await t.db.delete(notifications);
  });
});
