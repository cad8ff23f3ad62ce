import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { LeadChange, LeadItem, LeadSeller } from '@tu360/domain/contracts';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { type SelectedConstructor, session } from '../../lib/session-store.ts';
import { type FakeAnswer, fakeFetch, type SentRequest } from '../../test/fake-fetch.ts';
import { storeUser } from '../../test/fixtures.ts';
import { queryWrapper } from '../../test/query-wrapper.tsx';
import LeadsPage from './routes/leads-page.tsx';

const BUILDER = '33333333-3333-4333-8333-333333333333';
const SELLER = '22222222-2222-4222-8222-222222222222';
const LEAD = '55555555-5555-4555-8555-555555555555';
const ASESORA = '66666666-6666-4666-8666-666666666666';
const OTRO = '77777777-7777-4777-8777-777777777777';

const SELLERS_PATH = '/api/lead/api/v1/sellers';
const LEADS_PATH = '/api/lead/api/v1/leads';

function seller(i: number, over: Partial<LeadSeller> = {}): LeadSeller {
  return {
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    name: `Proyecto ${i}`,
    logo: null,
    constructorId: BUILDER,
    constructorName: 'Constructora Andina',
    total: 30 - i,
    ...over,
  };
}

const TORRES = seller(1, { id: SELLER, name: 'Torres del Río', total: 3 });

function lead(over: Partial<LeadItem> = {}): LeadItem {
  return {
    id: LEAD,
    createdAt: '2026-11-20T15:30:00.000Z',
    fullName: 'Ana Pérez',
    email: 'ana@correo.test',
    phone: '300 123 4567',
    message: 'Quiero visitarlo',
    source: 'tienda',
    state: 'New',
    constructorId: BUILDER,
    sellerId: SELLER,
    sellerName: 'Torres del Río',
    productId: 101,
    propertyName: 'Apartamento 101',
    assigneeId: null,
    assigneeName: null,
    mergedCount: 0,
    anonymised: false,
    ...over,
  };
}

interface Server {
  sellers?: (req: SentRequest) => { data: LeadSeller[]; totalData: number };
  leads?: LeadItem[];
  growthPercent?: number | null;
  history?: LeadChange[];
  other?: (req: SentRequest) => FakeAnswer | undefined;
}

function serve(s: Server = {}) {
  return fakeFetch((req) => {
    const other = s.other?.(req);
    if (other) return other;
    if (req.path === SELLERS_PATH)
      return { json: s.sellers?.(req) ?? { data: [TORRES, seller(2)], totalData: 2 } };
    if (req.path === LEADS_PATH && req.method === 'GET') {
      const data = s.leads ?? [lead()];
      return {
        json: {
          data,
          totalData: data.length,
          total: 12,
          growthPercent: s.growthPercent === undefined ? 50 : s.growthPercent,
        },
      };
    }
    if (req.path === '/api/auth/api/users')
      return {
        json: {
          data: [
            {
              id: ASESORA,
              givenName: 'Laura',
              lastName: 'Gómez',
              email: 'laura@andina.test',
              roles: ['Asesor_Comercial'],
              role: 'Asesor_Comercial',
              constructorId: BUILDER,
              constructorName: 'Constructora Andina',
              projects: [],
              state: 'Activo',
              lastVisit: null,
            },
          ],
          totalData: 1,
        },
      };
    if (req.path === `${LEADS_PATH}/${LEAD}/history`) return { json: s.history ?? [] };
    return { status: 404, json: { Message: 'No encontrado' } };
  });
}

function renderPage() {
  const { client } = queryWrapper();
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/clientes-potenciales/clientes-potenciales']}>
        <LeadsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function signIn(role: string) {
  session.loginSuccess({
    user: { ...storeUser(), constructor: BUILDER, role: [role], effectiveRole: role },
    access_token: 'a',
    refresh_token: 'r',
  });
}

function signInAdmin(role: string, selected: SelectedConstructor | null) {
  session.loginSuccess({
    user: {
      ...storeUser(),
      isAdmin: true,
      isSuperAdmin: role === 'SuperAdmin',
      constructor: null,
      role: [role],
      effectiveRole: role,
    },
    access_token: 'a',
    refresh_token: 'r',
  });
  session.selectConstructor(selected);
}

const leadCalls = (sent: SentRequest[]) => sent.filter((r) => r.path === LEADS_PATH && r.method === 'GET');
const lastLeadCall = (sent: SentRequest[]) => leadCalls(sent).at(-1);
const table = () => screen.getByRole('table', { name: 'Clientes potenciales' });

beforeEach(() => {
  session.logout();
});

describe('Clientes potenciales: the projects column', () => {
  beforeEach(() => signIn('Admintrador_Seller'));

  it('lists the projects with their lead counts, 20 a page, and appends the next page when scrolled to the end', async () => {
    const page1 = Array.from({ length: 20 }, (_, i) => seller(i + 1));
    const page2 = Array.from({ length: 5 }, (_, i) => seller(i + 21));
    const { sent } = serve({
      sellers: (req) => ({ data: req.query.get('PageNumber') === '2' ? page2 : page1, totalData: 25 }),
    });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Proyectos' });
    await within(list).findByRole('button', { name: /Proyecto 20/ });
    expect(within(list).getByRole('button', { name: /Proyecto 1 29 clientes potenciales/ })).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Todos los proyectos' })).toBeTruthy();
    const first = sent.find((r) => r.path === SELLERS_PATH);
    expect(first?.query.get('PageNumber')).toBe('1');
    expect(first?.query.get('PageSize')).toBe('20');

    const scroller = list.parentElement as HTMLElement;
    Object.defineProperty(scroller, 'scrollHeight', { value: 2000, configurable: true });
    Object.defineProperty(scroller, 'clientHeight', { value: 400, configurable: true });
    scroller.scrollTop = 1600;
    fireEvent.scroll(scroller);
    await within(list).findByRole('button', { name: /Proyecto 25/ });
    // Appended: the first page is still there, and page 2 was asked once.
    expect(within(list).getByRole('button', { name: /Proyecto 1 29/ })).toBeTruthy();
    expect(within(list).getAllByRole('button')).toHaveLength(26);
    expect(sent.filter((r) => r.path === SELLERS_PATH && r.query.get('PageNumber') === '2')).toHaveLength(1);
    // Everything is loaded: no "Ver más".
    expect(screen.queryByRole('button', { name: 'Ver más' })).toBeNull();
  });

  it('"Busque por proyecto" asks for the projects by name past 2 characters, from page 1 again', async () => {
    const { sent } = serve({
      sellers: (req) =>
        req.query.get('Keyword') === 'torr'
          ? { data: [TORRES], totalData: 1 }
          : { data: [TORRES, seller(2)], totalData: 2 },
    });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Proyectos' });
    await within(list).findByRole('button', { name: /Proyecto 2/ });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Busque por proyecto' }), {
      target: { value: 'torr' },
    });
    await waitFor(() => expect(within(list).queryByRole('button', { name: /Proyecto 2/ })).toBeNull());
    expect(within(list).getByRole('button', { name: /Torres del Río/ })).toBeTruthy();
    expect(within(list).getAllByRole('button')).toHaveLength(2);
    const searched = sent.filter((r) => r.path === SELLERS_PATH && r.query.get('Keyword') === 'torr');
    expect(searched.map((r) => r.query.get('PageNumber'))).toEqual(['1']);
  });

  it('scopes the leads to the project chosen, and back to all of them with the first entry', async () => {
    const { sent } = serve();
    renderPage();
    await within(table()).findByText('Ana Pérez');
    expect(lastLeadCall(sent)?.query.has('SellerId')).toBe(false);
    fireEvent.click(await screen.findByRole('button', { name: /Torres del Río/ }));
    await waitFor(() => expect(lastLeadCall(sent)?.query.get('SellerId')).toBe(SELLER));
    expect(screen.getByRole('heading', { name: 'Torres del Río' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Todos los proyectos' }));
    await waitFor(() => expect(lastLeadCall(sent)?.query.has('SellerId')).toBe(false));
  });
});

describe('Clientes potenciales: scope of the platform administrators', () => {
  it('SuperAdmin\'s "Ver todas las inmobiliarias" asks for the agencies, no company', async () => {
    signInAdmin('SuperAdmin', {
      id: null,
      name: 'Ver todas las inmobiliarias',
      logo: null,
      nit: null,
      realState: true,
      all: true,
    });
    const { sent } = serve();
    renderPage();
    await within(table()).findByText('Ana Pérez');
    for (const path of [SELLERS_PATH, LEADS_PATH]) {
      const req = sent.find((r) => r.path === path);
      expect(req?.query.get('RealState')).toBe('true');
      expect(req?.query.has('ConstructorId')).toBe(false);
    }
  });

  it('the builder chosen in the side panel scopes the projects and the leads', async () => {
    signInAdmin('Administrador_Bancolombia', {
      id: BUILDER,
      name: 'Constructora Andina',
      logo: null,
      nit: null,
      realState: false,
      all: false,
    });
    const { sent } = serve();
    renderPage();
    await within(table()).findByText('Ana Pérez');
    for (const path of [SELLERS_PATH, LEADS_PATH]) {
      const req = sent.find((r) => r.path === path);
      expect(req?.query.get('ConstructorId')).toBe(BUILDER);
      expect(req?.query.has('RealState')).toBe(false);
    }
  });
});

describe('Clientes potenciales: the list', () => {
  beforeEach(() => signIn('Admintrador_Seller'));

  it('shows date and 12-hour Colombian time, name, contact, property and project, "Sin asignar" and the state', async () => {
    serve();
    renderPage();
    const row = (await within(table()).findByText('Ana Pérez')).closest('tr') as HTMLElement;
    const cells = within(row);
    // 15:30 UTC is 10:30 in the morning in Bogotá.
    expect(cells.getByText('20/11/2026')).toBeTruthy();
    expect(cells.getByText(/^10:30\sa\.\s?m\.$/)).toBeTruthy();
    expect(cells.getByText('ana@correo.test')).toBeTruthy();
    expect(cells.getByText('300 123 4567')).toBeTruthy();
    expect(cells.getByText('Apartamento 101')).toBeTruthy();
    expect(cells.getByText('Torres del Río')).toBeTruthy();
    expect(cells.getByText('Sin asignar')).toBeTruthy();
    expect(cells.getByText('Nuevo')).toBeTruthy();
  });

  it('shows the total and the growth against the previous period', async () => {
    serve({ growthPercent: 50 });
    renderPage();
    expect(await screen.findByText('+50 % frente al periodo anterior')).toBeTruthy();
    expect(screen.getByText('Total: 12')).toBeTruthy();
  });

  it('shows a fall with its decimal comma', async () => {
    serve({ growthPercent: -12.5 });
    renderPage();
    expect(await screen.findByText('-12,5 % frente al periodo anterior')).toBeTruthy();
  });

  it('hides the growth when there is none to compare (no date range)', async () => {
    serve({ growthPercent: null });
    renderPage();
    expect(await screen.findByText('Total: 12')).toBeTruthy();
    expect(screen.queryByText(/frente al periodo anterior/)).toBeNull();
  });

  it("sends the Colombian days, the state and the keyword (past 2 characters) as the list's query", async () => {
    const { sent } = serve();
    renderPage();
    await within(table()).findByText('Ana Pérez');
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2026-11-07' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Estado' }), { target: { value: 'Contacted' } });
    await waitFor(() => expect(lastLeadCall(sent)?.query.get('State')).toBe('Contacted'));
    const q = lastLeadCall(sent)?.query;
    expect(q?.get('From')).toBe('2026-11-01T00:00:00-05:00');
    expect(q?.get('To')).toBe('2026-11-08T00:00:00-05:00');

    const search = screen.getByRole('searchbox', { name: 'Buscar por nombre, correo o teléfono' });
    fireEvent.change(search, { target: { value: 'an' } });
    // Two characters are no keyword: after the debounce nothing new is asked with one.
    await new Promise((r) => setTimeout(r, 700));
    expect(leadCalls(sent).some((r) => r.query.has('Keyword'))).toBe(false);
    fireEvent.change(search, { target: { value: 'ana' } });
    await waitFor(() => expect(lastLeadCall(sent)?.query.get('Keyword')).toBe('ana'));
    expect(lastLeadCall(sent)?.query.get('State')).toBe('Contacted');
  });
});

describe('Clientes potenciales: changes', () => {
  it('"Actualizar" sends only what changed with the note and shows the toast', async () => {
    signIn('Admintrador_Seller');
    const { sent } = serve({
      other: (req) => (req.method === 'PUT' ? { json: lead({ state: 'Contacted' }) } : undefined),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Actualizar Ana Pérez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Actualizar cliente potencial' });
    const assignee = await within(dialog).findByRole('combobox', { name: 'Responsable' });
    await within(assignee).findByRole('option', { name: 'Laura Gómez' });
    const users = sent.find((r) => r.path === '/api/auth/api/users');
    expect(users?.query.get('SellerId')).toBe(SELLER);
    expect(users?.query.get('IsActive')).toBe('true');

    // Nothing changed: the schema's message, nothing sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Indique el nuevo estado o el nuevo responsable.')).toBeTruthy();
    expect(sent.some((r) => r.method === 'PUT')).toBe(false);

    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Estado' }), {
      target: { value: 'Contacted' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Nota' }), {
      target: { value: 'Llamó el martes' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Cliente potencial actualizado')).toBeTruthy();
    const put = sent.find((r) => r.method === 'PUT');
    expect(put?.path).toBe(`${LEADS_PATH}/${LEAD}`);
    expect(JSON.parse(String(put?.body))).toEqual({ state: 'Contacted', note: 'Llamó el martes' });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Actualizar cliente potencial' })).toBeNull(),
    );
  });

  it('a failure shows the "customer edit failure" modal with the server\'s message and keeps the dialog as typed', async () => {
    signIn('Admintrador_Seller');
    serve({
      other: (req) =>
        req.method === 'PUT'
          ? {
              status: 400,
              json: { Message: 'El responsable debe ser un usuario activo con acceso al proyecto.' },
            }
          : undefined,
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Actualizar Ana Pérez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Actualizar cliente potencial' });
    const assignee = await within(dialog).findByRole('combobox', { name: 'Responsable' });
    await within(assignee).findByRole('option', { name: 'Laura Gómez' });
    fireEvent.change(assignee, { target: { value: ASESORA } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Nota' }), {
      target: { value: 'Para Laura' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    const failure = await screen.findByRole('dialog', { name: 'No se pudo actualizar el cliente potencial' });
    expect(
      within(failure).getByText(
        'El responsable debe ser un usuario activo con acceso al proyecto. Inténtelo de nuevo en unos minutos.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(failure).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'No se pudo actualizar el cliente potencial' })).toBeNull(),
    );
    const still = screen.getByRole('dialog', { name: 'Actualizar cliente potencial' });
    expect((within(still).getByRole('textbox', { name: 'Nota' }) as HTMLTextAreaElement).value).toBe(
      'Para Laura',
    );
    expect((within(still).getByRole('combobox', { name: 'Responsable' }) as HTMLSelectElement).value).toBe(
      ASESORA,
    );
    expect(screen.queryByText('Cliente potencial actualizado')).toBeNull();
  });

  it('an Asesor Comercial changes the state only (no assignee field, no users asked)', async () => {
    signIn('Asesor_Comercial');
    const { sent } = serve({ leads: [lead({ assigneeId: OTRO, assigneeName: 'Pedro Ruiz' })] });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Actualizar Ana Pérez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Actualizar cliente potencial' });
    expect(within(dialog).getByRole('combobox', { name: 'Estado' })).toBeTruthy();
    expect(within(dialog).queryByRole('combobox', { name: 'Responsable' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Anonimizar Ana Pérez' })).toBeNull();
    expect(sent.some((r) => r.path === '/api/auth/api/users')).toBe(false);
  });

  it('a Visualizador sees the leads and their history but no action that writes', async () => {
    signIn('Visualizador_Seller');
    serve();
    renderPage();
    await within(table()).findByText('Ana Pérez');
    expect(screen.getByRole('button', { name: 'Historial Ana Pérez' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Actualizar Ana Pérez' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Anonimizar Ana Pérez' })).toBeNull();
  });

  it('"Anonimizar" asks first, then replaces the personal data', async () => {
    signIn('Admintrador_Seller');
    const { sent } = serve({
      other: (req) =>
        req.method === 'POST' && req.path === `${LEADS_PATH}/${LEAD}/anonymise`
          ? { json: lead({ fullName: 'Anónimo', anonymised: true }) }
          : undefined,
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Anonimizar Ana Pérez' }));
    const confirm = await screen.findByRole('dialog', { name: 'Anonimizar cliente potencial' });
    expect(
      within(confirm).getByText(
        'Se reemplazarán el nombre, el correo y el teléfono. Esta acción no se puede deshacer.',
      ),
    ).toBeTruthy();
    // Cancelling sends nothing.
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Anonimizar cliente potencial' })).toBeNull(),
    );
    expect(sent.some((r) => r.method === 'POST')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Anonimizar Ana Pérez' }));
    const again = await screen.findByRole('dialog', { name: 'Anonimizar cliente potencial' });
    fireEvent.click(within(again).getByRole('button', { name: 'Anonimizar' }));
    expect(
      await screen.findByText('Los datos personales del cliente potencial fueron anonimizados.'),
    ).toBeTruthy();
    expect(sent.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      `${LEADS_PATH}/${LEAD}/anonymise`,
    ]);
  });

  it('"Historial" lists the changes, the most recent first, with who made them and their notes', async () => {
    signIn('Visualizador_Seller');
    const change = (over: Partial<LeadChange>): LeadChange => ({
      id: over.id ?? 'h',
      createdAt: '2026-11-21T22:05:00.000Z',
      userName: null,
      action: 'Updated',
      stateBefore: null,
      stateAfter: null,
      assigneeBefore: null,
      assigneeAfter: null,
      note: null,
      ...over,
    });
    serve({
      history: [
        change({
          id: 'h2',
          userName: 'Ana Andina',
          stateBefore: 'New',
          stateAfter: 'Contacted',
          assigneeBefore: null,
          assigneeAfter: 'Laura Gómez',
          note: 'Llamó el martes',
        }),
        change({ id: 'h1', createdAt: '2026-11-20T15:30:00.000Z', action: 'Created', stateAfter: 'New' }),
      ],
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Historial Ana Pérez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Historial de Ana Pérez' });
    const rows = within(await within(dialog).findByRole('table', { name: 'Historial' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const latest = within(rows[1]);
    // 22:05 UTC is 5:05 in the afternoon in Bogotá.
    expect(latest.getByText(/^21\/11\/2026 5:05\sp\.\s?m\.$/)).toBeTruthy();
    expect(latest.getByText('Ana Andina')).toBeTruthy();
    expect(latest.getByText('Estado: Nuevo → Contactado')).toBeTruthy();
    expect(latest.getByText('Responsable: Sin asignar → Laura Gómez')).toBeTruthy();
    expect(latest.getByText('Llamó el martes')).toBeTruthy();
    expect(within(rows[2]).getByText('Registrado desde la tienda')).toBeTruthy();
  });
});
