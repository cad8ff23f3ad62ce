import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { NotificationItem } from '@tu360/domain/contracts';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session-store.ts';
import { storeUser } from '../../test/fixtures.ts';
import { queryWrapper } from '../../test/query-wrapper.tsx';
import { NotificationBell } from './components/notification-bell.tsx';

const STREAM = '/api/notification/api/notification/v2/stream';
const COUNT = '/api/notification/api/notification/v2/get-by-notification-state-count';
const GET_ALL = '/api/notification/api/notification/v2/get-all';

const NOTE: NotificationItem = {
  id: '00000000-0000-4000-8000-000000000001',
  sellerId: null,
  constructorId: '33333333-3333-4333-8333-333333333333',
  title: 'Inmueble rechazado',
  message: 'El inmueble <b>Casa 4</b> fue rechazado: faltan fotos.',
  creationTime: '2026-11-24T20:05:00.000Z',
  type: 'Product',
  operation: 'Reported',
  notificationState: 'NotRead',
  link: null,
};

/** The API: the unread count, a list, and the event stream, written to by the test. */
function serve() {
  const encoder = new TextEncoder();
  let push: (text: string) => void = () => {};
  const sent: { path: string; auth: string | undefined; query: URLSearchParams }[] = [];
  let list: NotificationItem[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const auth = (init?.headers as Record<string, string> | undefined)?.Authorization;
      sent.push({ path: url.pathname, auth, query: url.searchParams });
      if (url.pathname === STREAM) {
        const body = new ReadableStream<Uint8Array>({
          start(c) {
            push = (text) => c.enqueue(encoder.encode(text));
          },
        });
        return { status: 200, ok: true, body } as unknown as Response;
      }
      const json =
        url.pathname === COUNT
          ? { totalData: 2 }
          : url.pathname === GET_ALL
            ? { data: list, totalData: list.length, totalUnRead: list.length }
            : { Message: 'No encontrado' };
      return {
        status: url.pathname === COUNT || url.pathname === GET_ALL ? 200 : 404,
        ok: url.pathname === COUNT || url.pathname === GET_ALL,
        headers: new Headers({ 'content-type': 'application/json' }),
        text: async () => JSON.stringify(json),
      } as unknown as Response;
    }),
  );
  return {
    sent,
    push: (text: string) => push(text),
    setList: (items: NotificationItem[]) => {
      list = items;
    },
  };
}

function renderBell() {
  const { client } = queryWrapper();
  const builders = ['builders', { realState: false, withNotification: true, keyword: '' }];
  client.setQueryData(builders, { pages: [], pageParams: [] });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/inicio']}>
        <Routes>
          <Route path="/inicio" element={<NotificationBell />} />
          <Route path="/notificaciones" element={<h1>Página de notificaciones</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { client, builders };
}

beforeEach(() => {
  session.loginSuccess({ user: storeUser(), access_token: 'tok-1', refresh_token: 'r' });
});
afterEach(() => {
  // Signing out closes the tab's stream.
  session.logout();
});

describe('the bell: unread count, live', () => {
  it('shows the unread count and changes it when an event arrives, without reloading', async () => {
    const server = serve();
    const { client, builders } = renderBell();
    expect(await screen.findByRole('button', { name: 'Notificaciones, 2 sin leer' })).toBeTruthy();
    await waitFor(() => expect(server.sent.some((r) => r.path === STREAM)).toBe(true));
    expect(server.sent.find((r) => r.path === STREAM)?.auth).toBe('Bearer tok-1');

    // The total the server sends when the stream opens, cut in two chunks, after a heartbeat.
    server.push(': ping\n\nevent: notifica');
    server.push('tion\ndata: {"totalUnRead":3}\n\n');
    expect(await screen.findByRole('button', { name: 'Notificaciones, 3 sin leer' })).toBeTruthy();
    expect(within(screen.getByRole('button', { name: /Notificaciones/ })).getByText('3')).toBeTruthy();

    // A new notification: the count, and the admin side panel's per-builder counts load again.
    expect(client.getQueryState(builders)?.isInvalidated).toBe(false);
    server.push(`event: notification\ndata: ${JSON.stringify({ totalUnRead: 4, notification: NOTE })}\n\n`);
    expect(await screen.findByRole('button', { name: 'Notificaciones, 4 sin leer' })).toBeTruthy();
    expect(client.getQueryState(builders)?.isInvalidated).toBe(true);
    // The count came from the event: it was asked for once.
    expect(server.sent.filter((r) => r.path === COUNT)).toHaveLength(1);

    server.push('event: notification\ndata: {"totalUnRead":0}\n\n');
    expect(await screen.findByRole('button', { name: 'Notificaciones' })).toBeTruthy();
  });

  it('opens the latest notifications, with "Ver todas" to the page', async () => {
    const server = serve();
    server.setList([NOTE]);
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notificaciones, 2 sin leer' });
    expect(server.sent.some((r) => r.path === GET_ALL)).toBe(false);
    fireEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Últimas notificaciones' });
    expect(await within(panel).findByText('Inmueble rechazado')).toBeTruthy();
    expect(within(panel).getByText('Sin leer 1')).toBeTruthy();
    const list = server.sent.find((r) => r.path === GET_ALL);
    expect(Object.fromEntries(list?.query ?? [])).toEqual({ PageNumber: '1', PageSize: '14' });
    fireEvent.click(within(panel).getByRole('link', { name: 'Ver todas' }));
    expect(await screen.findByRole('heading', { name: 'Página de notificaciones' })).toBeTruthy();
  });
});
