import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session-store.ts';
import { fakeFetch, type SentRequest } from '../../../test/fake-fetch.ts';
import { storeUser } from '../../../test/fixtures.ts';
import { queryWrapper } from '../../../test/query-wrapper.tsx';
import { StoreSelectorPanel } from './store-selector-panel.tsx';

/** 30 stores of the user: "Torres 1" … "Torres 25" and "Mirador 1" … "Mirador 5". */
const STORES = [
  ...Array.from({ length: 25 }, (_, i) => `Torres ${i + 1}`),
  ...Array.from({ length: 5 }, (_, i) => `Mirador ${i + 1}`),
].map((name, i) => ({
  id: `s-${i}`,
  name,
  logo: null,
  role: 'Admintrador_Seller',
  status: 'Synchronized',
  nit: null,
  constructorId: 'c-1',
  constructorName: 'Constructora Andina',
}));

function server(req: SentRequest) {
  const keyword = (req.query.get('Keyword') ?? '').toLowerCase();
  const data = STORES.filter((s) => s.name.toLowerCase().includes(keyword));
  return { json: { data: data.slice(0, Number(req.query.get('PageSize'))), totalData: data.length } };
}

function renderPanel() {
  const { client } = queryWrapper();
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <StoreSelectorPanel open onClose={() => undefined} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const shownStores = () =>
  within(screen.getByRole('dialog'))
    .queryAllByRole('button')
    .map((b) => b.textContent ?? '')
    .filter((t) => /^(Torres|Mirador) \d+/.test(t));

describe('store selector (spec sections 5 and 9)', () => {
  beforeEach(() => {
    session.loginSuccess({ user: storeUser(), access_token: 'a-1', refresh_token: 'r-1' });
  });

  it('asks for 50 stores, shows 20, and searches only once the keyword is longer than 2 characters', async () => {
    const { sent } = fakeFetch(server);
    renderPanel();
    await waitFor(() => expect(shownStores()).toHaveLength(20));
    // No keyword yet: the query string leaves Keyword out (the API client drops empty values).
    expect(sent.map((r) => [r.path, r.query.get('PageSize'), r.query.get('Keyword')])).toEqual([
      ['/api/seller/api/v1/get-all-by-user', '50', null],
    ]);

    const search = screen.getByRole('searchbox', { name: 'Busque por proyecto' });
    fireEvent.change(search, { target: { value: 'M' } });
    fireEvent.change(search, { target: { value: 'Mi' } });
    await new Promise((r) => setTimeout(r, 20));
    expect(sent).toHaveLength(1);
    expect(shownStores()).toHaveLength(20);

    fireEvent.change(search, { target: { value: 'Mir' } });
    await waitFor(() => expect(shownStores()).toHaveLength(5));
    expect(sent.map((r) => r.query.get('Keyword'))).toEqual([null, 'Mir']);
    expect(shownStores()[0]).toMatch(/^Mirador 1/);
  });
});
