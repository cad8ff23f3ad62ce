import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { BulkLoadDetail } from '@tu360/domain/contracts';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session-store.ts';
import { type FakeAnswer, fakeFetch, type SentRequest } from '../../../test/fake-fetch.ts';
import { storeUser } from '../../../test/fixtures.ts';
import { queryWrapper } from '../../../test/query-wrapper.tsx';
import BulkLoadsPage from '../routes/bulk-loads-page.tsx';

const LOAD_ID = '11111111-1111-4111-8111-111111111111';
const SELLER = '22222222-2222-4222-8222-222222222222';
const BUILDER = '33333333-3333-4333-8333-333333333333';
const UPLOAD = '/api/product/api/productsync-massive/v5/delete-product-massive';

function deletion(over: Partial<BulkLoadDetail> = {}): BulkLoadDetail {
  return {
    id: LOAD_ID,
    kind: 'PropertyDeletion',
    template: null,
    fileName: 'eliminar.xlsx',
    status: 'Validated',
    constructorId: BUILDER,
    sellerId: SELLER,
    createdBy: { id: 'u-1', name: 'Ana Andina' },
    createdAt: '2026-11-24T19:05:00.000Z',
    finishedAt: null,
    rowsTotal: 4,
    rowsDone: 4,
    toCreate: 0,
    toUpdate: 3,
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
      role: 'Operativo_Seller',
      status: 'Synchronized',
      nit: null,
    },
    {
      id: 'viewer',
      name: 'Solo consulta',
      logo: null,
      role: 'Visualizador_Seller',
      status: 'Synchronized',
      nit: null,
    },
  ],
  totalData: 2,
};

function serve(detail: () => BulkLoadDetail, other?: (req: SentRequest) => FakeAnswer | undefined) {
  return fakeFetch((req) => {
    const answer = other?.(req);
    if (answer) return answer;
    if (req.path === '/api/seller/api/v1/get-all-by-user') return { json: PROJECTS };
    if (req.path === '/api/bulk-load/api/v1/loads') return { json: { data: [], totalData: 0 } };
    if (req.path === `/api/bulk-load/api/v1/loads/${LOAD_ID}`) return { json: detail() };
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
/** The toast (an alert, like the panel's own) that says this. */
const toastWith = (text: string) =>
  waitFor(
    () => {
      const found = screen.getAllByRole('alert').find((a) => a.textContent?.includes(text));
      expect(found).toBeTruthy();
      return found as HTMLElement;
    },
    { timeout: 5000 },
  );
const withLoad = `/catalogo/pantilla-de-carga?carga=${LOAD_ID}`;
const workbook = (name = 'eliminar.xlsx') =>
  new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1])], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

describe('Eliminar inmuebles por archivo', () => {
  beforeEach(() => {
    session.loginSuccess({
      user: { ...storeUser(), constructor: BUILDER },
      access_token: 'a',
      refresh_token: 'r',
    });
  });

  it('has its section with the template, a labelled project and file, and sends File, ConstructorId, SellerId', async () => {
    let body: FormData | null = null;
    serve(
      () => deletion({ status: 'Validating', rowsDone: 1, rowsTotal: 4 }),
      (req) => {
        if (req.path !== UPLOAD) return undefined;
        body = req.body as FormData;
        return { status: 202, json: deletion({ status: 'Validating', rowsDone: 0 }) };
      },
    );
    renderPage();
    const form = await screen.findByRole('form', { name: 'Eliminar inmuebles por archivo' });
    expect(within(form).getByRole('button', { name: 'Descargar plantilla de eliminación' })).toBeTruthy();
    const project = within(form).getByRole('combobox', { name: /Proyecto/ });
    expect(
      within(project)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Seleccione un proyecto', 'Torres del Río']);
    expect((project as HTMLSelectElement).value).toBe(SELLER);
    fireEvent.change(within(form).getByLabelText(/Archivo de referencias \(\.xlsx\)/), {
      target: { files: [workbook()] },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Revisar archivo de eliminación' }));
    await waitFor(() => expect(body).not.toBeNull());
    const sent = body as unknown as FormData;
    expect([...sent.keys()].sort()).toEqual(['ConstructorId', 'File', 'FileName', 'SellerId']);
    expect(sent.get('SellerId')).toBe(SELLER);
    expect(sent.get('ConstructorId')).toBe(BUILDER);
    expect(await screen.findByText('Fila 1 de 4')).toBeTruthy();
  });

  it('refuses a file that is not a workbook on its field and sends nothing', async () => {
    const { sent } = serve(() => deletion());
    renderPage();
    const form = await screen.findByRole('form', { name: 'Eliminar inmuebles por archivo' });
    const input = within(form).getByLabelText(/Archivo de referencias/);
    fireEvent.change(input, { target: { files: [new File(['<html>'], 'x.xlsx', { type: '' })] } });
    expect(await within(form).findByText('El archivo debe ser un libro de Excel (.xlsx).')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Revisar archivo de eliminación' }));
    await new Promise((r) => setTimeout(r, 30));
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('an upload refused by the server shows "Error durante el proceso" with its message', async () => {
    serve(
      () => deletion(),
      (req) =>
        req.path === UPLOAD
          ? { status: 403, json: { Message: 'No tiene permiso para esta acción.' } }
          : undefined,
    );
    renderPage();
    const form = await screen.findByRole('form', { name: 'Eliminar inmuebles por archivo' });
    fireEvent.change(within(form).getByLabelText(/Archivo de referencias/), {
      target: { files: [workbook()] },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Revisar archivo de eliminación' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error durante el proceso');
    expect(alert.textContent).toContain('No tiene permiso para esta acción.');
  });

  it('the dry run counts what will be deleted; confirming asks first, then toasts "Inmuebles eliminados"', async () => {
    let state = deletion();
    const { sent } = serve(
      () => state,
      (req) => {
        if (req.path !== `/api/bulk-load/api/v1/loads/${LOAD_ID}/confirm`) return undefined;
        state = deletion({ status: 'Applying', rowsDone: 1, rowsTotal: 4 });
        return { status: 202, json: state };
      },
    );
    renderPage(withLoad);
    const summary = await screen.findByRole('region', { name: 'Resultado de la revisión' });
    expect(
      within(summary)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Filas leídas', 'Se eliminarán', 'Filas con error']);
    expect(
      within(summary)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['4', '3', '0']);
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar inmuebles' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Desea eliminar los inmuebles?' });
    expect(
      within(dialog).getByText(
        'Se eliminarán 3 inmuebles con sus imágenes y características. Esta operación no se puede deshacer.',
      ),
    ).toBeTruthy();
    // Focus stays in the dialog (a modal: the page behind is inert to assistive technologies).
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(sent.some((r) => r.path.endsWith('/confirm'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar inmuebles' }));
    expect(await screen.findByText('Eliminando los inmuebles…')).toBeTruthy();
    state = deletion({ status: 'Done', rowsDone: 3, updated: 3, finishedAt: '2026-11-24T19:06:00.000Z' });
    const toast = await toastWith('Los inmuebles cargados en el archivo se han eliminado exitosamente');
    expect(within(toast).getByText('Inmuebles eliminados')).toBeTruthy();
    // No result dialog for a deletion: the toast says it.
    expect(screen.queryByRole('dialog', { name: 'Carga finalizada' })).toBeNull();
    // Its figures are the deletion's result now, in a panel no longer "en curso".
    expect(screen.getByRole('heading', { level: 2, name: 'Detalle de la carga' })).toBeTruthy();
    const done = screen.getByRole('region', { name: 'Resultado de la eliminación' });
    expect(
      within(done)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Filas leídas', 'Eliminados']);
    expect(screen.getByText('Se eliminaron 3 inmuebles.')).toBeTruthy();
  });

  it('a deletion that fails while deleting toasts "Error durante el proceso" with the server message', async () => {
    let state = deletion();
    serve(
      () => state,
      (req) => {
        if (req.path !== `/api/bulk-load/api/v1/loads/${LOAD_ID}/confirm`) return undefined;
        state = deletion({ status: 'Applying', rowsDone: 0 });
        return { status: 202, json: state };
      },
    );
    renderPage(withLoad);
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar inmuebles' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Desea eliminar los inmuebles?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar inmuebles' }));
    await screen.findByText('Eliminando los inmuebles…');
    state = deletion({
      status: 'Failed',
      message: 'Los datos cambiaron desde la revisión; cargue el archivo de nuevo.',
    });
    const toast = await toastWith('Error durante el proceso');
    expect(toast.textContent).toContain('Los datos cambiaron desde la revisión; cargue el archivo de nuevo.');
  });

  it('the history labels a deletion by its properties deleted', async () => {
    fakeFetch((req) => {
      if (req.path === '/api/seller/api/v1/get-all-by-user') return { json: PROJECTS };
      if (req.path === '/api/bulk-load/api/v1/loads')
        return { json: { data: [deletion({ status: 'Done', updated: 3 })], totalData: 1 } };
      return { status: 404, json: { Message: 'No encontrado' } };
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Historial de cargas' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    const row = within(table).getAllByRole('row')[1];
    expect(row.textContent).toContain('Eliminación de inmuebles');
    expect(
      within(row)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Eliminados', 'Errores']);
    expect(
      within(row)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['3', '0']);
  });
});
