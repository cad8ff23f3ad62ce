import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { BulkLoadDetail } from '@tu360/domain/contracts';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session-store.ts';
import { fakeFetch } from '../../../test/fake-fetch.ts';
import { storeUser } from '../../../test/fixtures.ts';
import { queryWrapper } from '../../../test/query-wrapper.tsx';
import BulkLoadsPage from '../routes/bulk-loads-page.tsx';

const LOAD_ID = '11111111-1111-4111-8111-111111111111';
const SELLER = '22222222-2222-4222-8222-222222222222';
const BUILDER = '33333333-3333-4333-8333-333333333333';

function load(over: Partial<BulkLoadDetail> = {}): BulkLoadDetail {
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
    rowsTotal: 6,
    rowsDone: 6,
    toCreate: 6,
    toUpdate: 0,
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
  ],
  totalData: 1,
};

function serve(detail: () => BulkLoadDetail, onConfirm: () => void) {
  return fakeFetch((req) => {
    if (req.path === '/api/seller/api/v1/get-all-by-user') return { json: PROJECTS };
    if (req.path === '/api/bulk-load/api/v1/loads') return { json: { data: [], totalData: 0 } };
    if (req.path === `/api/bulk-load/api/v1/loads/${LOAD_ID}/confirm`) {
      onConfirm();
      return { status: 202, json: detail() };
    }
    if (req.path === `/api/bulk-load/api/v1/loads/${LOAD_ID}`) return { json: detail() };
    return { status: 404, json: { Message: 'No encontrado' } };
  });
}

function renderPage() {
  const { client } = queryWrapper();
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/catalogo/pantilla-de-carga?carga=${LOAD_ID}`]}>
        <BulkLoadsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Where the panel is on screen (jsdom lays nothing out) and the scrolls asked of it. */
function layout(top: number) {
  const scrolled = vi.fn();
  Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scrolled, configurable: true });
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);
  return scrolled;
}

/** Confirms the dry run on screen, through the question. */
async function confirmLoad() {
  fireEvent.click(await screen.findByRole('button', { name: 'Confirmar carga' }));
  const dialog = await screen.findByRole('dialog', { name: '¿Desea confirmar la carga?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar carga' }));
}

describe('the load panel after a confirmation', () => {
  beforeEach(() => {
    session.loginSuccess({
      user: { ...storeUser(), constructor: BUILDER },
      access_token: 'a',
      refresh_token: 'r',
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('scrolled out of view above (the confirm button was below a long dry run), it is brought back to show the progress and the outcome', async () => {
    let state = load();
    serve(
      () => state,
      () => {
        state = load({ status: 'Applying', rowsDone: 2 });
      },
    );
    renderPage();
    const scrolled = layout(-400);
    await confirmLoad();
    await screen.findByRole('progressbar', { name: 'Avance de la carga' });
    await waitFor(() => expect(scrolled).toHaveBeenCalledWith({ block: 'start' }));
    expect(scrolled.mock.contexts[0]).toBe(screen.getByRole('region', { name: 'Carga en curso' }));
    state = load({ status: 'Done', created: 6, finishedAt: '2026-11-24T19:06:00.000Z' });
    await screen.findByRole('dialog', { name: 'Carga finalizada' }, { timeout: 5000 });
    expect(scrolled.mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  it('in view, it stays where it is', async () => {
    let state = load();
    serve(
      () => state,
      () => {
        state = load({ status: 'Applying', rowsDone: 2 });
      },
    );
    renderPage();
    const scrolled = layout(120);
    await confirmLoad();
    await screen.findByRole('progressbar', { name: 'Avance de la carga' });
    expect(scrolled).not.toHaveBeenCalled();
  });
});
