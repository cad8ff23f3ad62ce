import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { NotificationItem } from '@tu360/domain/contracts';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session-store.ts';
import { type FakeAnswer, fakeFetch, type SentRequest } from '../../test/fake-fetch.ts';
import { storeUser } from '../../test/fixtures.ts';
import { queryWrapper } from '../../test/query-wrapper.tsx';
import NotificationsPage from './routes/notifications-page.tsx';

const SELLER = '22222222-2222-4222-8222-222222222222';
const BUILDER = '33333333-3333-4333-8333-333333333333';
const GET_ALL = '/api/notification/api/notification/v2/get-all';
const CHANGE_STATE = '/api/notification/api/notification/v2/change-state-habitat-notification';
const DELETE = '/api/notification/api/notification/v2/delete-habitat-notifications';
const RESTORE = '/api/notification/api/notification/v2/update-habitat-notification';

const idOf = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

function item(i: number, over: Partial<NotificationItem> = {}): NotificationItem {
  return {
    id: idOf(i),
    sellerId: SELLER,
    constructorId: BUILDER,
    title: `Aviso ${i}`,
    message: `Mensaje ${i}`,
    creationTime: '2026-11-24T20:05:00.000Z',
    type: 'Product',
    operation: 'Reported',
    notificationState: 'Read',
    link: null,
    ...over,
  };
}

/**
 * A server holding the user's notifications: get-all pages them (newest first as given) and filters by keyword;
 * delete hides rows, restore brings them back as they were; `fail` answers a PUT with an error.
 */
function serve(rows: NotificationItem[], fail?: (req: SentRequest) => FakeAnswer | undefined) {
  const deleted = new Set<string>();
  const server = fakeFetch((req) => {
    const failure = fail?.(req);
    if (failure) return failure;
    if (req.path === GET_ALL) {
      const page = Number(req.query.get('PageNumber'));
      const size = Number(req.query.get('PageSize'));
      const keyword = req.query.get('Keyword')?.toLowerCase();
      const live = rows.filter((r) => !deleted.has(r.id));
      const hits = live.filter((r) => !keyword || r.title.toLowerCase().includes(keyword));
      return {
        json: {
          data: hits.slice((page - 1) * size, page * size),
          totalData: hits.length,
          totalUnRead: live.filter((r) => r.notificationState === 'NotRead').length,
        },
      };
    }
    const body = JSON.parse(String(req.body ?? '[]')) as {
      NotificationId: string;
      NotificationState?: 'Read';
    }[];
    if (req.path === CHANGE_STATE) {
      for (const b of body) {
        const row = rows.find((r) => r.id === b.NotificationId);
        if (row) row.notificationState = 'Read';
      }
      return { json: { total: body.length } };
    }
    if (req.path === DELETE) {
      for (const b of body) deleted.add(b.NotificationId);
      return { json: { total: body.length } };
    }
    if (req.path === RESTORE) {
      for (const b of body) deleted.delete(b.NotificationId);
      return { json: { total: body.length } };
    }
    return { status: 404, json: { Message: 'No encontrado' } };
  });
  return server;
}

const listCalls = (sent: SentRequest[]) => sent.filter((r) => r.path === GET_ALL);
const bodyOf = (sent: SentRequest[], path: string) =>
  JSON.parse(String(sent.find((r) => r.path === path)?.body));

function renderPage() {
  const { client } = queryWrapper();
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/notificaciones']}>
        <Routes>
          <Route path="/notificaciones" element={<NotificationsPage />} />
          <Route path="/catalogo/inmuebles/editar/:id" element={<h1>Página del inmueble</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const rowOf = (title: string) =>
  screen.getAllByRole('listitem').find((li) => within(li).queryByText(title)) as HTMLElement;

function signInStoreUser() {
  session.loginSuccess({ user: storeUser(), access_token: 'a', refresh_token: 'r' });
  session.selectSeller({
    id: SELLER,
    name: 'Torres del Río',
    role: 'Admintrador_Seller',
    logo: null,
    nit: null,
    status: 'Synchronized',
  });
}

beforeEach(() => {
  session.logout();
});

describe('Notificaciones: the list', () => {
  beforeEach(signInStoreUser);

  it('shows each notification’s title, a 65-character preview keeping its markup, and 12-hour Colombian time and date', async () => {
    serve([
      item(1, {
        title: 'Inmueble rechazado',
        message:
          'El inmueble <b>Apartamento 1203 Torre Norte</b> fue rechazado: las fotos no corresponden al inmueble.',
        notificationState: 'NotRead',
      }),
      // 02:30 UTC on the 25th is still the 24th, 9:30 p. m., in Bogotá.
      item(2, {
        title: 'Aviso largo',
        message: `Aviso: <i>${'x'.repeat(100)}</i>`,
        creationTime: '2026-11-25T02:30:00.000Z',
      }),
    ]);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Notificaciones' })).toBeTruthy();
    const first = await waitFor(() => rowOf('Inmueble rechazado'));
    const preview = within(first).getByText((_, el) => el?.tagName === 'SPAN' && !!el.querySelector('b'));
    expect(preview.textContent).toBe('El inmueble Apartamento 1203 Torre Norte fue rechazado: las fotos…');
    expect(preview.querySelector('b')?.textContent).toBe('Apartamento 1203 Torre Norte');
    expect(within(first).getByText('3:05 p. m.', { exact: false }).textContent).toBe(
      '3:05 p. m. · 24/11/2026',
    );
    expect(within(first).getByText('(No leída)', { exact: false })).toBeTruthy();
    const second = rowOf('Aviso largo');
    expect(second.innerHTML).toContain(`Aviso: <i>${'x'.repeat(58)}…</i>`);
    expect(within(second).getByText('9:30 p. m.', { exact: false }).textContent).toBe(
      '9:30 p. m. · 24/11/2026',
    );
    expect(within(second).queryByText('(No leída)', { exact: false })).toBeNull();
    expect(within(first).getByRole('button', { name: 'Eliminar notificación' })).toBeTruthy();
    // "Sin leer {count}" with the server's unread total.
    expect(screen.getByRole('button', { name: 'Sin leer 1' })).toBeTruthy();
  });

  it('asks for the selected project’s notifications, 14 a page', async () => {
    const { sent } = serve([item(1)]);
    renderPage();
    await screen.findByText('Aviso 1');
    const q = listCalls(sent)[0].query;
    expect(Object.fromEntries(q)).toEqual({ SellerId: SELLER, PageNumber: '1', PageSize: '14' });
  });

  it('sends the keyword 500 ms after the last keystroke, and the new page 1 replaces the list', async () => {
    const { sent } = serve([item(1, { title: 'Torre Norte' }), item(2, { title: 'Casa Sur' })]);
    renderPage();
    await screen.findByText('Casa Sur');
    vi.useFakeTimers();
    const search = screen.getByRole('searchbox', { name: 'Buscar notificaciones' });
    fireEvent.change(search, { target: { value: 'To' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    fireEvent.change(search, { target: { value: 'Torre' } });
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(listCalls(sent).filter((r) => r.query.has('Keyword'))).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    // The query library schedules its work on timers too: let it run before real time comes back.
    await act(() => vi.advanceTimersByTimeAsync(50));
    vi.useRealTimers();
    await waitFor(() => expect(screen.queryByText('Casa Sur')).toBeNull());
    expect(await screen.findByText('Torre Norte')).toBeTruthy();
    const keywords = listCalls(sent).map((r) => r.query.get('Keyword'));
    expect(keywords).toEqual([null, 'Torre']);
    expect(listCalls(sent)[1].query.get('PageNumber')).toBe('1');
  });

  it('sends the date filter as the range of Colombian days it stands for', async () => {
    // 03:00 UTC on 25 Nov 2026 is 10 p. m. on the 24th in Bogotá: "Ayer" is the 23rd there.
    vi.useFakeTimers({ now: new Date('2026-11-25T03:00:00.000Z'), toFake: ['Date'] });
    const { sent } = serve([item(1)]);
    renderPage();
    await screen.findByText('Aviso 1');
    const dates = screen.getByRole('combobox', { name: 'Fecha' });
    expect(
      within(dates)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Todas', 'Hoy', 'Ayer', 'Semana pasada', 'Mes pasado']);
    fireEvent.change(dates, { target: { value: 'yesterday' } });
    await waitFor(() => expect(listCalls(sent)).toHaveLength(2));
    expect(listCalls(sent)[1].query.get('From')).toBe('2026-11-23T05:00:00.000Z');
    expect(listCalls(sent)[1].query.get('To')).toBe('2026-11-24T05:00:00.000Z');
    fireEvent.change(dates, { target: { value: 'lastMonth' } });
    await waitFor(() => expect(listCalls(sent)).toHaveLength(3));
    expect(listCalls(sent)[2].query.get('From')).toBe('2026-10-01T05:00:00.000Z');
    expect(listCalls(sent)[2].query.get('To')).toBe('2026-11-01T05:00:00.000Z');
    fireEvent.change(dates, { target: { value: 'all' } });
    await waitFor(() => expect(screen.getByText('Aviso 1')).toBeTruthy());
    expect(listCalls(sent).at(-1)?.query.has('From')).toBe(false);
  });

  it('"Sin leer" shows only the unread ones', async () => {
    const { sent } = serve([
      item(1, { notificationState: 'NotRead' }),
      item(2),
      item(3, { notificationState: 'NotRead' }),
    ]);
    renderPage();
    const unread = await screen.findByRole('button', { name: 'Sin leer 2' });
    expect(unread.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(unread);
    await waitFor(() => expect(listCalls(sent)).toHaveLength(2));
    expect(listCalls(sent)[1].query.get('State')).toBe('NotRead');
    expect(screen.getByRole('button', { name: 'Sin leer 2' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('appends page 2 when the list is scrolled to its end', async () => {
    const rows = Array.from({ length: 20 }, (_, i) => item(i + 1));
    const { sent } = serve(rows);
    renderPage();
    await screen.findByText('Aviso 14');
    expect(screen.getAllByRole('button', { name: 'Eliminar notificación' })).toHaveLength(14);
    expect(screen.queryByText('Aviso 15')).toBeNull();
    // jsdom lays nothing out: every scroll is at the end.
    fireEvent.scroll(screen.getByRole('list').parentElement as HTMLElement);
    await screen.findByText('Aviso 20');
    expect(screen.getAllByRole('button', { name: 'Eliminar notificación' })).toHaveLength(20);
    expect(screen.getByText('Aviso 1')).toBeTruthy();
    expect(listCalls(sent).map((r) => r.query.get('PageNumber'))).toEqual(['1', '2']);
    // Nothing more to load: neither a third page nor "Ver más".
    fireEvent.scroll(screen.getByRole('list').parentElement as HTMLElement);
    expect(screen.queryByRole('button', { name: 'Ver más' })).toBeNull();
    expect(listCalls(sent)).toHaveLength(2);
  });
});

describe('Notificaciones: opening and deleting', () => {
  beforeEach(signInStoreUser);

  it('opening an unread one marks it Read and follows its link', async () => {
    const { sent } = serve([
      item(1, {
        title: 'Inmueble rechazado',
        notificationState: 'NotRead',
        link: `/catalogo/inmuebles/editar/${idOf(9)}`,
      }),
    ]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /Inmueble rechazado/ }));
    expect(await screen.findByRole('heading', { name: 'Página del inmueble' })).toBeTruthy();
    await waitFor(() => expect(sent.some((r) => r.path === CHANGE_STATE)).toBe(true));
    const put = sent.find((r) => r.path === CHANGE_STATE);
    expect(put?.method).toBe('PUT');
    expect(bodyOf(sent, CHANGE_STATE)).toEqual([
      { NotificationId: idOf(1), SellerId: SELLER, NotificationState: 'Read' },
    ]);
  });

  it('opening a read one changes nothing; a link to another site is not followed', async () => {
    const { sent } = serve([
      item(1, { link: '//evil.example/x' }),
      item(2, { notificationState: 'NotRead', link: 'https://evil.example' }),
    ]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /Aviso 1/ }));
    fireEvent.click(screen.getByRole('button', { name: /Aviso 2/ }));
    await waitFor(() => expect(sent.filter((r) => r.path === CHANGE_STATE)).toHaveLength(1));
    expect(bodyOf(sent, CHANGE_STATE)[0].NotificationId).toBe(idOf(2));
    expect(screen.getByRole('heading', { name: 'Notificaciones' })).toBeTruthy();
  });

  it('deletes one, says so, and "Deshacer" restores it as it was (unread)', async () => {
    const { sent } = serve([item(1, { title: 'Inmueble aprobado', notificationState: 'NotRead' }), item(2)]);
    renderPage();
    await screen.findByText('Inmueble aprobado');
    fireEvent.click(
      within(rowOf('Inmueble aprobado')).getByRole('button', { name: 'Eliminar notificación' }),
    );
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Notificaciones eliminadas')).toBeTruthy();
    expect(within(toast).getByText('Se ha eliminado la notificación')).toBeTruthy();
    expect(bodyOf(sent, DELETE)).toEqual([{ NotificationId: idOf(1), SellerId: SELLER }]);
    await waitFor(() => expect(screen.queryByText('Inmueble aprobado')).toBeNull());
    expect(screen.getByRole('button', { name: 'Sin leer 0' })).toBeTruthy();

    fireEvent.click(within(toast).getByRole('button', { name: 'Deshacer' }));
    await screen.findByText('Inmueble aprobado');
    expect(bodyOf(sent, RESTORE)).toEqual([{ NotificationId: idOf(1), SellerId: SELLER, Restore: true }]);
    expect(within(rowOf('Inmueble aprobado')).getByText('(No leída)', { exact: false })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Sin leer 1' })).toBeTruthy();
  });

  it('deletes the selected ones together', async () => {
    const { sent } = serve([item(1), item(2), item(3)]);
    renderPage();
    await screen.findByText('Aviso 3');
    const deleteSelected = screen.getByRole('button', { name: 'Eliminar seleccionadas' });
    expect((deleteSelected as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar: Aviso 1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar: Aviso 3' }));
    expect(screen.getByText('2 seleccionadas')).toBeTruthy();
    fireEvent.click(deleteSelected);
    expect(await screen.findByText('Se han eliminado 2 notificaciones')).toBeTruthy();
    expect(bodyOf(sent, DELETE)).toEqual([
      { NotificationId: idOf(1), SellerId: SELLER },
      { NotificationId: idOf(3), SellerId: SELLER },
    ]);
    await waitFor(() => expect(screen.queryByText('Aviso 1')).toBeNull());
    expect(screen.getByText('Aviso 2')).toBeTruthy();
    // "Seleccionar todas" picks every one on screen.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar todas' }));
    expect(screen.getByText('1 seleccionada')).toBeTruthy();
  });

  it('a refused deletion says "Su operación ha fallado" with the server’s message', async () => {
    serve([item(1)], (req) =>
      req.path === DELETE ? { status: 404, json: { Message: 'La notificación no existe.' } } : undefined,
    );
    renderPage();
    await screen.findByText('Aviso 1');
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar notificación' }));
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Su operación ha fallado')).toBeTruthy();
    expect(within(toast).getByText('La notificación no existe.')).toBeTruthy();
    expect(within(toast).queryByRole('button', { name: 'Deshacer' })).toBeNull();
    expect(screen.getByText('Aviso 1')).toBeTruthy();
  });
});

describe('Notificaciones: a platform admin’s scope', () => {
  beforeEach(() => {
    session.loginSuccess({
      user: { ...storeUser(), isAdmin: true, constructor: null, effectiveRole: 'Administrador_Bancolombia' },
      access_token: 'a',
      refresh_token: 'r',
    });
  });

  it('is the builder chosen in the side panel', async () => {
    session.selectConstructor({
      id: BUILDER,
      name: 'Constructora Andina',
      logo: null,
      nit: null,
      realState: false,
      all: false,
    });
    const { sent } = serve([item(1)]);
    renderPage();
    await screen.findByText('Aviso 1');
    expect(Object.fromEntries(listCalls(sent)[0].query)).toEqual({
      RealState: 'false',
      ConstructorId: BUILDER,
      PageNumber: '1',
      PageSize: '14',
    });
  });

  it('is every agency with "Todos los inmuebles"', async () => {
    session.selectConstructor({
      id: null,
      name: 'Todos los inmuebles',
      logo: null,
      nit: null,
      realState: true,
      all: true,
    });
    const { sent } = serve([item(1)]);
    renderPage();
    await screen.findByText('Aviso 1');
    expect(Object.fromEntries(listCalls(sent)[0].query)).toEqual({
      RealState: 'true',
      PageNumber: '1',
      PageSize: '14',
    });
  });
});
