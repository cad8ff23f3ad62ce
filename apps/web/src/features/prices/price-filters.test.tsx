import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { PriceItem } from '@tu360/domain/contracts';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session-store.ts';
import { storeUser } from '../../test/fixtures.ts';
import { queryWrapper } from '../../test/query-wrapper.tsx';
import PricesPage from './routes/prices-page.tsx';

// Issue 12: the price page lists the project's properties "with the list's filters": the property list's panel
// (keyword, status, completeness, price range, categories, department and city), kept in the address as on the list, asked of the
// server by the same names; the selection and the sheet follow what the filters leave.

const SELLER = '22222222-2222-4222-8222-222222222222';
const BUILDER = '33333333-3333-4333-8333-333333333333';
const ANTIOQUIA = '77777777-7777-4777-8777-777777777777';
const MEDELLIN = '88888888-8888-4888-8888-888888888888';
const PRODUCTS = '/api/product/api/prices/v1/products';
const SHEET = '/api/product/api/prices/v1/sheet';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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
    productId: 103,
    refId: 'CASA-1',
    name: 'Casa 1',
    category: 'House',
    area: 100,
    price: 500_000_000,
    pricePerM2: 5_000_000,
    status: 'Rejected',
  },
];

function serve() {
  const sent: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      sent.push(url);
      const path = url.pathname;
      if (path === '/api/seller/api/v1/get-all-by-user')
        return Response.json({
          data: [
            {
              id: SELLER,
              name: 'Torres del Río',
              logo: null,
              role: 'Operativo_Seller',
              status: 'Synchronized',
              nit: null,
            },
          ],
          totalData: 1,
        });
      if (path === PRODUCTS)
        return Response.json({ data: ITEMS, totalData: ITEMS.length, medianPricePerM2: 5_500_000 });
      if (path === '/api/product/api/prices/v1/batches') return Response.json({ data: [], totalData: 0 });
      if (path === '/api/lookups/departments')
        return Response.json([{ id: ANTIOQUIA, code: '05', name: 'Antioquia' }]);
      if (path === '/api/lookups/cities')
        return Response.json([
          {
            id: MEDELLIN,
            code: '05001',
            name: 'Medellín',
            departmentId: ANTIOQUIA,
            latitude: null,
            longitude: null,
          },
        ]);
      if (path === SHEET)
        // jsdom's Blob has no stream: the answer is a plain object with the workbook's bytes.
        return {
          status: 200,
          ok: true,
          headers: new Headers({
            'content-type': XLSX,
            'content-disposition': 'attachment; filename="Precios.xlsx"',
          }),
          blob: async () => new Blob(['xlsx'], { type: XLSX }),
        } as unknown as Response;
      return Response.json({ Message: 'No encontrado' }, { status: 404 });
    }),
  );
  return {
    sent,
    lastOf: (path: string) => sent.filter((u) => u.pathname === path).at(-1)?.searchParams,
  };
}

let address = '';
function Address() {
  const l = useLocation();
  address = l.search;
  return null;
}

function renderPage(search = '') {
  const { client } = queryWrapper();
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/catalogo/actualizar-precios${search}`]}>
        <PricesPage />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const table = () => screen.getByRole('table', { name: 'Inmuebles del proyecto' });
const filters = () => screen.getByRole('search', { name: 'Filtros' });

beforeEach(() => {
  session.logout();
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
  vi.stubGlobal(
    'URL',
    class extends URL {
      static createObjectURL = vi.fn(() => 'blob:hoja');
      static revokeObjectURL = vi.fn();
    },
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Actualizar precios: the property list’s filters', () => {
  it('offers the list’s keyword, status, completeness, price range and categories, asks the server by its names, kept in the address', async () => {
    const { lastOf } = serve();
    renderPage();
    await within(await screen.findByRole('table', { name: 'Inmuebles del proyecto' })).findByText('APT-101');
    const panel = filters();
    fireEvent.change(within(panel).getByRole('searchbox', { name: /Buscar inmueble/ }), {
      target: { value: 'torre' },
    });
    fireEvent.change(within(panel).getByRole('combobox', { name: 'Estado' }), {
      target: { value: 'Rejected' },
    });
    fireEvent.change(within(panel).getByRole('combobox', { name: 'Completitud' }), {
      target: { value: 'Medium' },
    });
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Precio mínimo' }), {
      target: { value: '200.000.000' },
    });
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Precio máximo' }), {
      target: { value: '600000000' },
    });
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Casa' }));
    const expected = {
      SellerId: SELLER,
      KeyWord: 'torre',
      SkuStatus: 'Rejected',
      Progress: 'Medium',
      MinimumPrice: '200000000',
      MaximumPrice: '600000000',
      Categories: 'House',
    };
    await waitFor(() => {
      const q = lastOf(PRODUCTS);
      for (const [name, value] of Object.entries(expected)) expect(q?.get(name), name).toBe(value);
    });
    // The address holds them by the same names (the prices as typed), so that the view can be reloaded or shared.
    await waitFor(() => expect(address).toContain('Categories=House'));
    expect(Object.fromEntries(new URLSearchParams(address))).toEqual({
      KeyWord: 'torre',
      SkuStatus: 'Rejected',
      Progress: 'Medium',
      MinimumPrice: '200.000.000',
      MaximumPrice: '600000000',
      Categories: 'House',
    });
  });

  it('filters by department and city, and "Limpiar filtros" lists the whole project again', async () => {
    const { lastOf } = serve();
    renderPage('?SkuStatus=Rejected');
    await within(await screen.findByRole('table', { name: 'Inmuebles del proyecto' })).findByText('APT-101');
    const panel = filters();
    const department = within(panel).getByRole('combobox', { name: 'Departamento' });
    await within(department).findByRole('option', { name: 'Antioquia' });
    fireEvent.change(department, { target: { value: ANTIOQUIA } });
    const city = within(panel).getByRole('combobox', { name: 'Municipio' });
    await within(city).findByRole('option', { name: 'Medellín' });
    fireEvent.change(city, { target: { value: MEDELLIN } });
    await waitFor(() => {
      const q = lastOf(PRODUCTS);
      expect(q?.get('CityDepartments')).toBe(ANTIOQUIA);
      expect(q?.get('Cities')).toBe(MEDELLIN);
      expect(q?.get('SkuStatus')).toBe('Rejected');
    });
    await waitFor(() =>
      expect(address).toBe(`?SkuStatus=Rejected&CityDepartments=${ANTIOQUIA}&Cities=${MEDELLIN}`),
    );

    fireEvent.click(within(panel).getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => expect(lastOf(PRODUCTS)?.get('Cities')).toBeNull());
    expect([...(lastOf(PRODUCTS)?.keys() ?? [])].sort()).toEqual([
      'PageNumber',
      'PageSize',
      'SellerId',
      'field',
      'order',
    ]);
    await waitFor(() => expect(address).toBe(''));
  });

  it('opens with the filters of the address (a link or a reload)', async () => {
    const { lastOf } = serve();
    renderPage('?SkuStatus=Rejected&Categories=House&MinimumPrice=400000000');
    await within(await screen.findByRole('table', { name: 'Inmuebles del proyecto' })).findByText('CASA-1');
    const panel = filters();
    expect((within(panel).getByRole('combobox', { name: 'Estado' }) as HTMLSelectElement).value).toBe(
      'Rejected',
    );
    expect((within(panel).getByRole('checkbox', { name: 'Casa' }) as HTMLInputElement).checked).toBe(true);
    expect((within(panel).getByRole('textbox', { name: 'Precio mínimo' }) as HTMLInputElement).value).toBe(
      '400000000',
    );
    const q = lastOf(PRODUCTS);
    expect(q?.get('SkuStatus')).toBe('Rejected');
    expect(q?.getAll('Categories')).toEqual(['House']);
    expect(q?.get('MinimumPrice')).toBe('400000000');
  });

  it('drops the selection on new filters, so that the percentage only reaches rows they leave', async () => {
    serve();
    renderPage();
    await within(await screen.findByRole('table', { name: 'Inmuebles del proyecto' })).findByText('APT-101');
    fireEvent.click(within(table()).getByRole('checkbox', { name: 'Seleccionar Apartamento 101' }));
    expect(await screen.findByText('1 inmueble seleccionado')).toBeTruthy();
    fireEvent.click(within(filters()).getByRole('checkbox', { name: 'Casa' }));
    expect(
      await screen.findByText('Seleccione en la tabla los inmuebles cuyo precio desea cambiar.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Aplicar % a la selección' })).toHaveProperty('disabled', true);
  });

  it('downloads the sheet of the rows the filters leave', async () => {
    const { lastOf } = serve();
    renderPage('?Categories=House&SkuStatus=Rejected');
    await within(await screen.findByRole('table', { name: 'Inmuebles del proyecto' })).findByText('CASA-1');
    // A keyword of 2 characters is not applied, to the sheet as to the list.
    fireEvent.change(within(filters()).getByRole('searchbox', { name: /Buscar inmueble/ }), {
      target: { value: 'ca' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Descargar hoja de precios' }));
    await waitFor(() => expect(lastOf(SHEET)).toBeDefined());
    const q = lastOf(SHEET);
    expect(q?.get('SellerId')).toBe(SELLER);
    expect(q?.getAll('Categories')).toEqual(['House']);
    expect(q?.get('SkuStatus')).toBe('Rejected');
    expect(q?.has('KeyWord')).toBe(false);
    expect(
      screen.getByText(
        'Descargue la hoja con los inmuebles que muestra la lista (los de sus filtros; sin filtros, todos los del proyecto), escriba el precio nuevo de los que cambian (deje vacíos los demás) y cárguela.',
      ),
    ).toBeTruthy();
  });
});
