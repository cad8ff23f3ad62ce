// "Plantillas de carga" for an agency (issue 11): its own template ("Inmuebles de inmobiliaria") to download, its
// upload call, its dry run with the agency flow's messages, and a platform admin acting for a chosen agency.
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { es } from '@tu360/domain';
import type { BulkLoadDetail } from '@tu360/domain/contracts';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session-store.ts';
import { type FakeAnswer, fakeFetch, type SentRequest } from '../../../test/fake-fetch.ts';
import { storeUser } from '../../../test/fixtures.ts';
import { queryWrapper } from '../../../test/query-wrapper.tsx';
import BulkLoadsPage from './bulk-loads-page.tsx';

const LOAD_ID = '44444444-4444-4444-8444-444444444444';
const STORE = '55555555-5555-4555-8555-555555555555';
const AGENCY = '66666666-6666-4666-8666-666666666666';
const AGENCY_UPLOAD = '/api/product/api/estateagencysync-massive/v5/create-agency-realstate-massive';
const TEMPLATE = '/api/bulk-load/api/v1/templates/AgencyRealstate';

function agencyLoad(over: Partial<BulkLoadDetail> = {}): BulkLoadDetail {
  return {
    id: LOAD_ID,
    kind: 'AgencyProperties',
    template: 'AgencyRealstate',
    fileName: 'capital.xlsx',
    status: 'Validated',
    constructorId: AGENCY,
    sellerId: STORE,
    createdBy: { id: 'u-1', name: 'Carla Capital' },
    createdAt: '2026-11-24T19:05:00.000Z',
    finishedAt: null,
    rowsTotal: 3,
    rowsDone: 3,
    toCreate: 2,
    toUpdate: 0,
    errorRows: 1,
    created: 0,
    updated: 0,
    message: null,
    hasErrorFile: true,
    errors: [{ row: 5, column: 'Dirección', message: es.property.required }],
    ...over,
  };
}

const STORES = {
  data: [
    {
      id: STORE,
      name: 'Inmobiliaria Capital',
      logo: null,
      role: 'Admintrador_Seller',
      status: 'Synchronized',
      nit: null,
    },
  ],
  totalData: 1,
};

/** The agency's server: its stores, its loads, and what the test adds; downloads answer bytes. */
function serve(
  other: (req: SentRequest) => FakeAnswer | undefined = () => undefined,
  history: BulkLoadDetail[] = [],
) {
  const fake = fakeFetch((req) => {
    const answer = other(req);
    if (answer) return answer;
    if (req.path === '/api/seller/api/v1/get-all-by-user') return { json: STORES };
    if (req.path === TEMPLATE) return { json: 'plantilla' };
    if (req.path === '/api/bulk-load/api/v1/loads')
      return { json: { data: history, totalData: history.length } };
    if (req.path === `/api/bulk-load/api/v1/loads/${LOAD_ID}`) return { json: agencyLoad() };
    return { status: 404, json: { Message: 'No encontrado' } };
  });
  // A download reads the answer's bytes.
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const res = await fake.fn(input, init);
    return Object.assign(res, { blob: async () => new Blob([await res.text()]) });
  });
  return fake;
}

function renderPage(url = '/catalogo/pantilla-de-carga') {
  const { client } = queryWrapper();
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <BulkLoadsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const signInAgency = () =>
  session.loginSuccess({
    user: {
      ...storeUser(),
      unique_name: 'admin@capital.test',
      constructor: AGENCY,
      constructorName: 'Inmobiliaria Capital',
      realState: true,
    },
    access_token: 'a',
    refresh_token: 'r',
  });

describe('Plantillas de carga: an agency', () => {
  it('downloads the agency template, the only one offered', async () => {
    signInAgency();
    const { sent } = serve();
    const createUrl = vi.fn(() => 'blob:plantilla');
    vi.stubGlobal(
      'URL',
      class extends URL {
        static createObjectURL = createUrl;
        static revokeObjectURL = vi.fn();
      },
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPage();
    const region = await screen.findByRole('region', { name: 'Descargar plantilla' });
    const select = within(region).getByRole('combobox', { name: 'Plantilla' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Inmuebles de inmobiliaria']);
    fireEvent.click(within(region).getByRole('button', { name: 'Descargar plantilla' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(
      sent.filter((r) => r.path.startsWith('/api/bulk-load/api/v1/templates/')).map((r) => r.path),
    ).toEqual([TEMPLATE]);
    expect(createUrl).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the agency's dry run: the row missing its address, the error file, no confirmation", async () => {
    signInAgency();
    serve(undefined, [agencyLoad()]);
    renderPage(`/catalogo/pantilla-de-carga?carga=${LOAD_ID}`);
    const summary = await screen.findByRole('region', { name: 'Resultado de la revisión' });
    expect(
      within(summary)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['3', '2', '0', '1']);
    const table = screen.getByRole('table', { name: 'Errores del archivo' });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(row.textContent).toBe(`5Dirección${es.property.required}`);
    expect((screen.getByRole('button', { name: 'Confirmar carga' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getAllByRole('button', { name: /Descargar archivo de errores/ }).length).toBeGreaterThan(0);
    // The history names the load's kind and template.
    const history = await screen.findByRole('table', { name: /Historial de cargas/ });
    await waitFor(() => expect(history.textContent).toContain('Inmuebles de inmobiliaria'));
  });

  it('a platform admin who chose an agency in the side panel loads into its store through the agency call', async () => {
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
    let body: FormData | null = null;
    serve((req) => {
      if (req.path !== AGENCY_UPLOAD) return undefined;
      body = req.body as FormData;
      return { status: 202, json: agencyLoad({ status: 'Validating', errors: [] }) };
    });
    renderPage();
    const form = await screen.findByRole('form', { name: 'Cargar archivo' });
    expect(
      within(within(form).getByRole('combobox', { name: 'Plantilla' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Inmuebles de inmobiliaria']);
    const project = await within(form).findByRole('combobox', { name: /Proyecto/ });
    fireEvent.change(project, { target: { value: STORE } });
    const file = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], 'capital.xlsx', { type: '' });
    fireEvent.change(within(form).getByLabelText(/Archivo de Excel/), { target: { files: [file] } });
    fireEvent.click(within(form).getByRole('button', { name: 'Revisar archivo' }));
    await waitFor(() => expect(body).not.toBeNull());
    const sentForm = body as unknown as FormData;
    expect(sentForm.get('ConstructorId')).toBe(AGENCY);
    expect(sentForm.get('SellerId')).toBe(STORE);
    expect(sentForm.get('TemplateProduct')).toBeNull();
  });
});
