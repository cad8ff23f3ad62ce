import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { PriceBatch, PriceItem, PricePreview, PricePreviewRow } from '@tu360/domain/contracts';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../lib/session-store.ts';
import { type FakeAnswer, fakeFetch, type SentRequest } from '../../test/fake-fetch.ts';
import { storeUser } from '../../test/fixtures.ts';
import { queryWrapper } from '../../test/query-wrapper.tsx';
import PricesPage from './routes/prices-page.tsx';

const SELLER = '22222222-2222-4222-8222-222222222222';
const OTHER_SELLER = '44444444-4444-4444-8444-444444444444';
const BUILDER = '33333333-3333-4333-8333-333333333333';
const BATCH = '55555555-5555-4555-8555-555555555555';
const USER = '66666666-6666-4666-8666-666666666666';

const ITEMS: PriceItem[] = [
  {
    productId: 101,
    refId: 'APT-101',
    name: 'Apartamento 101',
    category: 'Apartment',
    area: 50,
    price: 300_000_000,
    pricePerM2: 6_000_000,
    status: 'Published',
  },
  {
    productId: 102,
    refId: 'APT-102',
    name: 'Apartamento 102',
    category: 'Apartment',
    area: 60,
    price: 360_000_000,
    pricePerM2: 6_000_000,
    status: 'Incomplete',
  },
  {
    productId: 103,
    refId: 'CASA-1',
    name: 'Casa 1',
    category: 'House',
    area: null,
    price: null,
    pricePerM2: null,
    status: 'OnApprobation',
  },
];

const PROJECTS = {
  data: [
    {
      id: SELLER,
      name: 'Torres del Río',
      logo: null,
      role: 'Operativo_Seller',
      status: 'Synchronized',
      nit: null,
    },
    {
      id: OTHER_SELLER,
      name: 'Solo consulta',
      logo: null,
      role: 'Visualizador_Seller',
      status: 'Synchronized',
      nit: null,
    },
  ],
  totalData: 2,
};

function row(over: Partial<PricePreviewRow>): PricePreviewRow {
  return {
    row: null,
    productId: 101,
    refId: 'APT-101',
    name: 'Apartamento 101',
    area: 50,
    oldPrice: 300_000_000,
    newPrice: 315_000_000,
    changePercent: 5,
    oldPricePerM2: 6_000_000,
    newPricePerM2: 6_300_000,
    errors: [],
    warnings: [],
    ...over,
  };
}

function previewOf(rows: PricePreviewRow[], token = 'sello-1'): PricePreview {
  return {
    sellerId: SELLER,
    rows,
    changes: rows.filter((r) => !r.errors.length && r.newPrice !== r.oldPrice).length,
    errorRows: rows.filter((r) => r.errors.length).length,
    warningRows: rows.filter((r) => r.warnings.length).length,
    medianPricePerM2: 6_000_000,
    previewToken: token,
  };
}

const BIG_CHANGE = {
  kind: 'change' as const,
  message: 'El precio cambia +38,9 % respecto al actual (más del 30 %). Confirme que es correcto.',
};

interface Server {
  batches?: PriceBatch[];
  other?: (req: SentRequest) => FakeAnswer | undefined;
}

function serve(s: Server = {}) {
  return fakeFetch((req) => {
    const other = s.other?.(req);
    if (other) return other;
    if (req.path === '/api/seller/api/v1/get-all-by-user') return { json: PROJECTS };
    if (req.path === '/api/product/api/prices/v1/products')
      return { json: { data: ITEMS, totalData: ITEMS.length, medianPricePerM2: 6_000_000 } };
    if (req.path === '/api/product/api/prices/v1/batches')
      return { json: { data: s.batches ?? [], totalData: (s.batches ?? []).length } };
    return { status: 404, json: { Message: 'No encontrado' } };
  });
}

function renderPage() {
  const { client } = queryWrapper();
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/catalogo/actualizar-precios']}>
        <PricesPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function signInOperative() {
  session.loginSuccess({
    user: {
      ...storeUser(),
      constructor: BUILDER,
      role: ['Operativo_Seller'],
      effectiveRole: 'Operativo_Seller',
    },
    access_token: 'a',
    refresh_token: 'r',
  });
  session.selectSeller({
    id: SELLER,
    name: 'Torres del Río',
    role: 'Operativo_Seller',
    logo: null,
    nit: null,
    status: 'Synchronized',
  });
}

const jsonOf = (req: SentRequest | undefined) => JSON.parse(String(req?.body));
const table = () => screen.getByRole('table', { name: 'Inmuebles del proyecto' });
const newPriceOf = (name: string) => screen.getByRole('textbox', { name: `Nuevo precio de ${name}` });

beforeEach(() => {
  session.logout();
});

describe('Actualizar precios: who may use it', () => {
  it('asks a platform admin to choose a builder ("Ver todos los inmuebles" is not a price scope)', async () => {
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
    const { sent } = serve();
    renderPage();
    expect(
      await screen.findByText(
        'Seleccione una constructora en el panel lateral para actualizar precios (no disponible en "Ver todos los inmuebles").',
      ),
    ).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('refuses a read-only role and asks the server nothing', async () => {
    session.loginSuccess({
      user: { ...storeUser(), role: ['Visualizador_Seller'], effectiveRole: 'Visualizador_Seller' },
      access_token: 'a',
      refresh_token: 'r',
    });
    const { sent } = serve();
    renderPage();
    expect(
      await screen.findByText('Su rol solo permite consultar: no puede actualizar precios.'),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('lets a platform admin choose one of the chosen builder’s projects', async () => {
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
    const { sent } = serve({
      other: (req) =>
        req.path === '/api/seller/api/v1/get-all-by-user'
          ? {
              json: {
                data: PROJECTS.data.map((p) => ({ ...p, role: 'Administrador_Bancolombia' })),
                totalData: 2,
              },
            }
          : undefined,
    });
    renderPage();
    const project = await screen.findByRole('combobox', { name: 'Proyecto' });
    expect(sent[0].query.get('IdConstructor')).toBe(BUILDER);
    expect(screen.getByText('Seleccione el proyecto cuyos precios desea actualizar.')).toBeTruthy();
    fireEvent.change(project, { target: { value: OTHER_SELLER } });
    await screen.findByRole('table', { name: 'Inmuebles del proyecto' });
    const list = sent.find((r) => r.path === '/api/product/api/prices/v1/products');
    expect(list?.query.get('SellerId')).toBe(OTHER_SELLER);
  });
});

describe('Actualizar precios: the list and the changes typed on the page', () => {
  beforeEach(signInOperative);

  it('lists the selected project’s properties with reference, name, type, area, price, price per m² and status', async () => {
    const { sent } = serve();
    renderPage();
    const project = await screen.findByRole('combobox', { name: 'Proyecto' });
    // Only the projects where the role held may update prices; the shell's project is preselected.
    expect(
      within(project)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Seleccione un proyecto', 'Torres del Río']);
    expect((project as HTMLSelectElement).value).toBe(SELLER);
    await within(await screen.findByRole('table', { name: 'Inmuebles del proyecto' })).findByText('APT-101');
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      '',
      'Referencia',
      'Nombre',
      'Tipo',
      'Área',
      'Precio actual',
      // The field next to the price it replaces, in view without scrolling the table sideways.
      'Nuevo precio',
      'Precio por m²',
      'Estado',
    ]);
    const first = within(table()).getAllByRole('row')[1];
    expect(first.textContent?.replace(/\s/g, ' ')).toMatch(
      /APT-101Apartamento 101Apartamento50 m²\$ 300\.000\.000\$ 6\.000\.000Publicado/,
    );
    expect(within(table()).getAllByRole('row')[3].textContent).toBe('CASA-1Casa 1Casa———En aprobación');
    const list = sent.find((r) => r.path === '/api/product/api/prices/v1/products');
    expect(list?.query.get('SellerId')).toBe(SELLER);
    expect(list?.query.get('PageSize')).toBe('14');

    // The list's filters reach the server (all of them: price-filters.test.tsx).
    fireEvent.change(screen.getByRole('combobox', { name: 'Estado' }), { target: { value: 'Published' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Casa' }));
    fireEvent.change(screen.getByRole('searchbox', { name: /Buscar inmueble/ }), {
      target: { value: 'torre' },
    });
    await waitFor(() => {
      const last = sent.filter((r) => r.path === '/api/product/api/prices/v1/products').at(-1);
      expect(last?.query.get('SkuStatus')).toBe('Published');
      expect(last?.query.getAll('Categories')).toEqual(['House']);
      expect(last?.query.get('KeyWord')).toBe('torre');
    });
  });

  it('refuses a price below 10.000.000 on its field with the spec’s message, and previews nothing', async () => {
    const { sent } = serve();
    renderPage();
    await within(await screen.findByRole('table', { name: 'Inmuebles del proyecto' })).findByText('APT-101');
    expect(screen.queryByRole('textbox', { name: /Nuevo precio/ })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar Apartamento 101' }));
    expect(screen.getByText('1 inmueble seleccionado')).toBeTruthy();
    const field = newPriceOf('Apartamento 101');
    fireEvent.change(field, { target: { value: '9.999.999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vista previa' }));
    expect(await screen.findByText('Debe ser mayor a 10.000.000')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Corrija los precios marcados antes de ver la vista previa.')).toBeTruthy();
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);
    // Corrected, the mark goes.
    fireEvent.change(field, { target: { value: '10.000.000' } });
    expect(screen.queryByText('Debe ser mayor a 10.000.000')).toBeNull();
  });

  it('applies +5 % to the selection (whole pesos), previews, needs the warning ticked, applies and says how many changed', async () => {
    let applied: SentRequest | undefined;
    const preview = previewOf([
      row({}),
      row({
        productId: 102,
        refId: 'APT-102',
        name: 'Apartamento 102',
        area: 60,
        oldPrice: 360_000_000,
        newPrice: 500_000_000,
        changePercent: 38.89,
        oldPricePerM2: 6_000_000,
        newPricePerM2: 8_333_333,
        warnings: [BIG_CHANGE],
      }),
    ]);
    const { sent } = serve({
      other: (req) => {
        if (req.path === '/api/product/api/prices/v1/preview') return { json: preview };
        if (req.path === '/api/product/api/prices/v1/apply') {
          applied = req;
          return { json: { batchId: BATCH, count: 2 } };
        }
        return undefined;
      },
    });
    renderPage();
    await within(await screen.findByRole('table', { name: 'Inmuebles del proyecto' })).findByText('APT-101');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar Apartamento 101' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar Apartamento 102' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Porcentaje/ }), { target: { value: '+5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar % a la selección' }));
    // 300.000.000 × 1,05 and 360.000.000 × 1,05.
    expect((newPriceOf('Apartamento 101') as HTMLInputElement).value).toBe('315.000.000');
    expect((newPriceOf('Apartamento 102') as HTMLInputElement).value).toBe('378.000.000');
    fireEvent.change(newPriceOf('Apartamento 102'), { target: { value: '500000000' } });
    // Left, the price typed reads as the others.
    fireEvent.blur(newPriceOf('Apartamento 102'));
    expect((newPriceOf('Apartamento 102') as HTMLInputElement).value).toBe('500.000.000');
    fireEvent.click(screen.getByRole('button', { name: 'Vista previa' }));

    const dialog = await screen.findByRole('dialog', { name: 'Vista previa de precios' });
    expect(jsonOf(sent.find((r) => r.path === '/api/product/api/prices/v1/preview'))).toEqual({
      SellerId: SELLER,
      changes: [
        { productId: 101, newPrice: 315_000_000 },
        { productId: 102, newPrice: 500_000_000 },
      ],
    });
    const rows = within(dialog).getAllByRole('row');
    expect(rows[1].textContent?.replace(/\s/g, ' ')).toMatch(
      /APT-101Apartamento 101\$ 300\.000\.000 → \$ 315\.000\.000\+5 %\$ 6\.000\.000 → \$ 6\.300\.000Sin observaciones/,
    );
    expect(rows[2].textContent).toContain('+38,89 %');
    expect(within(dialog).getByText(BIG_CHANGE.message)).toBeTruthy();
    const apply = within(dialog).getByRole('button', { name: 'Aplicar' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    expect(within(dialog).getByText(/Falta confirmar 1 fila con advertencias/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Aplicar de todos modos Apartamento 102' }));
    expect(apply.disabled).toBe(false);
    fireEvent.click(apply);

    const result = await screen.findByRole('dialog', { name: 'Precios actualizados' });
    expect(within(result).getByText('Se actualizaron los precios de 2 inmuebles.')).toBeTruthy();
    expect(jsonOf(applied)).toEqual({
      SellerId: SELLER,
      changes: [
        { productId: 101, newPrice: 315_000_000 },
        { productId: 102, newPrice: 500_000_000 },
      ],
      previewToken: 'sello-1',
      acceptedWarnings: [102],
    });
    // The selection is done with; the list and the history are asked again.
    expect(screen.getByText('Seleccione en la tabla los inmuebles cuyo precio desea cambiar.')).toBeTruthy();
    await waitFor(() =>
      expect(sent.filter((r) => r.path === '/api/product/api/prices/v1/batches').length).toBeGreaterThan(1),
    );
  });

  it('keeps the selection and the typed prices across pages, and previews them together', async () => {
    // 20 properties: 14 on the first page, 6 on the second.
    const many: PriceItem[] = Array.from({ length: 20 }, (_, i) => ({
      ...ITEMS[0],
      productId: 200 + i,
      refId: `T-${i + 1}`,
      name: `Torre ${i + 1}`,
    }));
    const { sent } = serve({
      other: (req) => {
        if (req.path === '/api/product/api/prices/v1/products') {
          const page = Number(req.query.get('PageNumber'));
          return {
            json: {
              data: many.slice((page - 1) * 14, page * 14),
              totalData: 20,
              medianPricePerM2: 6_000_000,
            },
          };
        }
        if (req.path === '/api/product/api/prices/v1/preview') return { json: previewOf([row({})]) };
        return undefined;
      },
    });
    renderPage();
    await within(await screen.findByRole('table', { name: 'Inmuebles del proyecto' })).findByText('T-1');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar Torre 1' }));
    fireEvent.change(newPriceOf('Torre 1'), { target: { value: '310.000.000' } });
    // The list's pager comes first (the history's is below).
    fireEvent.click(screen.getAllByRole('button', { name: 'Ir a la página siguiente' })[0]);
    await within(table()).findByText('T-15');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar todos los inmuebles de la página' }));
    expect(screen.getByText('7 inmuebles seleccionados')).toBeTruthy();
    fireEvent.change(newPriceOf('Torre 20'), { target: { value: '320.000.000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vista previa' }));
    await screen.findByRole('dialog', { name: 'Vista previa de precios' });
    // Only the rows with a price typed are sent; the others stay as they are.
    expect(jsonOf(sent.find((r) => r.path === '/api/product/api/prices/v1/preview')).changes).toEqual([
      { productId: 200, newPrice: 310_000_000 },
      { productId: 219, newPrice: 320_000_000 },
    ]);
  });

  it('keeps "Aplicar" disabled while a row has an error', async () => {
    serve({
      other: (req) =>
        req.path === '/api/product/api/prices/v1/preview'
          ? {
              json: previewOf([
                row({
                  newPrice: 20_000_000,
                  errors: ['El monto no puede ser superior al precio del inmueble'],
                }),
              ]),
            }
          : undefined,
    });
    renderPage();
    await within(await screen.findByRole('table', { name: 'Inmuebles del proyecto' })).findByText('APT-101');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar Apartamento 101' }));
    fireEvent.change(newPriceOf('Apartamento 101'), { target: { value: '20000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vista previa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vista previa de precios' });
    expect(within(dialog).getByText('El monto no puede ser superior al precio del inmueble')).toBeTruthy();
    expect(within(dialog).getByText(/Hay filas con error/)).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Aplicar' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('a 409 (prices changed since the preview) shows the server’s message and offers a new preview', async () => {
    let previews = 0;
    const { sent } = serve({
      other: (req) => {
        if (req.path === '/api/product/api/prices/v1/preview') {
          previews += 1;
          return { json: previewOf([row({})], `sello-${previews}`) };
        }
        if (req.path === '/api/product/api/prices/v1/apply')
          return {
            status: 409,
            json: {
              Message:
                'Los precios cambiaron desde la vista previa. Vuelva a generar la vista previa antes de aplicar.',
            },
          };
        return undefined;
      },
    });
    renderPage();
    await within(await screen.findByRole('table', { name: 'Inmuebles del proyecto' })).findByText('APT-101');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar Apartamento 101' }));
    fireEvent.change(newPriceOf('Apartamento 101'), { target: { value: '315000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vista previa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vista previa de precios' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    expect(await within(dialog).findByText(/Los precios cambiaron desde la vista previa/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generar nueva vista previa' }));
    await waitFor(() => expect(previews).toBe(2));
    await waitFor(() => expect(within(dialog).queryByText(/Los precios cambiaron/)).toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    await waitFor(() =>
      expect(
        sent.filter((r) => r.path === '/api/product/api/prices/v1/apply').map((r) => jsonOf(r).previewToken),
      ).toEqual(['sello-1', 'sello-2']),
    );
  });
});

describe('Actualizar precios: the price sheet', () => {
  beforeEach(signInOperative);

  it('refuses a file that is not a workbook on its field; sends a workbook for the preview', async () => {
    let body: FormData | null = null;
    const { sent } = serve({
      other: (req) => {
        if (req.path !== '/api/product/api/prices/v1/preview-sheet') return undefined;
        body = req.body as FormData;
        return { json: previewOf([row({ row: 2 })]) };
      },
    });
    renderPage();
    const form = await screen.findByRole('form', { name: 'Cargar hoja de precios' });
    expect(screen.getByRole('button', { name: 'Descargar hoja de precios' })).toBeTruthy();
    const input = within(form).getByLabelText(/Hoja de precios diligenciada/);
    const fake = new File(['<html>no</html>'], 'precios.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    fireEvent.change(input, { target: { files: [fake] } });
    expect(await within(form).findByText('El archivo debe ser un libro de Excel (.xlsx).')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Cargar hoja de precios' }));
    await new Promise((r) => setTimeout(r, 30));
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);

    const good = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1])], 'precios.xlsx', { type: '' });
    fireEvent.change(input, { target: { files: [good] } });
    expect(await within(form).findByText('Archivo: precios.xlsx')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Cargar hoja de precios' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vista previa de precios' });
    const sentForm = body as unknown as FormData;
    expect(sentForm.get('SellerId')).toBe(SELLER);
    expect((sentForm.get('File') as File).name).toBe('precios.xlsx');
    // The sheet's rows say their row number.
    expect(within(dialog).getAllByRole('columnheader')[0].textContent).toBe('Fila');
  });
});

describe('Actualizar precios: the history and its undo', () => {
  beforeEach(signInOperative);

  const batches: PriceBatch[] = [
    {
      id: BATCH,
      sellerId: SELLER,
      createdBy: { id: USER, name: 'Olga Operativa' },
      createdAt: '2026-11-24T19:05:00.000Z',
      count: 3,
      undoneAt: null,
      canUndo: true,
    },
    {
      id: '77777777-7777-4777-8777-777777777777',
      sellerId: SELLER,
      createdBy: { id: USER, name: 'Olga Operativa' },
      createdAt: '2026-11-20T15:00:00.000Z',
      count: 1,
      undoneAt: '2026-11-21T15:00:00.000Z',
      canUndo: false,
    },
  ];

  it('lists who, when and how many; undoes the last batch after a confirmation', async () => {
    let undone = false;
    serve({
      batches,
      other: (req) => {
        if (req.path !== `/api/product/api/prices/v1/batches/${BATCH}/undo`) return undefined;
        undone = true;
        return { json: { batchId: BATCH, count: 3 } };
      },
    });
    renderPage();
    const history = await screen.findByRole('table', { name: 'Actualizaciones de precios del proyecto' });
    await within(history).findAllByText('Olga Operativa');
    const rows = within(history).getAllByRole('row');
    expect(rows[1].textContent).toContain('3');
    expect(rows[1].textContent).toContain('Aplicada');
    expect(rows[2].textContent).toContain('Deshecha el');
    expect(within(history).getAllByRole('button', { name: 'Deshacer actualización' })).toHaveLength(1);
    fireEvent.click(within(history).getByRole('button', { name: 'Deshacer actualización' }));
    const confirm = await screen.findByRole('dialog', {
      name: '¿Desea deshacer la actualización de precios?',
    });
    expect(within(confirm).getByText('Se restaurarán los precios anteriores de 3 inmuebles.')).toBeTruthy();
    expect(undone).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Deshacer actualización' }));
    const result = await screen.findByRole('dialog', { name: 'Actualización deshecha' });
    expect(within(result).getByText('Se restauraron los precios de 3 inmuebles.')).toBeTruthy();
    expect(undone).toBe(true);
  });

  it('shows the reason when the server refuses the undo', async () => {
    const reason = 'No se puede deshacer: el precio de APT-101 cambió después de esta actualización.';
    serve({
      batches,
      other: (req) =>
        req.path === `/api/product/api/prices/v1/batches/${BATCH}/undo`
          ? { status: 409, json: { Message: reason } }
          : undefined,
    });
    renderPage();
    const history = await screen.findByRole('table', { name: 'Actualizaciones de precios del proyecto' });
    fireEvent.click(await within(history).findByRole('button', { name: 'Deshacer actualización' }));
    const confirm = await screen.findByRole('dialog', {
      name: '¿Desea deshacer la actualización de precios?',
    });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Deshacer actualización' }));
    const result = await screen.findByRole('dialog', { name: 'No se pudo deshacer la actualización' });
    expect(within(result).getByText(reason)).toBeTruthy();
  });
});
