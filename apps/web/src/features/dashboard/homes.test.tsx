import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AdminDashboard, DashboardActivity } from '@tu360/domain/contracts';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import HomeRoute from '../../app/routes/home-route.tsx';
import { session } from '../../lib/session-store.ts';
import { fakeFetch, type SentRequest } from '../../test/fake-fetch.ts';
import { storeUser } from '../../test/fixtures.ts';
import { queryWrapper } from '../../test/query-wrapper.tsx';

// The charts' SVG needs a layout jsdom has not: the lazy charts module is kept, MUI X's BarChart is a stand-in.
vi.mock('@mui/x-charts/BarChart', () => ({
  BarChart: (props: { series: { data: number[] }[] }) => (
    <svg data-testid="bar-chart" data-values={props.series[0].data.join(',')} />
  ),
}));

const ANDINA = '33333333-3333-4333-8333-333333333333';
const SELLER = '22222222-2222-4222-8222-222222222222';

const WEEKS = Array.from({ length: 12 }, (_, i) => ({
  weekStart: new Date(Date.UTC(2026, 8, 7 + 7 * i)).toISOString().slice(0, 10),
  published: i === 11 ? 4 : i,
  leads: i === 11 ? 7 : 0,
}));
const ACTIVITY: DashboardActivity = {
  leads: { thisMonth: 15, lastMonth: 10, growthPercent: 50 },
  weeks: WEEKS,
};
const ADMIN: AdminDashboard = {
  projects: {
    total: 9,
    byStatus: { Synchronized: 4, OnApprobation: 2, Rejected: 1, Hide: 1, Incomplete: 1 },
  },
  properties: {
    total: 1234,
    byStatus: { Published: 1000, OnApprobation: 30, Incomplete: 100, Rejected: 4, Hidden: 100, Approved: 0 },
  },
  approvals: {
    projects: { total: 2, oldestSince: new Date(Date.now() - 3 * 24 * 3600 * 1000 - 60_000).toISOString() },
    properties: { total: 30, oldestSince: null },
  },
  companies: { activeBuilders: 5, activeAgencies: 2 },
};
const TYPES = {
  data: [
    { category: 'Apartment', total: 800 },
    { category: 'House', total: 200 },
  ],
  totalData: 1000,
};

function serve() {
  return fakeFetch((req: SentRequest) => {
    switch (req.path) {
      case '/api/product/api/v2/get-admin-dashboard':
        return { json: ADMIN };
      case '/api/product/api/v2/get-dashboard-activity':
        return { json: ACTIVITY };
      case '/api/product/api/v2/get-realstatestypes-count':
        return { json: TYPES };
      case '/api/product/api/v2/get-data-dashboard':
        return {
          json: {
            total: 12,
            byStatus: { Published: 6, OnApprobation: 1, Incomplete: 3, Rejected: 2, Hidden: 0, Approved: 0 },
            byProgress: { Full: 6, Medium: 2, Incomplete: 4 },
            leads: 20,
          },
        };
      case '/api/seller/api/v1/get-seller-count':
        return {
          json: {
            totalData: 3,
            byStatus: { Synchronized: 2, OnApprobation: 0, Rejected: 1, Hide: 0, Incomplete: 0 },
          },
        };
      case '/api/product/api/v2/get-realstates':
        return {
          json: {
            data: [
              {
                id: 'p1',
                productId: 11,
                name: 'Apartamento 502',
                statusDetail: 'Las fotos no corresponden al inmueble',
                status: 'Rejected',
              },
            ],
            totalData: 2,
          },
        };
      case '/api/seller/api/v1/get-all':
        return {
          json: {
            data: [{ id: 's9', name: 'Torres del Parque', statusDetail: null, status: 'Rejected' }],
            totalData: 1,
          },
        };
      default:
        return { status: 404, json: { Message: 'No encontrado' } };
    }
  });
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderHome() {
  const { client } = queryWrapper();
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/inicio']}>
        <Routes>
          <Route path="/inicio" element={<HomeRoute />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => session.logout());

describe('the admin home (/inicio for platform admins)', () => {
  beforeEach(() => {
    session.loginSuccess({
      user: {
        ...storeUser(),
        isAdmin: true,
        isSuperAdmin: true,
        constructor: null,
        role: ['SuperAdmin'],
        effectiveRole: 'SuperAdmin',
      },
      access_token: 'a',
      refresh_token: 'r',
    });
  });

  it('shows the cards, each linking to its list with the same filter, and the approvals with the oldest age', async () => {
    const { sent } = serve();
    renderHome();
    const published = await screen.findByRole('link', {
      name: 'Publicado: 1.000 inmuebles, ver en el listado',
    });
    expect(published.getAttribute('href')).toBe('/catalogo/inmuebles?SkuStatus=Published');
    expect(
      screen.getByRole('link', { name: 'Rechazado: 1 proyectos, ver en el listado' }).getAttribute('href'),
    ).toBe('/catalogo/proyectos?Status=Rejected');
    const projectsWaiting = screen.getByRole('link', {
      name: 'Proyectos por aprobar: 2 proyectos, ver en el listado',
    });
    expect(within(projectsWaiting).getByText('El más antiguo espera hace 3 días')).toBeTruthy();
    expect(screen.getByText('Nada pendiente por aprobar')).toBeTruthy();
    expect(screen.getByText('+50 % frente al mes anterior')).toBeTruthy();
    expect(screen.getByText('Constructoras activas: 5')).toBeTruthy();
    expect(screen.getByText('Inmobiliarias activas: 2')).toBeTruthy();
    // All builders: no ConstructorId.
    expect(sent.find((r) => r.path === '/api/product/api/v2/get-admin-dashboard')?.query.toString()).toBe('');
    fireEvent.click(published);
    expect(screen.getByTestId('where').textContent).toBe('/catalogo/inmuebles?SkuStatus=Published');
  });

  it('draws the charts after the first paint, each with a title and "Ver como tabla"', async () => {
    serve();
    renderHome();
    const figure = await screen.findByRole('figure', { name: 'Inmuebles publicados por semana' });
    expect(within(figure).getByRole('img').getAttribute('aria-label')).toContain('4');
    const toggle = within(figure).getByRole('button', { name: 'Ver como tabla' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    const table = within(figure).getByRole('table', { name: 'Inmuebles publicados por semana' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(within(rows[12]).getByRole('cell').textContent).toBe('4');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('figure', { name: 'Clientes potenciales por semana' })).toBeTruthy();
    const categories = screen.getByRole('figure', { name: 'Inmuebles por categoría' });
    fireEvent.click(within(categories).getByRole('button', { name: 'Ver como tabla' }));
    expect(within(categories).getByRole('rowheader', { name: 'Apartamento' })).toBeTruthy();
    expect(within(categories).getByRole('cell', { name: '800' })).toBeTruthy();
  });

  it("follows the side panel's builder", async () => {
    const { sent } = serve();
    session.selectConstructor({
      id: ANDINA,
      name: 'Constructora Andina',
      logo: null,
      nit: null,
      realState: false,
      all: false,
    });
    renderHome();
    await screen.findByRole('link', { name: /Publicado: 1\.000/ });
    const call = sent.find((r) => r.path === '/api/product/api/v2/get-admin-dashboard');
    expect(call?.query.get('ConstructorId')).toBe(ANDINA);
    expect(call?.query.get('IsRealState')).toBe('false');
    expect(screen.getAllByText('Constructora Andina').length).toBeGreaterThan(0);
  });

  it('offers the four reports under "Descargar reporte"', async () => {
    serve();
    renderHome();
    fireEvent.click(await screen.findByRole('button', { name: 'Descargar reporte' }));
    const menu = await screen.findByRole('group', { name: 'Reportes disponibles' });
    expect(
      within(menu)
        .getAllByRole('button')
        .map((i) => i.textContent),
    ).toEqual([
      'Reporte de proyectos',
      'Reporte de usuarios',
      'Oferta de inmuebles de constructoras',
      'Inmuebles de inmobiliarias',
    ]);
  });
});

describe('the store home (/inicio for a store user)', () => {
  beforeEach(() => {
    session.loginSuccess({ user: storeUser(), access_token: 'a', refresh_token: 'r' });
  });

  it('of the selected project: counts per status and light linking to the filtered list, leads, what needs action', async () => {
    const { sent } = serve();
    session.selectSeller({
      id: SELLER,
      name: 'Torres del Río',
      role: 'Admintrador_Seller',
      logo: null,
      nit: '900',
      status: 'Synchronized',
    });
    renderHome();
    const red = await screen.findByRole('link', { name: /^Faltan datos obligatorios: 4 inmuebles/ });
    expect(red.getAttribute('href')).toBe('/catalogo/inmuebles?Progress=Incomplete');
    expect(
      screen.getByRole('link', { name: /^Faltan datos opcionales: 2 inmuebles/ }).getAttribute('href'),
    ).toBe('/catalogo/inmuebles?Progress=Medium');
    expect(screen.getByRole('link', { name: /^Completos: 6 inmuebles/ }).getAttribute('href')).toBe(
      '/catalogo/inmuebles?Progress=Full',
    );
    expect(
      screen.getByRole('link', { name: 'Rechazado: 2 inmuebles, ver en el listado' }).getAttribute('href'),
    ).toBe('/catalogo/inmuebles?SkuStatus=Rejected');
    expect(screen.getByText('+50 % frente al mes anterior')).toBeTruthy();
    // What needs action: the rejected items with their reasons, and the incomplete ones.
    const action = screen.getByRole('region', { name: 'Requiere su atención' });
    await within(action).findByRole('link', { name: 'Apartamento 502' });
    expect(within(action).getByText('Las fotos no corresponden al inmueble')).toBeTruthy();
    expect(within(action).getByRole('link', { name: 'Torres del Parque' })).toBeTruthy();
    expect(within(action).getByText('Sin motivo registrado')).toBeTruthy();
    expect(
      within(action).getByRole('link', { name: '3 inmuebles incompletos por terminar' }).getAttribute('href'),
    ).toBe('/catalogo/inmuebles?SkuStatus=Incomplete');
    // Every figure of the project's scope.
    for (const path of [
      '/api/product/api/v2/get-data-dashboard',
      '/api/product/api/v2/get-dashboard-activity',
      '/api/product/api/v2/get-realstatestypes-count',
    ])
      expect(sent.find((r) => r.path === path)?.query.get('SellerId'), path).toBe(SELLER);
    expect(await screen.findByRole('figure', { name: 'Inmuebles por tipo' })).toBeTruthy();
  });

  it("an agency's user sees no projects", async () => {
    const { sent } = serve();
    session.loginSuccess({
      user: { ...storeUser(), realState: true },
      access_token: 'a',
      refresh_token: 'r',
    });
    session.selectSeller({
      id: SELLER,
      name: 'Capital',
      role: 'Admintrador_Seller',
      logo: null,
      nit: null,
      status: 'Synchronized',
    });
    renderHome();
    await screen.findByRole('link', { name: /^Completos: 6 inmuebles/ });
    await waitFor(() => expect(sent.some((r) => r.path === '/api/product/api/v2/get-realstates')).toBe(true));
    expect(sent.some((r) => r.path === '/api/seller/api/v1/get-all')).toBe(false);
    expect(screen.queryByText('Torres del Parque')).toBeNull();
  });
});
