import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { BuilderUser, RoleItem, StoreItem } from '@tu360/domain/contracts';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session-store.ts';
import { type FakeAnswer, fakeFetch, type SentRequest } from '../../test/fake-fetch.ts';
import { storeUser } from '../../test/fixtures.ts';
import { queryWrapper } from '../../test/query-wrapper.tsx';
import UsersPage from './routes/users-page.tsx';

const BUILDER = '33333333-3333-4333-8333-333333333333';
const SELLER_A = '22222222-2222-4222-8222-222222222222';
const SELLER_B = '44444444-4444-4444-8444-444444444444';
const ANA = '66666666-6666-4666-8666-666666666666';
const BETO = '77777777-7777-4777-8777-777777777777';
const CAMI = '88888888-8888-4888-8888-888888888888';

function person(over: Partial<BuilderUser>): BuilderUser {
  return {
    id: ANA,
    givenName: 'Ana',
    lastName: 'Andina',
    roles: ['Admintrador_Seller'],
    email: 'ana@andina.test',
    role: 'Admintrador_Seller',
    constructorId: BUILDER,
    constructorName: 'Constructora Andina',
    projects: [],
    state: 'Activo',
    lastVisit: null,
    ...over,
  };
}

const USERS: BuilderUser[] = [
  person({
    id: ANA,
    projects: [
      { sellerId: SELLER_A, name: 'Torres del Río', role: 'Admintrador_Seller' },
      { sellerId: SELLER_B, name: 'Mirador', role: 'Visualizador_Seller' },
    ],
    lastVisit: '2026-11-21T15:49:00.000Z',
  }),
  person({
    id: BETO,
    givenName: 'Beto',
    lastName: 'Bravo',
    email: 'beto@andina.test',
    role: 'Operativo_Seller',
    roles: ['Operativo_Seller'],
    state: 'Pendiente',
  }),
  person({
    id: CAMI,
    givenName: 'Cami',
    lastName: 'Cruz',
    email: 'cami@andina.test',
    role: 'Visualizador_Seller',
    roles: ['Visualizador_Seller'],
    state: 'Inactivo',
  }),
];

const PROJECTS: StoreItem[] = [
  {
    id: SELLER_A,
    name: 'Torres del Río',
    logo: null,
    role: 'Admintrador_Seller',
    status: 'Synchronized',
    nit: null,
    constructorId: BUILDER,
    constructorName: 'Constructora Andina',
  },
  {
    id: SELLER_B,
    name: 'Mirador',
    logo: null,
    role: 'Visualizador_Seller',
    status: 'Synchronized',
    nit: null,
    constructorId: BUILDER,
    constructorName: 'Constructora Andina',
  },
];

const ROLES: RoleItem[] = [
  {
    name: 'Administrador_Bancolombia',
    label: 'Administrador',
    description: 'Administra la plataforma por el banco.',
    platform: true,
    grantable: false,
  },
  {
    name: 'Admintrador_Seller',
    label: 'Administrador',
    description: 'Administra los proyectos asignados.',
    platform: false,
    grantable: true,
  },
  {
    name: 'Operativo_Seller',
    label: 'Operativo',
    description: 'Crea y edita proyectos e inmuebles.',
    platform: false,
    grantable: true,
  },
];

function serve(
  other?: (req: SentRequest) => FakeAnswer | undefined,
  list: BuilderUser[] = USERS,
  total?: number,
) {
  return fakeFetch((req) => {
    const answer = other?.(req);
    if (answer) return answer;
    if (req.path === '/api/auth/api/users' && req.method === 'GET')
      return { json: { data: list, totalData: total ?? list.length } };
    if (req.path === '/api/auth/api/roles') return { json: ROLES };
    if (req.path === '/api/seller/api/v1/get-all-by-user') return { json: { data: PROJECTS, totalData: 2 } };
    return { status: 404, json: { Message: 'No encontrado' } };
  });
}

function renderPage(path = '/mi-tienda/usuarios') {
  const { client } = queryWrapper();
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <UsersPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function signInStore(role = 'Admintrador_Seller') {
  session.loginSuccess({
    user: { ...storeUser(), id: 'u-self', constructor: BUILDER, role: [role], effectiveRole: role },
    access_token: 'a',
    refresh_token: 'r',
  });
}

const table = () => screen.getByRole('table', { name: 'Usuarios' });
const rowOf = (name: string) =>
  screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr') as HTMLElement;
const listCalls = (sent: SentRequest[]) =>
  sent.filter((r) => r.path === '/api/auth/api/users' && r.method === 'GET');
const lastList = (sent: SentRequest[]) => listCalls(sent).at(-1) as SentRequest;

beforeEach(() => {
  session.logout();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Usuarios: the list', () => {
  beforeEach(() => signInStore());

  it('lists name, e-mail, role, projects with their roles, state and last visit', async () => {
    const { sent } = serve();
    renderPage();
    await screen.findByRole('rowheader', { name: 'Ana Andina' });
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      '',
      'Nombre',
      'Correo electrónico',
      'Rol',
      'Proyectos',
      'Estado',
      'Última visita',
      'Acciones',
    ]);
    const ana = within(rowOf('Ana Andina'));
    expect(ana.getByText('ana@andina.test')).toBeTruthy();
    expect(ana.getByText('Administrador')).toBeTruthy();
    expect(ana.getByText('Torres del Río (Administrador)')).toBeTruthy();
    expect(ana.getByText('Mirador (Visualizador)')).toBeTruthy();
    expect(ana.getByText('Activo')).toBeTruthy();
    // 15:49 UTC is 10:49 a. m. in Bogotá.
    expect(ana.getByText(/^21\/11\/2026 10:49/)).toBeTruthy();
    const beto = within(rowOf('Beto Bravo'));
    expect(beto.getByText('Operativo')).toBeTruthy();
    expect(beto.getByText('Sin proyectos')).toBeTruthy();
    expect(beto.getByText('Pendiente')).toBeTruthy();
    expect(beto.getByText('Nunca')).toBeTruthy();
    expect(within(rowOf('Cami Cruz')).getByText('Inactivo')).toBeTruthy();
    // A store user's list is its company's, ten to a page.
    expect(lastList(sent).query.get('ConstructorId')).toBe(BUILDER);
    expect(lastList(sent).query.get('PageSize')).toBe('10');
    expect(lastList(sent).query.get('PageNumber')).toBe('1');
  });

  it('searches only past 2 characters, once the typing stops', async () => {
    const { sent } = serve();
    renderPage();
    await screen.findByRole('rowheader', { name: 'Ana Andina' });
    const box = screen.getByRole('searchbox', { name: 'Buscar por nombre o correo' });
    fireEvent.change(box, { target: { value: 'an' } });
    await new Promise((r) => setTimeout(r, 700));
    expect(listCalls(sent).every((r) => !r.query.has('Keyword'))).toBe(true);
    fireEvent.change(box, { target: { value: 'ana' } });
    await waitFor(() => expect(lastList(sent).query.get('Keyword')).toBe('ana'));
    expect(listCalls(sent).filter((r) => r.query.has('Keyword'))).toHaveLength(1);
  });

  it('filters by role and by state, back to the first page', async () => {
    const { sent } = serve(undefined, USERS, 25);
    renderPage();
    await screen.findByRole('rowheader', { name: 'Ana Andina' });
    fireEvent.click(screen.getByRole('button', { name: 'Ir a la página siguiente' }));
    await waitFor(() => expect(lastList(sent).query.get('PageNumber')).toBe('2'));
    const roleFilter = screen.getByRole('combobox', { name: 'Rol' });
    // A builder's roles only, for a builder's user.
    expect(
      within(roleFilter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Todos', 'Administrador', 'Operativo', 'Visualizador', 'Asesor Comercial']);
    fireEvent.change(roleFilter, { target: { value: 'Operativo_Seller' } });
    await waitFor(() => expect(lastList(sent).query.get('RoleName')).toBe('Operativo_Seller'));
    expect(lastList(sent).query.get('PageNumber')).toBe('1');
    fireEvent.change(screen.getByRole('combobox', { name: 'Estado' }), { target: { value: 'Pendiente' } });
    await waitFor(() => expect(lastList(sent).query.get('State')).toBe('Pendiente'));
    expect(lastList(sent).query.get('RoleName')).toBe('Operativo_Seller');
  });

  it('pages ten at a time with the shared pager', async () => {
    const { sent } = serve(undefined, USERS, 23);
    renderPage();
    await screen.findByText('1–10 de 23');
    // The page control shows once the first rows are drawn (they are drawn in the background: DataTable).
    fireEvent.click(await screen.findByRole('button', { name: 'Ir a la página siguiente' }));
    await screen.findByText('11–20 de 23');
    expect(lastList(sent).query.get('PageNumber')).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Ir a la página siguiente' }));
    await screen.findByText('21–23 de 23');
    expect(
      (screen.getByRole('button', { name: 'Ir a la página siguiente' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('lists every builder’s users for a platform admin on "Ver todos los usuarios", one builder’s when chosen', async () => {
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
    renderPage('/tiendas/usuarios');
    await screen.findByRole('rowheader', { name: /Ana Andina/ });
    expect(screen.getByText('Ver todos los usuarios')).toBeTruthy();
    expect(lastList(sent).query.has('ConstructorId')).toBe(false);
    // The company shows under each name, and the bank's roles say whose they are.
    expect(within(rowOf('Ana Andina')).getByText('Constructora Andina')).toBeTruthy();
    const options = within(screen.getByRole('combobox', { name: 'Rol' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toContain('Administrador (plataforma)');
    expect(options).toContain('Administrador (inmobiliaria)');
    expect(screen.getByRole('link', { name: 'Crear usuario' }).getAttribute('href')).toBe(
      '/tiendas/usuarios/crear',
    );
    act(() =>
      session.selectConstructor({
        id: BUILDER,
        name: 'Constructora Andina',
        logo: null,
        nit: null,
        realState: false,
        all: false,
      }),
    );
    await waitFor(() => expect(lastList(sent).query.get('ConstructorId')).toBe(BUILDER));
  });
});

describe('Usuarios: who may act', () => {
  it('shows a Visualizador the list and the details, without any action', async () => {
    signInStore('Visualizador_Seller');
    serve();
    renderPage();
    await screen.findByRole('rowheader', { name: 'Ana Andina' });
    expect(screen.getByRole('link', { name: 'Ver Ana Andina' }).getAttribute('href')).toBe(
      `/mi-tienda/usuarios/detalle/${ANA}`,
    );
    expect(screen.queryByRole('link', { name: 'Crear usuario' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Asignar a proyectos' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Editar Ana Andina' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Desactivar Ana Andina' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Eliminar Ana Andina' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reenviar invitación Beto Bravo' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Seleccionar a Ana Andina' })).toBeNull();
  });

  it('shows an Asesor Comercial no action either', async () => {
    signInStore('Asesor_Comercial');
    serve();
    renderPage();
    await screen.findByRole('rowheader', { name: 'Ana Andina' });
    expect(screen.queryByRole('link', { name: 'Crear usuario' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Desactivar Ana Andina' })).toBeNull();
  });

  it('offers an administrator every action, the invitation only to pending users, Reactivar to inactive ones', async () => {
    signInStore();
    serve();
    renderPage();
    await screen.findByRole('rowheader', { name: 'Ana Andina' });
    expect(screen.getByRole('link', { name: 'Crear usuario' }).getAttribute('href')).toBe(
      '/mi-tienda/usuarios/crear',
    );
    expect(screen.getByRole('link', { name: 'Editar Ana Andina' }).getAttribute('href')).toBe(
      `/mi-tienda/usuarios/${ANA}`,
    );
    expect(screen.getByRole('button', { name: 'Desactivar Ana Andina' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reenviar invitación Ana Andina' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reenviar invitación Beto Bravo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reactivar Cami Cruz' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Desactivar Cami Cruz' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Eliminar Cami Cruz' })).toBeTruthy();
  });
  it('offers no Desactivar, Eliminar or selection on one’s own row', async () => {
    signInStore();
    serve(undefined, [person({ id: 'u-self', givenName: 'Yo', lastName: 'Mismo' }), ...USERS]);
    renderPage();
    await screen.findByRole('rowheader', { name: 'Yo Mismo' });
    expect(screen.getByRole('link', { name: 'Editar Yo Mismo' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Desactivar Yo Mismo' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Eliminar Yo Mismo' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Seleccionar a Yo Mismo' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Seleccionar a Ana Andina' })).toBeTruthy();
  });
});

describe('Usuarios: the actions', () => {
  beforeEach(() => signInStore());

  it('deactivates after the confirmation, with a toast, and refreshes the list', async () => {
    const { sent } = serve((req) =>
      req.path === `/api/auth/api/users/${ANA}/deactivate`
        ? { json: { id: ANA, state: 'Inactivo' } }
        : undefined,
    );
    renderPage();
    await screen.findByRole('rowheader', { name: 'Ana Andina' });
    const before = listCalls(sent).length;
    fireEvent.click(screen.getByRole('button', { name: 'Desactivar Ana Andina' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desactivar usuario' });
    expect(
      within(dialog).getByText(
        '¿Desea desactivar a Ana Andina? Perderá el acceso al portal de inmediato y dejará de ser responsable de inmuebles.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    expect(await screen.findByText('Usuario desactivado')).toBeTruthy();
    expect(
      sent.filter((r) => r.path === `/api/auth/api/users/${ANA}/deactivate`).map((r) => r.method),
    ).toEqual(['POST']);
    await waitFor(() => expect(listCalls(sent).length).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Desactivar usuario' })).toBeNull());
  });

  it('deletes after the confirmation', async () => {
    const { sent } = serve((req) =>
      req.path === `/api/auth/api/users/${CAMI}` && req.method === 'DELETE' ? { json: true } : undefined,
    );
    renderPage();
    await screen.findByRole('rowheader', { name: 'Cami Cruz' });
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Cami Cruz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar usuario' });
    expect(
      within(dialog).getByText('¿Desea eliminar a Cami Cruz? Esta acción no se puede deshacer.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Usuario eliminado')).toBeTruthy();
    expect(sent.some((r) => r.method === 'DELETE' && r.path === `/api/auth/api/users/${CAMI}`)).toBe(true);
  });

  it('asks nothing of the server when the confirmation is cancelled', async () => {
    const { sent } = serve();
    renderPage();
    await screen.findByRole('rowheader', { name: 'Cami Cruz' });
    fireEvent.click(screen.getByRole('button', { name: 'Reactivar Cami Cruz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reactivar usuario' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reactivar usuario' })).toBeNull());
    expect(sent.some((r) => r.method === 'POST')).toBe(false);
  });

  it('shows the server’s refusal and keeps the dialog open', async () => {
    serve((req) =>
      req.path === `/api/auth/api/users/${ANA}/deactivate`
        ? {
            status: 409,
            json: {
              Message: 'Es el último administrador activo de la empresa: asigne otro administrador antes.',
            },
          }
        : undefined,
    );
    renderPage();
    await screen.findByRole('rowheader', { name: 'Ana Andina' });
    fireEvent.click(screen.getByRole('button', { name: 'Desactivar Ana Andina' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desactivar usuario' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    expect(
      await screen.findByText(
        'Es el último administrador activo de la empresa: asigne otro administrador antes.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('No se pudo completar la acción')).toBeTruthy();
    expect(screen.queryByText('Usuario desactivado')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Desactivar usuario' })).toBeTruthy();
  });

  it('re-sends a pending user’s invitation with a toast', async () => {
    const { sent } = serve((req) =>
      req.path === `/api/auth/api/users/${BETO}/resend-invitation` ? { json: true } : undefined,
    );
    renderPage();
    await screen.findByRole('rowheader', { name: 'Beto Bravo' });
    fireEvent.click(screen.getByRole('button', { name: 'Reenviar invitación Beto Bravo' }));
    expect(await screen.findByText('Invitación reenviada')).toBeTruthy();
    expect(
      sent.filter((r) => r.path === `/api/auth/api/users/${BETO}/resend-invitation`).map((r) => r.method),
    ).toEqual(['POST']);
  });

  it('assigns the chosen users to the chosen projects with a role, replacing, and says how many', async () => {
    const { sent } = serve((req) =>
      req.path === '/api/auth/api/users/add-multipleuser-seller'
        ? { json: { assigned: 2, updated: 0 } }
        : undefined,
    );
    renderPage();
    await screen.findByRole('rowheader', { name: 'Ana Andina' });
    const assign = screen.getByRole('button', { name: 'Asignar a proyectos' }) as HTMLButtonElement;
    expect(assign.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar a Ana Andina' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar a Beto Bravo' }));
    expect(screen.getByText('2 usuarios seleccionados')).toBeTruthy();
    fireEvent.click(assign);
    const dialog = await screen.findByRole('dialog', { name: 'Asignar usuarios a proyectos' });
    // Only the projects where the caller manages users.
    await within(dialog).findByRole('checkbox', { name: 'Torres del Río' });
    expect(within(dialog).queryByRole('checkbox', { name: 'Mirador' })).toBeNull();
    const role = within(dialog).getByRole('combobox', { name: 'Rol en el proyecto' });
    await waitFor(() =>
      expect(
        within(role)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['El rol de perfil de cada usuario', 'Administrador', 'Operativo']),
    );
    const submit = within(dialog).getByRole('button', { name: 'Asignar a proyectos' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Torres del Río' }));
    fireEvent.change(role, { target: { value: 'Operativo_Seller' } });
    fireEvent.click(
      within(dialog).getByRole('checkbox', {
        name: 'Reemplazar el rol de los usuarios que ya están en esos proyectos',
      }),
    );
    fireEvent.click(submit);
    expect(await screen.findByText('Se asignaron 2 usuarios a 1 proyecto.')).toBeTruthy();
    const put = sent.find((r) => r.path === '/api/auth/api/users/add-multipleuser-seller');
    expect(put?.method).toBe('PUT');
    expect(JSON.parse(String(put?.body))).toEqual({
      users: [ANA, BETO],
      sellers: [SELLER_A],
      edit: true,
      role: 'Operativo_Seller',
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Asignar usuarios a proyectos' })).toBeNull(),
    );
  });

  it('says so when the assignment changed nothing (the users already had those projects)', async () => {
    serve((req) =>
      req.path === '/api/auth/api/users/add-multipleuser-seller'
        ? { json: { assigned: 0, updated: 0 } }
        : undefined,
    );
    renderPage();
    await screen.findByRole('rowheader', { name: 'Ana Andina' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar a Ana Andina' }));
    fireEvent.click(screen.getByRole('button', { name: 'Asignar a proyectos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Asignar usuarios a proyectos' });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Torres del Río' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Asignar a proyectos' }));
    expect(await screen.findByText('Los usuarios ya tenían esos proyectos: no cambió nada.')).toBeTruthy();
    expect(screen.queryByText(/^Se asignaron/)).toBeNull();
  });

  it('keeps the assignment dialog open with the server’s refusal', async () => {
    serve((req) =>
      req.path === '/api/auth/api/users/add-multipleuser-seller'
        ? { status: 403, json: { Message: 'No puede gestionar usuarios en ese proyecto.' } }
        : undefined,
    );
    renderPage();
    await screen.findByRole('rowheader', { name: 'Ana Andina' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar a Ana Andina' }));
    fireEvent.click(screen.getByRole('button', { name: 'Asignar a proyectos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Asignar usuarios a proyectos' });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Torres del Río' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Asignar a proyectos' }));
    expect(await within(dialog).findByText('No puede gestionar usuarios en ese proyecto.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Asignar usuarios a proyectos' })).toBeTruthy();
  });

  it('lists each role with its label and description in "Ayuda de roles"', async () => {
    const { sent } = serve();
    renderPage();
    await screen.findByRole('rowheader', { name: 'Ana Andina' });
    fireEvent.click(screen.getByRole('button', { name: 'Ayuda de roles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ayuda de roles' });
    expect(await within(dialog).findByText('Administra los proyectos asignados.')).toBeTruthy();
    expect(within(dialog).getByText('Administrador')).toBeTruthy();
    expect(within(dialog).getByText('Operativo')).toBeTruthy();
    expect(within(dialog).getByText('Crea y edita proyectos e inmuebles.')).toBeTruthy();
    // A store user is not shown the bank's roles.
    expect(within(dialog).queryByText('Administra la plataforma por el banco.')).toBeNull();
    expect(sent.find((r) => r.path === '/api/auth/api/roles')?.query.get('ConstructorId')).toBe(BUILDER);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ayuda de roles' })).toBeNull());
  });
});
