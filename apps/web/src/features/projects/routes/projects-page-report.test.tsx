import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session-store.ts';
import { storeUser } from '../../../test/fixtures.ts';
import { queryWrapper } from '../../../test/query-wrapper.tsx';
import ProjectsPage from './projects-page.tsx';

const BUILDER = '33333333-3333-4333-8333-333333333333';
const REPORT = '/api/product/api/reports/get-seller-dashboard-report';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A server: JSON lists for the page, and the report answered when the test says so. */
function serve(report: () => Promise<Response>) {
  const sent: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      sent.push(url);
      if (url.pathname === REPORT) return report();
      if (url.pathname === '/api/seller/api/v3/get-contacts') return Response.json([]);
      return new Response(JSON.stringify({ data: [], totalData: 0 }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return sent;
}

/** The report's answer: the workbook's bytes, named by Content-Disposition (jsdom's Blob has no stream). */
const workbook = () =>
  ({
    status: 200,
    ok: true,
    headers: new Headers({
      'content-type': XLSX,
      'content-disposition': `attachment; filename="Reporte de proyectos 2026-11-25.xlsx"; filename*=UTF-8''${encodeURIComponent('Reporte de proyectos 2026-11-25.xlsx')}`,
    }),
    blob: async () => new Blob(['xlsx'], { type: XLSX }),
  }) as unknown as Response;

function renderPage() {
  const { client } = queryWrapper();
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/catalogo/proyectos']}>
        <ProjectsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Proyectos: "Descargar reporte"', () => {
  let saved: string[];
  beforeEach(() => {
    session.loginSuccess({
      user: { ...storeUser(), isAdmin: true, constructor: null, effectiveRole: 'Administrador_Bancolombia' },
      access_token: 'a',
      refresh_token: 'r',
    });
    session.selectConstructor({
      id: BUILDER,
      name: 'Constructora Andina',
      logo: null,
      nit: null,
      realState: false,
      all: false,
    });
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

  it("downloads the report with the list's filters, disabled while it downloads", async () => {
    let answer: (r: Response) => void = () => {};
    const sent = serve(() => new Promise((resolve) => (answer = resolve)));
    renderPage();
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Buscar proyecto' }), {
      target: { value: 'Torres' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Descargar reporte' }));
    const pending = await screen.findByRole('button', { name: 'Descargando reporte…' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    const asked = sent.find((u) => u.pathname === REPORT);
    expect(asked?.searchParams.get('Keyword')).toBe('Torres');
    expect(asked?.searchParams.get('IdConstructor')).toBe(BUILDER);
    expect(asked?.searchParams.has('PageNumber')).toBe(false);
    answer(workbook());
    await waitFor(() => expect(saved).toEqual(['Reporte de proyectos 2026-11-25.xlsx']));
    const again = await screen.findByRole('button', { name: 'Descargar reporte' });
    expect((again as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an error toast when the download fails, and the button comes back', async () => {
    serve(async () => Response.json({ Message: 'El campo IdConstructor no es válido.' }, { status: 400 }));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Descargar reporte' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No se pudo descargar el reporte. Intente de nuevo.');
    expect(alert.textContent).toContain('El campo IdConstructor no es válido.');
    expect(saved).toEqual([]);
    expect(
      ((await screen.findByRole('button', { name: 'Descargar reporte' })) as HTMLButtonElement).disabled,
    ).toBe(false);
  });
});
