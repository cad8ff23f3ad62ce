import type { AddressInfo } from 'node:net';
import type { NotificationEvent } from '@tu360/domain/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../src/db/schema.ts';
import { announce, notify } from '../src/modules/notifications/notify.ts';
import { constructorIdByName, projectFactory, propertyFactory } from './factories/index.ts';
import { createTestApp, idOf, login, type TestApp } from './helper.ts';
import { testDbKind } from './test-database.ts';

// The live notifications (issue 14) over real HTTP, as the portal reads them: fetch with the bearer header,
// text/event-stream, one stream per tab.

const STREAM = '/api/notification/api/notification/v2/stream';

interface Received {
  event: string;
  data: NotificationEvent;
  at: number;
}

async function until(what: string, check: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`no ocurrió a tiempo: ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Opens a stream on a listening app and parses its events as they arrive. */
async function openStream(t: TestApp, token: string) {
  const { port } = t.app.server.address() as AddressInfo;
  const controller = new AbortController();
  const res = await fetch(`http://127.0.0.1:${port}${STREAM}`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  const s = { res, events: [] as Received[], comments: 0, ended: false, close: () => controller.abort() };
  if (!res.body) throw new Error('sin cuerpo');
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        for (let i = buffer.indexOf('\n\n'); i >= 0; i = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, i);
          buffer = buffer.slice(i + 2);
          if (block.startsWith(':')) s.comments++;
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) s.events.push({ event, data: JSON.parse(data), at: Date.now() });
        }
      }
    } catch {
      // aborted by the test
    }
    s.ended = true;
  })();
  return s;
}

let t: TestApp;
let andina: string;
const id: Record<string, string> = {};
const tokens: Record<string, string> = {};

const note = (title: string) => ({
  constructorId: andina,
  sellerId: null,
  title,
  message: `<p>${title}</p>`,
  type: 'Product' as const,
  operation: 'Create',
  link: '/catalogo/inmuebles',
});

beforeAll(async () => {
  t = await createTestApp({}, { notificationHeartbeatMs: 300 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  andina = await constructorIdByName(t.db, 'Constructora Andina');
  for (const u of [
    'admin@andina.test',
    'operativo@andina.test',
    'admin@horizonte.test',
    'asesor@andina.test',
  ]) {
    id[u] = await idOf(t.db, 'users', u);
    tokens[u] = (await login(t.app, u)).access_token;
  }
  await t.db.delete(notifications);
});
afterAll(() => t.close());

describe('the stream of a signed-in tab', () => {
  it('starts with the unread total, then sends the new total and the new notification within 2 s of a commit', async () => {
    await t.db.transaction((tx) => notify(tx, [id['admin@andina.test']], note('Antes')));
    const s = await openStream(t, tokens['admin@andina.test']);
    expect(s.res.status).toBe(200);
    expect(s.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(s.res.headers.get('cache-control')).toBe('no-store');
    await until('el primer evento', () => s.events.length === 1);
    expect(s.events[0]).toMatchObject({ event: 'notification', data: { totalUnRead: 1 } });
    expect(s.events[0].data.notification).toBeUndefined();
    // A real change through the API: approving a property tells the project's readers.
    const project = await projectFactory(t.db, andina, { status: 'Synchronized' });
    const p = await propertyFactory(t.db, project, { status: 'OnApprobation', name: 'En vivo' });
    const sa = await login(t.app, 'superadmin@tu360.test');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/product/api/v5/onapprobation-realstates',
      headers: sa.headers,
      payload: [{ ProductId: p.productId, SellerId: project.id, Message: '' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const committed = Date.now();
    await until('el evento del cambio', () => s.events.length === 2, 2000);
    expect(s.events[1].at - committed).toBeLessThan(2000);
    expect(s.events[1].data).toMatchObject({
      totalUnRead: 2,
      notification: {
        title: 'Inmueble aprobado',
        message: 'El inmueble <b>En vivo</b> fue aprobado y ya está publicado en la tienda.',
        notificationState: 'NotRead',
        sellerId: project.id,
        link: `/catalogo/inmuebles/${p.productId}`,
      },
    });
    s.close();
  });

  it("another tab's read, delete and restore update the count, without a notification", async () => {
    const a = await login(t.app, 'admin@andina.test');
    const s = await openStream(t, tokens['admin@andina.test']);
    await until('el primer evento', () => s.events.length === 1);
    const before = s.events[0].data.totalUnRead;
    const [first] = await t.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.recipientId, id['admin@andina.test']))
      .limit(1);
    const put = (call: string, body: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/notification/api/notification/v2/${call}`,
        headers: a.headers,
        payload: [{ NotificationId: first.id, ...body }],
      });
    expect((await put('change-state-habitat-notification', { NotificationState: 'Read' })).statusCode).toBe(
      200,
    );
    await until('el evento de leída', () => s.events.length === 2);
    expect(s.events[1].data).toEqual({ totalUnRead: before - 1 });
    expect(
      (await put('change-state-habitat-notification', { NotificationState: 'NotRead' })).statusCode,
    ).toBe(200);
    await until('el evento de no leída', () => s.events.length === 3);
    expect((await put('delete-habitat-notifications', {})).statusCode).toBe(200);
    await until('el evento de eliminada', () => s.events.length === 4);
    expect(s.events[3].data).toEqual({ totalUnRead: before - 1 });
    expect((await put('update-habitat-notification', { Restore: true })).statusCode).toBe(200);
    await until('el evento de restaurada', () => s.events.length === 5);
    expect(s.events[4].data).toEqual({ totalUnRead: before });
    s.close();
  });

  it("sends the caller's events only", async () => {
    const mine = await openStream(t, tokens['admin@horizonte.test']);
    const theirs = await openStream(t, tokens['operativo@andina.test']);
    await until('los primeros eventos', () => mine.events.length === 1 && theirs.events.length === 1);
    await t.db.transaction((tx) => notify(tx, [id['operativo@andina.test']], note('Solo de Andina')));
    await until('el evento del otro', () => theirs.events.length === 2);
    await t.db.transaction((tx) => notify(tx, [id['admin@horizonte.test']], note('De Horizonte')));
    await until('el evento propio', () => mine.events.length === 2);
    expect(mine.events.map((e) => e.data.notification?.title)).toEqual([undefined, 'De Horizonte']);
    expect(JSON.stringify(mine.events)).not.toContain('Solo de Andina');
    mine.close();
    theirs.close();
  });

  it('each tab of one user gets the event and the new notification, and only once', async () => {
    const tabs = await Promise.all([1, 2, 3].map(() => openStream(t, tokens['admin@horizonte.test'])));
    await until('los primeros eventos', () => tabs.every((s) => s.events.length === 1));
    const before = tabs[0].events[0].data.totalUnRead;
    await t.db.transaction((tx) => notify(tx, [id['admin@horizonte.test']], note('Para tres pestañas')));
    await until('el evento en cada pestaña', () => tabs.every((s) => s.events.length === 2));
    for (const s of tabs)
      expect(s.events[1].data).toMatchObject({
        totalUnRead: before + 1,
        notification: { title: 'Para tres pestañas' },
      });
    // A change that brings no new notification (another tab reads it) sends the count alone.
    await t.db
      .update(notifications)
      .set({ notificationState: 'Read' })
      .where(eq(notifications.title, 'Para tres pestañas'));
    await t.db.transaction((tx) => announce(tx, [id['admin@horizonte.test']]));
    await until('el segundo evento en cada pestaña', () => tabs.every((s) => s.events.length === 3));
    for (const s of tabs) expect(s.events[2].data).toEqual({ totalUnRead: before });
    for (const s of tabs) s.close();
  });

  it('keeps a quiet stream alive with heartbeats, and ends it once the user is deactivated', async () => {
    const s = await openStream(t, tokens['asesor@andina.test']);
    await until('dos latidos', () => s.comments >= 2);
    expect(s.ended).toBe(false);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, id['asesor@andina.test']));
    try {
      await until('el fin del flujo', () => s.ended);
    } finally {
      await t.db.update(users).set({ isActive: true }).where(eq(users.id, id['asesor@andina.test']));
    }
  });

  it('ends at the first event after a logout, having sent nothing more', async () => {
    const session = await login(t.app, 'operativo@andina.test');
    const s = await openStream(t, session.access_token);
    await until('el primer evento', () => s.events.length === 1);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/auth/connect/endsession?token=${session.refresh_token}`,
    });
    expect(res.statusCode).toBe(204);
    await t.db.transaction((tx) => notify(tx, [id['operativo@andina.test']], note('Tras salir')));
    await until('el fin del flujo', () => s.ended);
    expect(s.events).toHaveLength(1);
  });

  it('refuses a missing or bad token with 401, before any stream', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}${STREAM}`, {
      headers: { authorization: 'Bearer x.y.z' },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ Message: expect.any(String) });
  });

  it('a tab that hung up disturbs neither the announcements nor the next tab', async () => {
    const s = await openStream(t, tokens['admin@andina.test']);
    await until('el primer evento', () => s.events.length === 1);
    s.close();
    // Announcing to a user whose tab is gone writes to nobody and breaks nothing.
    await t.db.transaction((tx) => notify(tx, [id['admin@andina.test']], note('Sin pestaña')));
    const unread = await t.db.$count(
      notifications,
      and(
        eq(notifications.recipientId, id['admin@andina.test']),
        eq(notifications.notificationState, 'NotRead'),
      ),
    );
    const again = await openStream(t, tokens['admin@andina.test']);
    // On PostgreSQL the NOTIFY of that commit may reach the instance after this tab has opened, and then it
    // counts as a change for the new tab too: one or two events, each with the same total, none with an error.
    await until('el primer evento', () => again.events.length >= 1);
    expect(again.res.status).toBe(200);
    expect(again.events[0].data).toEqual({ totalUnRead: unread });
    again.close();
  });
});

describe(`two app instances on one database (${testDbKind()})`, () => {
  it('an event raised on one reaches a stream on the other within 2 s', async () => {
    const second = await createTestApp({}, { sameDatabaseAs: t });
    try {
      await second.app.listen({ port: 0, host: '127.0.0.1' });
      // The stream is on the second instance, signed in there.
      const s = await openStream(second, (await login(second.app, 'admin@andina.test')).access_token);
      await until('el primer evento', () => s.events.length === 1);
      // The change goes through the first instance's API.
      const project = await projectFactory(t.db, andina, { status: 'Synchronized' });
      const p = await propertyFactory(t.db, project, { status: 'OnApprobation', name: 'Otra instancia' });
      const sa = await login(t.app, 'superadmin@tu360.test');
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/product/api/v5/update-state',
        headers: sa.headers,
        payload: { ProductId: p.productId, Status: 'Rejected', Message: 'Faltan planos' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const committed = Date.now();
      // The event that brings the notification (a count-only event of an earlier commit may come before it).
      const arrived = () => s.events.find((e) => e.data.notification);
      await until('el evento en la otra instancia', () => arrived() !== undefined, 2000);
      expect(arrived()?.at ?? Infinity).toBeLessThan(committed + 2000);
      expect(arrived()?.data.notification).toMatchObject({
        title: 'Inmueble rechazado',
        message: 'El inmueble <b>Otra instancia</b> fue rechazado: Faltan planos',
      });
      s.close();
    } finally {
      await second.close();
    }
  });
});

describe('closing the app', () => {
  it('ends the open streams, so that it closes at once', async () => {
    const other = await createTestApp();
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const s = await openStream(other, (await login(other.app, 'admin@andina.test')).access_token);
    await until('el primer evento', () => s.events.length === 1);
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(5000);
    await until('el fin del flujo', () => s.ended);
  });
});
