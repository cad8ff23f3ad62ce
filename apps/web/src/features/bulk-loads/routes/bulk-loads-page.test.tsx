import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { BulkLoadDetail } from '@tu360/domain/contracts';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session-store.ts';
import { type FakeAnswer, fakeFetch, type SentRequest } from '../../../test/fake-fetch.ts';
import { storeUser } from '../../../test/fixtures.ts';
import { queryWrapper } from '../../../test/query-wrapper.tsx';
import BulkLoadsPage from './bulk-loads-page.tsx';

const LOAD_ID = '11111111-1111-4111-8111-111111111111';
const SELLER = '22222222-2222-4222-8222-222222222222';
const BUILDER = '33333333-3333-4333-8333-333333333333';

function load(over: Partial<BulkLoadDetail> = {}): BulkLoadDetail {
  return {
    id: LOAD_ID,
    kind: 'BuilderProperties',
    template: 'Apartment',
    fileName: 'torre-1.xlsx',
    status: 'Validated',
    constructorId: BUILDER,
    sellerId: SELLER,
    createdBy: { id: 'u-1', name: 'Ana Andina' },
    createdAt: '2026-11-24T19:05:00.000Z',
    finishedAt: null,
    rowsTotal: 3,
    rowsDone: 3,
    toCreate: 2,
    toUpdate: 1,
    errorRows: 0,
    created: 0,
    updated: 0,
    message: null,
    hasErrorFile: false,
    errors: [],
    ...over,
  };
}

const PROJECTS = {
  data: [
    {
      id: SELLER,
      name: 'Torres del Río',
      logo: null,
      role: 'Admintrador_Seller',
      status: 'Synchronized',
      nit: null,
    },
    {
      id: 'viewer-project',
      name: 'Solo consulta',
      logo: null,
      role: 'Visualizador_Seller',
      status: 'Synchronized',
      nit: null,
    },
  ],
  totalData: 2,
};

interface Server {
  detail?: () => BulkLoadDetail | FakeAnswer;
  history?: BulkLoadDetail[];
  other?: (req: SentRequest) => FakeAnswer | undefined;
}

function serve(s: Server) {
  return fakeFetch((req) => {
    const other = s.other?.(req);
    if (other) return other;
    if (req.path === '/api/seller/api/v1/get-all-by-user') return { json: PROJECTS };
    if (req.path === '/api/bulk-load/api/v1/loads')
      return { json: { data: s.history ?? [], totalData: (s.history ?? []).length } };
    if (req.path === `/api/bulk-load/api/v1/loads/${LOAD_ID}` && s.detail) {
      const d = s.detail();
      return 'id' in d ? { json: d } : d;
    }
    return { status: 404, json: { Message: 'No encontrado' } };
  });
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

const withLoad = `/catalogo/pantilla-de-carga?carga=${LOAD_ID}`;

describe('Plantillas de carga: who may use it', () => {
  it('asks a platform admin to choose a builder first (nothing chosen, or "Ver todos")', async () => {
    session.loginSuccess({
      user: { ...storeUser(), isAdmin: true, constructor: null, effectiveRole: 'Administrador_Bancolombia' },
      access_token: 'a',
      refresh_token: 'r',
    });
    session.selectConstructor({
      id: null,
      name: 'Ver todos',
      logo: null,
      nit: null,
      realState: false,
      all: true,
    });
    const { sent } = serve({});
    renderPage();
    expect(await screen.findByText(/Seleccione una constructora en el panel lateral/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Revisar archivo' })).toBeNull();
    expect(sent).toEqual([]);
  });

  it('refuses a read-only role', async () => {
    session.loginSuccess({
      user: { ...storeUser(), role: ['Visualizador_Seller'], effectiveRole: 'Visualizador_Seller' },
      access_token: 'a',
      refresh_token: 'r',
    });
    const { sent } = serve({});
    renderPage();
    expect(await screen.findByText('Su rol solo permite consultar: no puede cargar archivos.')).toBeTruthy();
    expect(sent).toEqual([]);
  });
});

describe('Plantillas de carga: an agency user', () => {
  it('offers only the agency template and sends it through create-agency-realstate-massive', async () => {
    session.loginSuccess({
      user: { ...storeUser(), constructor: BUILDER, realState: true },
      access_token: 'a',
      refresh_token: 'r',
    });
    let body: FormData | null = null;
    serve({
      detail: () => load({ kind: 'AgencyProperties', template: 'AgencyRealstate', status: 'Validating' }),
      other: (req) => {
        if (req.path !== '/api/product/api/estateagencysync-massive/v5/create-agency-realstate-massive')
          return undefined;
        body = req.body as FormData;
        return { status: 202, json: load({ kind: 'AgencyProperties', template: 'AgencyRealstate' }) };
      },
    });
    renderPage();
    const form = await screen.findByRole('form', { name: 'Cargar archivo' });
    const template = within(form).getByRole('combobox', { name: 'Plantilla' });
    expect(
      within(template)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Inmuebles de inmobiliaria']);
    const good = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], 'agencia.xlsx', { type: '' });
    fireEvent.change(within(form).getByLabelText(/Archivo de Excel/), { target: { files: [good] } });
    fireEvent.click(within(form).getByRole('button', { name: 'Revisar archivo' }));
    await waitFor(() => expect(body).not.toBeNull());
    const sentForm = body as unknown as FormData;
    expect([...sentForm.keys()].sort()).toEqual(['ConstructorId', 'File', 'FileName', 'SellerId']);
    expect(sentForm.get('SellerId')).toBe(SELLER);
  });
});

describe('Plantillas de carga: a builder user', () => {
  beforeEach(() => {
    session.loginSuccess({
      user: { ...storeUser(), constructor: BUILDER },
      access_token: 'a',
      refresh_token: 'r',
    });
  });

  it('offers the three categories and projects as templates, and only the projects the role may load into', async () => {
    serve({});
    renderPage();
    const form = await screen.findByRole('form', { name: 'Cargar archivo' });
    const template = within(form).getByRole('combobox', { name: 'Plantilla' });
    expect(
      within(template)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Apartamento', 'Casa', 'Apartaestudio', 'Proyectos']);
    const project = await within(form).findByRole('combobox', { name: /Proyecto/ });
    expect(
      within(project)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Seleccione un proyecto', 'Torres del Río']);
    // The only writable project is chosen for the user.
    expect((project as HTMLSelectElement).value).toBe(SELLER);
    const download = screen.getByRole('region', { name: 'Descargar plantilla' });
    expect(within(download).getByRole('button', { name: 'Descargar plantilla' })).toBeTruthy();
  });

  it('checks the file in the browser: a page renamed .xlsx is refused on the field and nothing is sent', async () => {
    const { sent } = serve({});
    renderPage();
    const input = await screen.findByLabelText(/Archivo de Excel \(\.xlsx\)/);
    const fake = new File(['<html>no soy un libro</html>'], 'torre.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    fireEvent.change(input, { target: { files: [fake] } });
    expect(await screen.findByText('El archivo debe ser un libro de Excel (.xlsx).')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Revisar archivo' }));
    await new Promise((r) => setTimeout(r, 30));
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('sends a good workbook with File, ConstructorId, SellerId and TemplateProduct, then shows its dry run', async () => {
    let posted = false;
    const { sent } = serve({
      detail: () => load({ status: 'Validating', rowsDone: 1, rowsTotal: 3 }),
      other: (req) => {
        if (req.path !== '/api/product/api/productsync-massive/v5/create-product-massive') return undefined;
        posted = true;
        return { status: 202, json: load({ status: 'Validating', rowsDone: 0 }) };
      },
    });
    renderPage();
    const form = await screen.findByRole('form', { name: 'Cargar archivo' });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Plantilla' }), {
      target: { value: 'House' },
    });
    const good = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2])], 'casas.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    fireEvent.change(within(form).getByLabelText(/Archivo de Excel/), { target: { files: [good] } });
    expect(await within(form).findByText('Archivo: casas.xlsx')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Revisar archivo' }));
    await waitFor(() => expect(posted).toBe(true));
    const body = sent.find((r) => r.method === 'POST')?.body as FormData;
    expect((body.get('File') as File).name).toBe('casas.xlsx');
    expect(body.get('ConstructorId')).toBe(BUILDER);
    expect(body.get('SellerId')).toBe(SELLER);
    expect(body.get('TemplateProduct')).toBe('House');
    expect(await screen.findByText('Fila 1 de 3')).toBeTruthy();
  });

  it('sends the projects template through create-massive-projects with the builder only', async () => {
    let body: FormData | null = null;
    serve({
      detail: () => load({ kind: 'Projects', template: 'Projects', sellerId: null, status: 'Validating' }),
      other: (req) => {
        if (req.path !== '/api/seller/api/v3/create-massive-projects/') return undefined;
        body = req.body as FormData;
        return { status: 202, json: load({ kind: 'Projects', template: 'Projects', status: 'Validating' }) };
      },
    });
    renderPage();
    const form = await screen.findByRole('form', { name: 'Cargar archivo' });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Plantilla' }), {
      target: { value: 'Projects' },
    });
    expect(within(form).queryByRole('combobox', { name: /Proyecto/ })).toBeNull();
    const good = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], 'proyectos.xlsx', { type: '' });
    fireEvent.change(within(form).getByLabelText(/Archivo de Excel/), { target: { files: [good] } });
    fireEvent.click(within(form).getByRole('button', { name: 'Revisar archivo' }));
    await waitFor(() => expect(body).not.toBeNull());
    const sentForm = body as unknown as FormData;
    expect([...sentForm.keys()].sort()).toEqual(['ConstructorId', 'File', 'FileName']);
  });

  it('shows the progress of a running load, "Fila N de M", resumed from ?carga= after a reload', async () => {
    serve({ detail: () => load({ status: 'Validating', rowsDone: 40, rowsTotal: 160 }) });
    renderPage(withLoad);
    expect(await screen.findByText('Fila 40 de 160')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Avance de la carga' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByText('Revisando el archivo…')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirmar carga' })).toBeNull();
  });

  it('while the workbook is still being read (total not known yet) the bar runs without a percentage', async () => {
    serve({ detail: () => load({ status: 'Validating', rowsDone: 500, rowsTotal: 500 }) });
    renderPage(withLoad);
    expect(await screen.findByText('Fila 500')).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'Avance de la carga' }).getAttribute('aria-valuenow'),
    ).toBeNull();
  });

  it('a dry run with errors: the summary, every error with its row and column, the error file, and no confirmation', async () => {
    const errors = Array.from({ length: 12 }, (_, i) => ({
      row: i + 3,
      column: i === 0 ? null : 'Precio',
      message: i === 0 ? 'Referencia repetida en el archivo' : 'El precio debe ser mayor a cero',
    }));
    serve({
      detail: () =>
        load({ rowsTotal: 20, toCreate: 6, toUpdate: 2, errorRows: 12, errors, hasErrorFile: true }),
    });
    renderPage(withLoad);
    const summary = await screen.findByRole('region', { name: 'Resultado de la revisión' });
    const figures = within(summary)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(
      within(summary)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Filas leídas', 'Se crearán', 'Se actualizarán', 'Filas con error']);
    expect(figures).toEqual(['20', '6', '2', '12']);
    expect(screen.getByText(/Hay 12 filas con error/)).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Errores del archivo' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Fila', 'Columna', 'Mensaje']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(rows[0].textContent).toBe('3Toda la filaReferencia repetida en el archivo');
    expect(rows[1].textContent).toBe('4PrecioEl precio debe ser mayor a cero');
    // The errors' pager comes first (the history's is below).
    fireEvent.click(screen.getAllByRole('button', { name: 'Ir a la página siguiente' })[0]);
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(2);
    expect(screen.getByText('11–12 de 12')).toBeTruthy();

    expect((screen.getByRole('button', { name: 'Confirmar carga' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByRole('button', { name: 'Descargar archivo de errores' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Cancelar' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('a clean dry run: confirm asks first, then the load writes with progress and ends in "Carga finalizada"', async () => {
    let state: BulkLoadDetail = load({ rowsTotal: 3, toCreate: 2, toUpdate: 1 });
    const { sent } = serve({
      detail: () => state,
      other: (req) => {
        if (req.path !== `/api/bulk-load/api/v1/loads/${LOAD_ID}/confirm`) return undefined;
        state = load({ status: 'Applying', rowsDone: 1, rowsTotal: 3 });
        return { status: 202, json: state };
      },
    });
    renderPage(withLoad);
    expect(
      await screen.findByText('El archivo no tiene errores. Confirme la carga para guardar los registros.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Descargar archivo de errores' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar carga' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Desea confirmar la carga?' });
    expect(within(dialog).getByText(/Se crearán 2 y se actualizarán 1 registros/)).toBeTruthy();
    expect(sent.some((r) => r.path.endsWith('/confirm'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar carga' }));

    expect(await screen.findByText('Fila 1 de 3')).toBeTruthy();
    expect(screen.getByText('Guardando los registros…')).toBeTruthy();
    state = load({
      status: 'Done',
      rowsDone: 3,
      created: 2,
      updated: 1,
      finishedAt: '2026-11-24T19:06:00.000Z',
    });
    const done = await screen.findByRole('dialog', { name: 'Carga finalizada' }, { timeout: 5000 });
    expect(within(done).getByText('Se crearon 2 y se actualizaron 1 registros.')).toBeTruthy();
    fireEvent.click(within(done).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('link', { name: 'Ver inmuebles' }).getAttribute('href')).toBe(
      '/catalogo/inmuebles',
    );
  });

  it('Cancelar cancels the dry run on the server and says nothing was saved', async () => {
    let state: BulkLoadDetail = load({
      errorRows: 1,
      errors: [{ row: 2, column: 'Precio ($)', message: 'x' }],
    });
    const { sent } = serve({
      detail: () => state,
      other: (req) => {
        if (req.path !== `/api/bulk-load/api/v1/loads/${LOAD_ID}/cancel`) return undefined;
        state = load({ status: 'Cancelled' });
        return { json: state };
      },
    });
    renderPage(withLoad);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByText('La carga fue cancelada. No se guardó ningún registro.')).toBeTruthy();
    expect(sent.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      `/api/bulk-load/api/v1/loads/${LOAD_ID}/cancel`,
    ]);
  });

  it.each([
    ['Failed', 'El libro no tiene la hoja Inmuebles', 'El libro no tiene la hoja Inmuebles'],
    [
      'Interrupted',
      null,
      'La carga se interrumpió y no se guardó ningún registro. Vuelva a cargar el archivo.',
    ],
    ['Cancelled', null, 'La carga fue cancelada. No se guardó ningún registro.'],
  ] as const)('a %s load says so clearly', async (status, message, shown) => {
    serve({ detail: () => load({ status, message }) });
    renderPage(withLoad);
    expect(await screen.findByText(shown)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirmar carga' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cargar otro archivo' }));
    expect(await screen.findByRole('form', { name: 'Cargar archivo' })).toBeTruthy();
  });

  it('lists the history: date in 12-hour Colombian time, user, file, kind, status, counts and the error file', async () => {
    const { sent } = serve({
      history: [
        load({ status: 'Done', created: 2, updated: 1, fileName: 'torre-1.xlsx' }),
        load({
          id: '44444444-4444-4444-8444-444444444444',
          status: 'Validated',
          kind: 'Projects',
          template: 'Projects',
          fileName: 'proyectos.xlsx',
          errorRows: 3,
          hasErrorFile: true,
          createdAt: '2026-11-24T13:30:00.000Z',
        }),
      ],
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Historial de cargas' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Fecha', 'Usuario', 'Archivo', 'Tipo', 'Estado', 'Resultado', 'Acciones']);
    const [, first, second] = within(table).getAllByRole('row');
    // 19:05 UTC is 2:05 p. m. in Bogotá (UTC-5).
    expect(first.textContent).toMatch(/^24\/11\/2026 2:05\sp\.\sm\./);
    expect(first.textContent).toContain('Ana Andina');
    expect(first.textContent).toContain('Inmuebles de constructora');
    expect(first.textContent).toContain('Finalizada');
    expect(within(first).queryByRole('button', { name: /Descargar archivo de errores/ })).toBeNull();
    expect(second.textContent).toMatch(/^24\/11\/2026 8:30\sa\.\sm\./);
    expect(second.textContent).toContain('Revisada');
    expect(
      within(second).getByRole('button', { name: 'Descargar archivo de errores de proyectos.xlsx' }),
    ).toBeTruthy();
    const list = sent.find((r) => r.path === '/api/bulk-load/api/v1/loads');
    expect(list?.query.get('ConstructorId')).toBe(BUILDER);
    expect(list?.query.get('PageSize')).toBe('10');
    expect(list?.query.get('PageNumber')).toBe('1');
  });

  it('a failed template download shows a Spanish error toast', async () => {
    serve({
      other: (req) =>
        req.path.startsWith('/api/bulk-load/api/v1/templates/')
          ? { status: 500, json: { Message: 'No pudimos generar la plantilla' } }
          : undefined,
    });
    renderPage();
    const region = await screen.findByRole('region', { name: 'Descargar plantilla' });
    fireEvent.click(within(region).getByRole('button', { name: 'Descargar plantilla' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error durante el proceso');
    expect(alert.textContent).toContain('No pudimos generar la plantilla');
  });
});
