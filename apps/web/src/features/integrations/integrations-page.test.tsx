import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ApiKeyItem, ApiKeySecrets } from '@tu360/domain/contracts';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type SelectedConstructor, session } from '../../lib/session-store.ts';
import { type FakeAnswer, fakeFetch, type SentRequest } from '../../test/fake-fetch.ts';
import { storeUser } from '../../test/fixtures.ts';
import { queryWrapper } from '../../test/query-wrapper.tsx';
import IntegrationsPage from './routes/integrations-page.tsx';

const ANDINA = '33333333-3333-4333-8333-333333333333';
const KEY = '55555555-5555-4555-8555-555555555555';
const NEW_KEY = '66666666-6666-4666-8666-666666666666';
const URL = '/api/auth/api/api-keys';

function key(over: Partial<ApiKeyItem> = {}): ApiKeyItem {
  return {
    id: KEY,
    constructorId: ANDINA,
    constructorName: 'Constructora Andina',
    name: 'ERP de ventas',
    applicationKeyPrefix: 'tu360_app_Qx7a',
    tokenPrefix: 'tu360_tok_9fK2',
    scopes: ['catalog:read', 'leads:read'],
    createdBy: 'Carlos Mejía',
    createdAt: '2026-11-20T15:30:00.000Z',
    lastUsedAt: null,
    // Chosen in the form as 31/12/2026: it serves through that day in Colombia.
    expiresAt: '2027-01-01T05:00:00.000Z',
    revokedAt: null,
    state: 'Activa',
    rotatedFrom: null,
    ...over,
  };
}
const SECRETS: ApiKeySecrets = {
  ...key({ id: NEW_KEY, name: 'Sincronización', scopes: ['catalog:write'], expiresAt: null }),
  applicationKey: 'tu360_app_Qx7aSECRETapplicationKey0000000000',
  token: 'tu360_tok_9fK2SECRETtoken000000000000000000000000',
};

function serve(keys: ApiKeyItem[] = [key()], other?: (req: SentRequest) => FakeAnswer | undefined) {
  return fakeFetch((req) => {
    const o = other?.(req);
    if (o) return o;
    if (req.path === URL && req.method === 'GET') return { json: { data: keys, totalData: keys.length } };
    if (req.path === URL && req.method === 'POST') return { status: 201, json: SECRETS };
    if (req.path === `${URL}/${KEY}/revoke`)
      return { json: key({ state: 'Revocada', revokedAt: '2026-11-25T15:00:00.000Z' }) };
    if (req.path === `${URL}/${KEY}/rotate`)
      return { status: 201, json: { ...SECRETS, name: 'ERP de ventas', rotatedFrom: KEY } };
    return { status: 404, json: { Message: 'No encontrado' } };
  });
}

function renderPage(path = '/mi-tienda/integraciones') {
  const { client } = queryWrapper();
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <IntegrationsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function signIn(role = 'Admintrador_Seller') {
  session.loginSuccess({
    user: { ...storeUser(), constructor: ANDINA, role: [role], effectiveRole: role },
    access_token: 'a',
    refresh_token: 'r',
  });
}
function signInAdmin(role: string, selected: SelectedConstructor | null) {
  session.loginSuccess({
    user: {
      ...storeUser(),
      isAdmin: true,
      isSuperAdmin: role === 'SuperAdmin',
      constructor: null,
      role: [role],
      effectiveRole: role,
    },
    access_token: 'a',
    refresh_token: 'r',
  });
  session.selectConstructor(selected);
}
const table = () => screen.getByRole('table', { name: 'Claves de integración' });
const bodyOf = (req: SentRequest | undefined) => JSON.parse(String(req?.body ?? 'null'));
const writeText = vi.fn(async (_text: string) => {});

beforeEach(() => {
  session.logout();
  writeText.mockClear();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => vi.useRealTimers());

describe('Integraciones of a store’s Administrador', () => {
  beforeEach(() => signIn());

  it('lists the keys: name, token prefix, permissions as chips, who created it and when, last use, expiry, state', async () => {
    const { sent } = serve([
      key(),
      key({
        id: NEW_KEY,
        name: 'Antigua',
        state: 'Revocada',
        lastUsedAt: '2026-11-21T20:05:00.000Z',
        expiresAt: null,
      }),
    ]);
    renderPage();
    const row = (await within(table()).findByRole('rowheader', { name: 'ERP de ventas' })).closest(
      'tr',
    ) as HTMLElement;
    const cells = within(row);
    expect(cells.getByText('tu360_tok_9fK2…')).toBeTruthy();
    expect(cells.getByText('Leer catálogo')).toBeTruthy();
    expect(cells.getByText('Leer clientes potenciales')).toBeTruthy();
    expect(cells.getByText('Carlos Mejía')).toBeTruthy();
    expect(cells.getByText(/20\/11\/2026/)).toBeTruthy();
    expect(cells.getByText('Nunca')).toBeTruthy();
    expect(cells.getByText('31/12/2026')).toBeTruthy();
    expect(cells.getByText('Activa')).toBeTruthy();
    expect(cells.getByRole('button', { name: 'Revocar la clave ERP de ventas' })).toBeTruthy();
    const old = within(screen.getByRole('rowheader', { name: 'Antigua' }).closest('tr') as HTMLElement);
    expect(old.getByText('Revocada')).toBeTruthy();
    expect(old.getByText('No vence')).toBeTruthy();
    expect(old.getByText(/21\/11\/2026/)).toBeTruthy();
    // A revoked key has nothing left to do.
    expect(old.queryByRole('button')).toBeNull();
    // Its own company's: the server scopes it again.
    expect(sent.find((r) => r.path === URL)?.query.get('ConstructorId')).toBe(ANDINA);
  });

  it('"Crear clave" checks the form, then shows the application key and the token once, each copied with "Copiado"', async () => {
    const { sent } = serve();
    renderPage();
    await within(table()).findByRole('rowheader', { name: 'ERP de ventas' });
    fireEvent.click(screen.getByRole('button', { name: 'Crear clave' }));
    const dialog = await screen.findByRole('dialog', { name: 'Crear clave de integración' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(await within(dialog).findByText('Campo obligatorio')).toBeTruthy();
    expect(within(dialog).getByText('Seleccione al menos un permiso.')).toBeTruthy();
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Nombre/ }), {
      target: { value: ' Sincronización ' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Escribir catálogo' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));

    const secrets = await screen.findByRole('dialog', { name: 'Clave creada: Sincronización' });
    expect(bodyOf(sent.find((r) => r.method === 'POST'))).toEqual({
      name: 'Sincronización',
      scopes: ['catalog:write'],
    });
    expect(within(secrets).getByText(/el token no se volverá a mostrar/)).toBeTruthy();
    expect(
      (within(secrets).getByRole('textbox', { name: 'Clave de aplicación' }) as HTMLInputElement).value,
    ).toBe(SECRETS.applicationKey);
    expect((within(secrets).getByRole('textbox', { name: 'Token' }) as HTMLInputElement).value).toBe(
      SECRETS.token,
    );

    fireEvent.click(within(secrets).getByRole('button', { name: 'Copiar token' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRETS.token));
    // "Copiado" shows once the clipboard's promise settles, a moment after the call (a flake on a busy machine).
    await waitFor(() =>
      expect(
        within(secrets)
          .getAllByRole('status')
          .map((s) => s.textContent),
      ).toEqual(['', 'Copiado']),
    );
    fireEvent.click(within(secrets).getByRole('button', { name: 'Copiar clave de aplicación' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRETS.applicationKey));
    await waitFor(() =>
      expect(
        within(secrets)
          .getAllByRole('status')
          .map((s) => s.textContent),
      ).toEqual(['Copiado', 'Copiado']),
    );

    fireEvent.click(within(secrets).getByRole('button', { name: 'Ya los guardé' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The secrets are gone from the page: only the list's prefixes remain.
    expect(screen.queryByDisplayValue(SECRETS.token)).toBeNull();
    expect(document.body.textContent).not.toContain(SECRETS.token);
  });

  it('a refused creation stays in the dialog with the server’s message', async () => {
    serve([key()], (req) =>
      req.method === 'POST' && req.path === URL
        ? { status: 400, json: { Message: 'Debe elegir una fecha de vencimiento posterior a hoy.' } }
        : undefined,
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Crear clave' }));
    const dialog = await screen.findByRole('dialog', { name: 'Crear clave de integración' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Nombre/ }), { target: { value: 'ERP' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Leer catálogo' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(
      await within(dialog).findByText('Debe elegir una fecha de vencimiento posterior a hoy.'),
    ).toBeTruthy();
  });

  it('Revocar asks first (Volver / Continuar), then revokes', async () => {
    const { sent } = serve();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Revocar la clave ERP de ventas' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revocar la clave «ERP de ventas»' });
    expect(
      within(confirm).getByText(/¿Estás seguro de que quieres continuar con esta operación\?/),
    ).toBeTruthy();
    expect(within(confirm).getByText(/Recuerde que esta acción no es reversible\./)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Revocar la clave ERP de ventas' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Clave revocada')).toBeTruthy();
    expect(sent.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([`${URL}/${KEY}/revoke`]);
  });

  it('Rotar asks first, then shows the new secrets once', async () => {
    const { sent } = serve();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Rotar la clave ERP de ventas' }));
    const confirm = await screen.findByRole('dialog', { name: 'Rotar la clave «ERP de ventas»' });
    expect(within(confirm).getByText(/los actuales dejarán de funcionar de inmediato/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Continuar' }));
    const secrets = await screen.findByRole('dialog', { name: 'Clave rotada: ERP de ventas' });
    expect((within(secrets).getByRole('textbox', { name: 'Token' }) as HTMLInputElement).value).toBe(
      SECRETS.token,
    );
    expect(sent.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([`${URL}/${KEY}/rotate`]);
  });
});

describe('Integraciones of platform administrators (/tiendas/integraciones)', () => {
  const andina: SelectedConstructor = {
    id: ANDINA,
    name: 'Constructora Andina',
    logo: null,
    nit: '900123456-1',
    realState: false,
    all: false,
  };

  it('without a company chosen: every company’s keys, and "Crear clave" waits for one', async () => {
    signInAdmin('SuperAdmin', null);
    const { sent } = serve();
    renderPage('/tiendas/integraciones');
    const row = (await within(table()).findByRole('rowheader', { name: /ERP de ventas/ })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('Constructora Andina')).toBeTruthy();
    expect(sent.find((r) => r.path === URL)?.query.has('ConstructorId')).toBe(false);
    expect((screen.getByRole('button', { name: 'Crear clave' }) as HTMLButtonElement).disabled).toBe(true);
    expect(
      screen.getByText(/Para crear una clave, seleccione en el panel la constructora o inmobiliaria/),
    ).toBeTruthy();
  });

  it('with the company chosen in the side panel: its keys, and the new key is for it', async () => {
    signInAdmin('Administrador_Bancolombia', andina);
    const { sent } = serve();
    renderPage('/tiendas/integraciones');
    await within(table()).findByRole('rowheader', { name: 'ERP de ventas' });
    expect(sent.find((r) => r.path === URL)?.query.get('ConstructorId')).toBe(ANDINA);
    fireEvent.click(screen.getByRole('button', { name: 'Crear clave' }));
    const dialog = await screen.findByRole('dialog', { name: 'Crear clave de integración' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Nombre/ }), { target: { value: 'ERP' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Leer clientes potenciales' }));
    fireEvent.change(within(dialog).getByLabelText(/Fecha de vencimiento/), {
      target: { value: '2027-06-30' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    await screen.findByRole('dialog', { name: /Clave creada/ });
    expect(bodyOf(sent.find((r) => r.method === 'POST'))).toEqual({
      name: 'ERP',
      scopes: ['leads:read'],
      expiresOn: '2027-06-30',
      constructorId: ANDINA,
    });
  });

  it('the platform viewer sees the keys and changes nothing', async () => {
    signInAdmin('Visualizador_Bancolombia', andina);
    serve();
    renderPage('/tiendas/integraciones');
    await within(table()).findByRole('rowheader', { name: 'ERP de ventas' });
    expect(screen.queryByRole('button', { name: 'Crear clave' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Revocar|Rotar/ })).toBeNull();
  });
});
