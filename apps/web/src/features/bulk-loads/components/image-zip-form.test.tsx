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
import { zipFileError } from './image-zip-form.tsx';

const LOAD_ID = '11111111-1111-4111-8111-111111111111';
const SELLER = '22222222-2222-4222-8222-222222222222';
const BUILDER = '33333333-3333-4333-8333-333333333333';
const PRODUCT_ZIP = '/api/product/api/productsync-massive/v5/create-images-product-massive';
const AGENCY_ZIP = '/api/product/api/estateagencysync-massive/v5/create-images-agencyrealstates-massive';
const PROJECT_ZIP = '/api/seller/api/v3/create-images-massive-projects';
const FORM = { name: 'Cargar imágenes' };

function imagesLoad(over: Partial<BulkLoadDetail> = {}): BulkLoadDetail {
  return {
    id: LOAD_ID,
    kind: 'PropertyImages',
    template: null,
    fileName: 'fotos.zip',
    status: 'Validated',
    constructorId: BUILDER,
    sellerId: SELLER,
    createdBy: { id: 'u-1', name: 'Ana Andina' },
    createdAt: '2026-11-24T19:05:00.000Z',
    finishedAt: null,
    rowsTotal: 5,
    rowsDone: 5,
    toCreate: 3,
    toUpdate: 0,
    errorRows: 2,
    created: 0,
    updated: 0,
    message: null,
    hasErrorFile: false,
    errors: [
      {
        row: 4,
        column: 'NOPE_1.jpg',
        message: 'No hay ningún inmueble con la referencia "NOPE" en el proyecto.',
      },
      { row: 5, column: 'APT-1/falsa.jpg', message: 'El archivo debe ser una imagen JPEG, PNG o WebP.' },
    ],
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
  ],
  totalData: 1,
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
const zip = (name = 'fotos.zip', bytes = [0x50, 0x4b, 0x03, 0x04, 1]) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/zip' });

function signIn(realState = false) {
  session.loginSuccess({
    user: { ...storeUser(), constructor: BUILDER, realState },
    access_token: 'a',
    refresh_token: 'r',
  });
}

/** Sends the form with this file and answers the upload; the form data the portal sent. */
function captureUpload(path: string) {
  const captured: { body: FormData | null } = { body: null };
  serve(
    () => imagesLoad({ status: 'Validating', rowsDone: 2, rowsTotal: 5 }),
    (req) => {
      if (req.path !== path) return undefined;
      captured.body = req.body as FormData;
      return { status: 202, json: imagesLoad({ status: 'Validating', rowsDone: 0 }) };
    },
  );
  return captured;
}

describe('Cargar imágenes (zip)', () => {
  beforeEach(() => signIn());

  it("sends a project's properties' zip as FileZip, ConstructorId, SellerId through create-images-product-massive", async () => {
    const captured = captureUpload(PRODUCT_ZIP);
    renderPage();
    const form = await screen.findByRole('form', FORM);
    const target = within(form).getByRole('combobox', { name: 'Imágenes de' });
    expect(
      within(target)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Inmuebles de un proyecto', 'Proyectos de la constructora']);
    const project = within(form).getByRole('combobox', { name: /Proyecto/ });
    expect((project as HTMLSelectElement).value).toBe(SELLER);
    fireEvent.change(within(form).getByLabelText(/Archivo comprimido \(\.zip\)/), {
      target: { files: [zip()] },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Revisar imágenes' }));
    await waitFor(() => expect(captured.body).not.toBeNull());
    const sent = captured.body as unknown as FormData;
    expect([...sent.keys()].sort()).toEqual(['ConstructorId', 'FileName', 'FileZip', 'SellerId']);
    expect(sent.get('SellerId')).toBe(SELLER);
    expect(sent.get('ConstructorId')).toBe(BUILDER);
    expect(sent.get('FileName')).toBe('fotos.zip');
    // The load panel takes over: its progress.
    expect(await screen.findByText('Fila 2 de 5')).toBeTruthy();
  });

  it("sends the builder's projects' zip through create-images-massive-projects, without a project", async () => {
    const captured = captureUpload(PROJECT_ZIP);
    renderPage();
    const form = await screen.findByRole('form', FORM);
    fireEvent.change(within(form).getByRole('combobox', { name: 'Imágenes de' }), {
      target: { value: 'projects' },
    });
    expect(within(form).queryByRole('combobox', { name: /^Proyecto/ })).toBeNull();
    fireEvent.change(within(form).getByLabelText(/Archivo comprimido/), { target: { files: [zip()] } });
    fireEvent.click(within(form).getByRole('button', { name: 'Revisar imágenes' }));
    await waitFor(() => expect(captured.body).not.toBeNull());
    const sent = captured.body as unknown as FormData;
    expect([...sent.keys()].sort()).toEqual(['ConstructorId', 'FileName', 'FileZip']);
  });

  it('an agency sends its properties through its own call and has no projects to choose', async () => {
    signIn(true);
    const captured = captureUpload(AGENCY_ZIP);
    renderPage();
    const form = await screen.findByRole('form', FORM);
    expect(within(form).queryByRole('combobox', { name: 'Imágenes de' })).toBeNull();
    fireEvent.change(within(form).getByLabelText(/Archivo comprimido/), { target: { files: [zip()] } });
    fireEvent.click(within(form).getByRole('button', { name: 'Revisar imágenes' }));
    await waitFor(() => expect(captured.body).not.toBeNull());
    expect((captured.body as unknown as FormData).get('SellerId')).toBe(SELLER);
  });

  it('refuses a file that is not a zip on its field and sends nothing', async () => {
    const { sent } = serve(() => imagesLoad());
    renderPage();
    const form = await screen.findByRole('form', FORM);
    const input = within(form).getByLabelText(/Archivo comprimido/);
    fireEvent.change(input, { target: { files: [new File(['<html>'], 'fotos.zip', { type: '' })] } });
    expect(await within(form).findByText('El archivo debe ser un archivo comprimido (.zip).')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Revisar imágenes' }));
    await new Promise((r) => setTimeout(r, 30));
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('the dry run counts images and lists the unmatched and refused ones with their reasons; no error file', async () => {
    serve(() => imagesLoad());
    renderPage(`/catalogo/pantilla-de-carga?carga=${LOAD_ID}`);
    const summary = await screen.findByRole('region', { name: 'Resultado de la revisión' });
    expect(
      within(summary)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Imágenes leídas', 'Se asociarán', 'Imágenes con error']);
    expect(
      within(summary)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['5', '3', '2']);
    const table = screen.getByRole('table', { name: 'Imágenes con error' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['N.º', 'Imagen', 'Mensaje']);
    expect(within(table).getByText('APT-1/falsa.jpg')).toBeTruthy();
    expect(within(table).getByText('El archivo debe ser una imagen JPEG, PNG o WebP.')).toBeTruthy();
    expect(screen.getByText(/Hay 2 imágenes con error/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Descargar archivo de errores' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Confirmar carga' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('a clean dry run is confirmed after asking how many images will be attached', async () => {
    let state = imagesLoad({ errorRows: 0, errors: [] });
    serve(
      () => state,
      (req) => {
        if (req.path !== `/api/bulk-load/api/v1/loads/${LOAD_ID}/confirm`) return undefined;
        state = imagesLoad({ status: 'Applying', errorRows: 0, errors: [], rowsDone: 1 });
        return { status: 202, json: state };
      },
    );
    renderPage(`/catalogo/pantilla-de-carga?carga=${LOAD_ID}`);
    expect(
      await screen.findByText('Todas las imágenes son válidas. Confirme la carga para asociarlas.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar carga' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Desea confirmar la carga?' });
    expect(
      within(dialog).getByText('Se asociarán 3 imágenes. Esta operación no se puede deshacer.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar carga' }));
    expect(await screen.findByText('Guardando las imágenes…')).toBeTruthy();
  });

  it('the history names the kind and counts the images attached, without an error file to download', async () => {
    const done = imagesLoad({ status: 'Done', created: 3, errorRows: 0, errors: [] });
    serve(
      () => done,
      (req) =>
        req.path === '/api/bulk-load/api/v1/loads' ? { json: { data: [done], totalData: 1 } } : undefined,
    );
    renderPage();
    const table = await screen.findByRole('table', { name: /Historial de cargas/ });
    const row = (await within(table).findByText('fotos.zip')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Imágenes de inmuebles')).toBeTruthy();
    expect(
      within(row)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Asociadas', 'Errores']);
    expect(within(row).getAllByRole('definition')[0].textContent).toBe('3');
    expect(within(row).queryByRole('button', { name: /Descargar archivo de errores/ })).toBeNull();
  });
});

describe('zipFileError', () => {
  it.each([
    [null, 'Seleccione el archivo diligenciado.'],
    [zip('fotos.rar'), 'El archivo debe ser un archivo comprimido (.zip).'],
    [zip('fotos.zip', [0x25, 0x50, 0x44, 0x46]), 'El archivo debe ser un archivo comprimido (.zip).'],
    [zip('fotos.zip', []), 'El archivo está vacío.'],
    [zip(), null],
  ])('%#', async (file, expected) => {
    expect(await zipFileError(file)).toBe(expected);
  });
});
