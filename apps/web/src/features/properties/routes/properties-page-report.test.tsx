import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session-store.ts';
import { storeUser } from '../../../test/fixtures.ts';
import { queryWrapper } from '../../../test/query-wrapper.tsx';
import PropertiesPage from './properties-page.tsx';

const AGENCY = '44444444-4444-4444-8444-444444444444';
const OFFER = '/api/product/api/reports/get-realestate-offer-dashboard';
const AGENCIES = '/api/seller/api/reports/get-realestates-dashboard-report';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The report's answer: the workbook's bytes, named by Content-Disposition (jsdom's Blob has no stream). */
const workbook = (name: string) =>
  ({
    status: 200,
    ok: true,
    headers: new Headers({
      'content-type': XLSX,
      'content-disposition': `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    }),
    blob: async () => new Blob(['xlsx'], { type: XLSX }),
  }) as unknown as Response;

function serve() {
  const sent: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      sent.push(url);
      if (url.pathname === OFFER) return workbook('Reporte de oferta inmobiliaria 2026-11-25.xlsx');
      if (url.pathname === AGENCIES) return workbook('Reporte de inmuebles de inmobiliarias 2026-11-25.xlsx');
      if (url.pathname.startsWith('/api/lookups/')) return Response.json([]);
      return Response.json({ data: [], totalData: 0 });
    }),
  );
  return sent;
}

function renderPage() {
  const { client } = queryWrapper();
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/catalogo/inmuebles']}>
        <PropertiesPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Inmuebles: "Descargar reporte"', () => {
  let saved: string[];
  beforeEach(() => {
    saved = [];
    vi.stubGlobal(
      'URL',
      class extends URL {
        static createObjectURL = vi.fn(() => 'blob:reporte');
        static revokeObjectURL = vi.fn();
      },
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("downloads the agencies' report of the agency chosen, with the list's filters", async () => {
    session.loginSuccess({
      user: { ...storeUser(), isAdmin: true, constructor: null, effectiveRole: 'Administrador_Bancolombia' },
      access_token: 'a',
      refresh_token: 'r',
    });
    session.selectConstructor({
      id: AGENCY,
      name: 'Inmobiliaria Capital',
      logo: null,
      nit: null,
      realState: true,
      all: false,
    });
    const sent = serve();
    renderPage();
    fireEvent.change(await screen.findByRole('combobox', { name: 'Estado' }), {
      target: { value: 'Rejected' },
    });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar inmueble' }), {
      target: { value: 'Casa azul' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Descargar reporte' }));
    await waitFor(() => expect(saved).toEqual(['Reporte de inmuebles de inmobiliarias 2026-11-25.xlsx']));
    const asked = sent.filter((u) => u.pathname === AGENCIES);
    expect(asked).toHaveLength(1);
    expect(Object.fromEntries(asked[0].searchParams)).toEqual({
      ConstructorId: AGENCY,
      SkuStatus: 'Rejected',
      KeyWord: 'Casa azul',
    });
    expect(sent.some((u) => u.pathname === OFFER)).toBe(false);
  });

  it("gives a builder's user the offer report of what its list shows", async () => {
    session.loginSuccess({ user: storeUser(), access_token: 'a', refresh_token: 'r' });
    const sent = serve();
    renderPage();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Precio mínimo' }), {
      target: { value: '300000000' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Descargar reporte' }));
    await waitFor(() => expect(saved).toEqual(['Reporte de oferta inmobiliaria 2026-11-25.xlsx']));
    const asked = sent.find((u) => u.pathname === OFFER);
    expect(asked?.searchParams.get('MinimumPrice')).toBe('300000000');
    expect(asked?.searchParams.has('PageNumber')).toBe(false);
    expect(asked?.searchParams.has('IsRealState')).toBe(false);
  });
});
