import { es } from '@tu360/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constructors, notifications } from '../src/db/schema.ts';
import { createTestApp, idOf, login, type Query, queryString, type Session, type TestApp } from './helper.ts';

const LIST = '/api/seller/api/constructor/v2/get-all';

interface Builder {
  id: string;
  name: string;
  nit: string;
  logo: string | null;
  realState: boolean;
  state: boolean;
  totalNotification: number;
}
interface Page {
  data: Builder[];
  totalData: number;
}

const BUILDERS = [
  'aurora Constructores',
  'Constructora Andina',
  'Constructora Horizonte',
  'Constructora Pacífico',
];
const AGENCIES = ['Bienes Raíces del Valle', 'Inmobiliaria Capital'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/seller/api/constructor/v2/get-all', () => {
  const sessions = new Map<string, Session>();
  beforeAll(async () => {
    for (const user of [
      'superadmin@tu360.test',
      'visor.banco@tu360.test',
      'admin@andina.test',
      'visor@andina.test',
    ])
      sessions.set(user, await login(t.app, user));
  });

  const list = (query: Query, user = 'superadmin@tu360.test') =>
    t.app.inject({ url: `${LIST}?${queryString(query)}`, headers: sessions.get(user)?.headers });
  const page = async (query: Query, user?: string) => {
    const res = await list(query, user);
    expect(res.statusCode).toBe(200);
    return res.json() as Page;
  };

  it.each(['superadmin@tu360.test', 'visor.banco@tu360.test'])(
    'is open to the platform admin %s',
    async (user) => {
      const body = await page({ PageNumber: 1, PageSize: 50 }, user);
      expect(body.totalData).toBe(6);
    },
  );

  it.each(['admin@andina.test', 'visor@andina.test'])('answers 403 to the store user %s', async (user) => {
    const res = await list({ PageNumber: 1, PageSize: 50 }, user);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ Message: es.auth.forbidden });
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ url: LIST });
    expect(res.statusCode).toBe(401);
  });

  it('sorts by name without regard to case ("aurora Constructores" first among builders)', async () => {
    expect((await page({ IsRealEstate: 'false' })).data.map((b) => b.name)).toEqual(BUILDERS);
    expect((await page({ IsRealEstate: 'true' })).data.map((b) => b.name)).toEqual(AGENCIES);
    expect((await page({})).data.map((b) => b.name)).toEqual([
      'aurora Constructores',
      'Bienes Raíces del Valle',
      'Constructora Andina',
      'Constructora Horizonte',
      'Constructora Pacífico',
      'Inmobiliaria Capital',
    ]);
  });

  it('filters builders and agencies with IsRealEstate', async () => {
    const builders = await page({ IsRealEstate: 'false' });
    expect(builders.totalData).toBe(BUILDERS.length);
    expect(builders.data.every((b) => b.realState === false)).toBe(true);
    const agencies = await page({ IsRealEstate: 'true' });
    expect(agencies.totalData).toBe(AGENCIES.length);
    expect(agencies.data.every((b) => b.realState === true)).toBe(true);
  });

  it('describes each builder with NIT, state and a logo URL', async () => {
    const [andina] = (await page({ Keyword: 'Andina' })).data;
    expect(andina).toMatchObject({
      name: 'Constructora Andina',
      nit: '900123456-1',
      realState: false,
      state: true,
      totalNotification: 0,
      logo: expect.stringMatching(/^\/api\/files\/[0-9a-f-]{36}$/),
    });
  });

  it("counts the caller's own unread notifications per builder with IsWithNotification", async () => {
    const body = await page({ IsWithNotification: 'true', PageSize: 200 });
    const superadmin = await idOf(t.db, 'users', 'superadmin@tu360.test');
    for (const b of body.data) {
      const unread = await t.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.recipientId, superadmin),
            eq(notifications.constructorId, b.id),
            eq(notifications.notificationState, 'NotRead'),
            isNull(notifications.deletedAt),
          ),
        );
      expect(b.totalNotification, b.name).toBe(unread.length);
    }
    expect(body.data.some((b) => b.totalNotification > 0)).toBe(true);
    // Without the flag, no counts.
    const plain = await page({ IsWithNotification: 'false', PageSize: 200 });
    expect(plain.data.every((b) => b.totalNotification === 0)).toBe(true);
  });

  it('pages: PageNumber 2 with PageSize 2, and totalData stays the full count past the end', async () => {
    const second = await page({ IsRealEstate: 'false', PageNumber: 2, PageSize: 2 });
    expect(second.data.map((b) => b.name)).toEqual(BUILDERS.slice(2, 4));
    expect(second.totalData).toBe(BUILDERS.length);
    const beyond = await page({ IsRealEstate: 'false', PageNumber: 3, PageSize: 2 });
    expect(beyond).toEqual({ data: [], totalData: BUILDERS.length });
    const far = await page({ PageNumber: 40, PageSize: 50 });
    expect(far).toEqual({ data: [], totalData: 6 });
  });

  it('applies the keyword only past 2 characters, without regard to case', async () => {
    expect((await page({ Keyword: 'co' })).totalData).toBe(6);
    expect((await page({ Keyword: 'CONS' })).data.map((b) => b.name)).toEqual(BUILDERS);
    expect((await page({ Keyword: 'capital' })).data.map((b) => b.name)).toEqual(['Inmobiliaria Capital']);
    expect(await page({ Keyword: 'zzz' })).toEqual({ data: [], totalData: 0 });
  });

  it.each([
    { name: 'IsRealEstate=yes', query: { IsRealEstate: 'yes' } },
    { name: 'PageSize=201', query: { PageSize: 201 } },
    { name: 'PageNumber=0', query: { PageNumber: 0 } },
  ])('answers 400 with a Spanish Message for $name', async ({ query }) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect((res.json() as { Message: string }).Message).toMatch(/^El campo \w+ no es válido\.$/);
  });
});

// Marks two Andina notifications read or deleted: the other tests compare counts with the rows, whenever they run.
describe('get-all unread counts', () => {
  it('leave out read and deleted notifications', async () => {
    const [andina] = await t.db
      .select()
      .from(constructors)
      .where(eq(constructors.name, 'Constructora Andina'));
    const s = await login(t.app, 'superadmin@tu360.test');
    const count = async () => {
      const res = await t.app.inject({
        url: `${LIST}?Keyword=Andina&IsWithNotification=true`,
        headers: s.headers,
      });
      return (res.json() as Page).data[0].totalNotification;
    };
    const before = await count();
    expect(before).toBeGreaterThanOrEqual(2);
    const superadmin = await idOf(t.db, 'users', 'superadmin@tu360.test');
    const unread = await t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.recipientId, superadmin),
          eq(notifications.constructorId, andina.id),
          eq(notifications.notificationState, 'NotRead'),
        ),
      );
    await t.db
      .update(notifications)
      .set({ notificationState: 'Read' })
      .where(eq(notifications.id, unread[0].id));
    await t.db.update(notifications).set({ deletedAt: new Date() }).where(eq(notifications.id, unread[1].id));
    expect(await count()).toBe(before - 2);
  });
});
