import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { MaintenanceState } from '@tu360/domain/contracts';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client.ts';
import { setNavigator } from '../../lib/navigation.ts';
import { session } from '../../lib/session-store.ts';
import { fakeFetch, type SentRequest } from '../../test/fake-fetch.ts';
import { storeUser } from '../../test/fixtures.ts';
import MaintenancePage from './routes/maintenance-page.tsx';

const STATE = '/api/system/api/v1/maintenance';
const ON: MaintenanceState = {
  enabled: true,
  message: 'Estamos actualizando el portal.',
  expectedEnd: '2026-11-25T20:30:00.000Z',
  retryAfter: 600,
};
const OFF: MaintenanceState = { enabled: false, message: '', expectedEnd: null, retryAfter: null };

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="ubicación">{`${pathname}${search}`}</output>;
}

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/mantenimiento" element={<MaintenancePage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const admin = () => ({
  ...storeUser(),
  isAdmin: true,
  isSuperAdmin: true,
  role: ['SuperAdmin'],
  effectiveRole: 'SuperAdmin',
});

afterEach(() => {
  session.logout();
  vi.useRealTimers();
});

describe('/mantenimiento for a store user', () => {
  beforeEach(() => session.loginSuccess({ user: storeUser(), access_token: 'a-1', refresh_token: 'r-1' }));

  it('shows the message and the expected end in Colombian time, and no switch', async () => {
    fakeFetch(() => ({ json: ON }));
    renderAt('/mantenimiento?volver=%2Fcatalogo%2Finmuebles');
    expect(await screen.findByText('Estamos actualizando el portal.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sitio en mantenimiento' })).toBeTruthy();
    expect(
      screen.getByText(
        (t) =>
          t.replace(/\s/g, ' ') === 'Esperamos estar de vuelta el 25 de noviembre de 2026 a las 3:30 p. m.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Activar' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Mensaje para los usuarios/ })).toBeNull();
  });

  it('asks every 10 s and, once maintenance is over, goes back to the page the user was on (no reload)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let state = ON;
    const { sent } = fakeFetch(() => ({ json: state }));
    renderAt('/mantenimiento?volver=%2Fcatalogo%2Finmuebles%3FPageNumber%3D2');
    await screen.findByText('Estamos actualizando el portal.');
    const asked = () => sent.filter((r: SentRequest) => r.path === STATE).length;
    expect(asked()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(asked()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1_100));
    expect(asked()).toBe(2);
    state = OFF;
    await act(() => vi.advanceTimersByTimeAsync(10_100));
    expect((await screen.findByRole('status', { name: 'ubicación' })).textContent).toBe(
      '/catalogo/inmuebles?PageNumber=2',
    );
  });

  it('asks sooner when Retry-After is shorter than 10 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { sent } = fakeFetch(() => ({ json: { ...ON, retryAfter: 3 } }));
    renderAt('/mantenimiento');
    await screen.findByText('Estamos actualizando el portal.');
    await act(() => vi.advanceTimersByTimeAsync(3_100));
    expect(sent.filter((r) => r.path === STATE).length).toBe(2);
  });

  it('never sends the user to another site', async () => {
    fakeFetch(() => ({ json: OFF }));
    renderAt('/mantenimiento?volver=%2F%2Fotro.example%2Fphish');
    expect((await screen.findByRole('status', { name: 'ubicación' })).textContent).toBe('/inicio');
  });
});

describe('the API client meeting maintenance mode', () => {
  const navigate = vi.fn();
  beforeEach(() => {
    navigate.mockReset();
    setNavigator(navigate);
    session.loginSuccess({ user: storeUser(), access_token: 'a-1', refresh_token: 'r-1' });
    window.history.replaceState(null, '', '/catalogo/inmuebles?PageNumber=2');
  });

  it('on a 503 marked X-Maintenance goes to /mantenimiento remembering the path, and keeps the session', async () => {
    fakeFetch(() => ({
      status: 503,
      json: { Message: 'El portal está en mantenimiento. Vuelva a intentarlo más tarde.' },
      headers: { 'X-Maintenance': '1', 'Retry-After': '300' },
    }));
    await expect(api('/seller/api/v1/get-all')).rejects.toMatchObject({ status: 503 });
    expect(navigate).toHaveBeenCalledWith('/mantenimiento?volver=%2Fcatalogo%2Finmuebles%3FPageNumber%3D2');
    expect(session).toBeDefined();
  });

  it('an unmarked 503 (the database down) is an error like any other', async () => {
    fakeFetch(() => ({ status: 503, json: { Message: 'La base de datos no responde.' } }));
    await expect(api('/seller/api/v1/get-all')).rejects.toMatchObject({ status: 503 });
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('/mantenimiento for a platform administrator', () => {
  beforeEach(() => session.loginSuccess({ user: admin(), access_token: 'a-1', refresh_token: 'r-1' }));

  it('switches it on with the message and the expected end, after confirming', async () => {
    let state = OFF;
    const { sent } = fakeFetch((req) => {
      if (req.method === 'PUT') {
        const body = JSON.parse(String(req.body)) as { message: string; expectedEnd: string | null };
        state = { enabled: true, message: body.message, expectedEnd: body.expectedEnd, retryAfter: 300 };
      }
      return { json: state };
    });
    renderAt('/mantenimiento');
    const message = await screen.findByRole('textbox', { name: /Mensaje para los usuarios/ });
    fireEvent.change(message, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Activar' }));
    expect(await screen.findByText('Escriba el mensaje que verán los usuarios.')).toBeTruthy();
    expect(sent.some((r) => r.method === 'PUT')).toBe(false);

    fireEvent.change(message, { target: { value: 'Volvemos a las 5' } });
    fireEvent.change(screen.getByLabelText('Fin previsto (opcional)'), {
      target: { value: '2099-01-01T17:00' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Activar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Activar el modo de mantenimiento?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Activar' }));
    await waitFor(() => expect(sent.some((r) => r.method === 'PUT')).toBe(true));
    const put = sent.find((r) => r.method === 'PUT') as SentRequest;
    expect(JSON.parse(String(put.body))).toEqual({
      enabled: true,
      message: 'Volvemos a las 5',
      expectedEnd: new Date('2099-01-01T17:00').toISOString(),
    });
    expect(await screen.findByText('Modo de mantenimiento activado')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getAllByText('Volvemos a las 5').some((el) => el.tagName === 'P')).toBe(true),
    );
  });

  it('switches it off after confirming', async () => {
    let state = ON;
    const { sent } = fakeFetch((req) => {
      if (req.method === 'PUT') state = OFF;
      return { json: state };
    });
    renderAt('/mantenimiento');
    fireEvent.click(await screen.findByRole('button', { name: 'Desactivar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Desactivar el modo de mantenimiento?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    expect(await screen.findByText('Modo de mantenimiento desactivado')).toBeTruthy();
    expect(JSON.parse(String(sent.find((r) => r.method === 'PUT')?.body))).toEqual({ enabled: false });
    expect(await screen.findByRole('heading', { name: 'El portal está disponible de nuevo.' })).toBeTruthy();
  });
});
