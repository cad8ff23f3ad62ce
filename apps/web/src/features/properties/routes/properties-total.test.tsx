import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { PropertyItem } from '@tu360/domain/contracts';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session-store.ts';
import { fakeFetch, type SentRequest } from '../../../test/fake-fetch.ts';
import { storeUser } from '../../../test/fixtures.ts';
import { queryWrapper } from '../../../test/query-wrapper.tsx';
import PropertiesPage from './properties-page.tsx';
import PropertyApprovalsPage from './property-approvals-page.tsx';
import RejectedPropertiesPage from './rejected-properties-page.tsx';

// Issue 19: above 10,000 matches the list's total is the planner's estimate (totalDataEstimated) and the portal
// shows the spec's words for it, never the number as if it were exact. The lists show 14 properties a page.
const ESTIMATED = 'Más de 10.000 inmuebles';
const LIST = '/api/product/api/v2/get-realstates';

const property = (n: number, status: PropertyItem['status']): PropertyItem => ({
  id: `p-${n}`,
  productId: 1000 + n,
  refId: `REF-${n}`,
  name: `Apartamento ${n}`,
  status,
  statusDetail: status === 'Rejected' ? 'Faltan fotos' : null,
  progress: 'Full',
  listPrice: 350_000_000,
  category: null,
  sellerId: 's-1',
  sellerName: 'Torres del Parque',
  constructorId: 'c-1',
  constructorName: 'Constructora Andina',
  cityName: 'Medellín',
  departmentName: 'Antioquia',
  image: null,
  isRealState: false,
  approvedToUpdate: false,
  createdAt: '2026-11-20T15:00:00.000Z',
  updatedAt: '2026-11-24T15:00:00.000Z',
});

/** The list's answer per page number: `rows` of it, out of `total`, estimated or exact. */
function serve(
  status: PropertyItem['status'],
  total: number,
  estimated: boolean,
  rows = (_page: number) => 14,
) {
  return fakeFetch((req: SentRequest) => {
    if (req.path === LIST) {
      const page = Number(req.query.get('PageNumber') ?? 1);
      const data = Array.from({ length: rows(page) }, (_, i) => property((page - 1) * 14 + i + 1, status));
      return { json: { data, totalData: total, totalDataEstimated: estimated } };
    }
    if (req.path.startsWith('/api/lookups/')) return { json: [] };
    return { json: { data: [], totalData: 0 } };
  });
}

const admin = () =>
  session.loginSuccess({
    user: { ...storeUser(), isAdmin: true, constructor: null, effectiveRole: 'Administrador_Bancolombia' },
    access_token: 'a',
    refresh_token: 'r',
  });
const builderUser = () => session.loginSuccess({ user: storeUser(), access_token: 'a', refresh_token: 'r' });

function renderPage(Page: ComponentType) {
  const { wrapper: Wrapper } = queryWrapper();
  return render(
    <Wrapper>
      <MemoryRouter>
        <Page />
      </MemoryRouter>
    </Wrapper>,
  );
}

const pager = () => screen.getByRole('navigation', { name: 'Paginación' });
const next = () => screen.getByRole('button', { name: 'Ir a la página siguiente' }) as HTMLButtonElement;

const PAGES: [string, ComponentType, () => void, PropertyItem['status']][] = [
  ['Inmuebles', PropertiesPage, builderUser, 'Published'],
  ['Inmuebles rechazados', RejectedPropertiesPage, builderUser, 'Rejected'],
  ['Aprobaciones', PropertyApprovalsPage, admin, 'OnApprobation'],
];

describe.each(PAGES)('%s: the total of the list', (_name, Page, login, status) => {
  afterEach(() => vi.unstubAllGlobals());

  it("an estimated total reads 'Más de 10.000 inmuebles' beside the range, never as the number", async () => {
    login();
    serve(status, 48_213, true);
    renderPage(Page);
    await screen.findByText('Apartamento 1');
    expect(pager().textContent).toContain('1–14');
    expect(pager().textContent).toContain(ESTIMATED);
    // Visible text of the pager's live region, not a tooltip: screen readers read it.
    expect(
      screen.getByText(
        (_, el) => el?.getAttribute('aria-live') === 'polite' && el.textContent?.includes(ESTIMATED) === true,
      ),
    ).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/48\.?213/);
    expect(document.body.textContent).not.toContain('de 48');
    // Paging goes on by the estimate.
    expect(next().disabled).toBe(false);
  });

  it('with an exact total shows the count as before', async () => {
    login();
    serve(status, 57, false);
    renderPage(Page);
    await screen.findByText('Apartamento 1');
    expect(pager().textContent).toBe('1–14 de 57');
    expect(document.body.textContent).not.toContain(ESTIMATED);
  });
});

describe('Inmuebles: paging through an estimated total', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('goes to the next page, and a short page is the last one whatever the estimate said', async () => {
    builderUser();
    const { sent } = serve('Published', 10_500, true, (page) => (page === 1 ? 14 : 5));
    renderPage(PropertiesPage);
    await screen.findByText('Apartamento 1');
    fireEvent.click(next());
    await screen.findByText('Apartamento 19');
    expect(sent.filter((r) => r.path === LIST).map((r) => r.query.get('PageNumber'))).toEqual(['1', '2']);
    await waitFor(() => expect(pager().textContent).toContain('15–19'));
    expect(pager().textContent).toContain(ESTIMATED);
    expect(next().disabled).toBe(true);
    expect(document.body.textContent).not.toMatch(/10\.?500/);
  });
});
