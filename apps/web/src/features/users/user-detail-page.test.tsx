import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ProjectUser, UserChange, UserDetail } from '@tu360/domain/contracts';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../lib/session-store.ts';
import { fakeFetch } from '../../test/fake-fetch.ts';
import { storeUser } from '../../test/fixtures.ts';
import { queryWrapper } from '../../test/query-wrapper.tsx';
import ProjectAccess from './components/project-access.tsx';
import UserDetailPage from './routes/user-detail-page.tsx';

const BUILDER = '33333333-3333-4333-8333-333333333333';
const TORRES = '22222222-2222-4222-8222-222222222222';
const PARQUE = '44444444-4444-4444-8444-444444444444';
const USER = '66666666-6666-4666-8666-666666666666';

const DETAIL: UserDetail = {
  id: USER,
  givenName: 'Laura',
  lastName: 'Gómez',
  roles: ['Operativo_Seller', 'Visualizador_Seller'],
  email: 'laura@andina.test',
  role: 'Operativo_Seller',
  constructorId: BUILDER,
  constructorName: 'Constructora Andina',
  projects: [
    { sellerId: TORRES, name: 'Torres del Río', role: 'Admintrador_Seller' },
    { sellerId: PARQUE, name: 'Parque Central', role: 'Visualizador_Seller' },
  ],
  state: 'Activo',
  // 21 Nov 2026, 15:49 UTC: 10:49 a. m. in Bogotá.
  lastVisit: '2026-11-21T15:49:00.000Z',
  identification: '1020304050',
  phone: '3001234567',
  isActive: true,
  realState: false,
  createdAt: '2026-11-20T20:30:00.000Z',
  canManage: true,
};

const change = (n: number, over: Partial<UserChange> = {}): UserChange => ({
  id: `c-${n}`,
  action: 'Update',
  field: 'phone',
  valueBefore: '3000000000',
  valueAfter: '3001234567',
  userName: 'Ana Andina',
  createdAt: '2026-11-22T01:05:00.000Z',
  ...over,
});

/** 23 changes, newest first: page 1 has 20, page 2 the last 3 (the first of them a role change). */
const HISTORY: UserChange[] = [
  change(1, { field: 'role', valueBefore: 'Visualizador_Seller', valueAfter: 'Operativo_Seller' }),
  ...Array.from({ length: 19 }, (_, i) => change(i + 2)),
  change(21, { action: 'Invite', field: null, valueBefore: null, valueAfter: null }),
  change(22, { action: 'Create', field: 'email', valueBefore: null, valueAfter: 'laura@andina.test' }),
  change(23, { action: 'Create', field: null, valueBefore: null, valueAfter: null, userName: null }),
];

function serve(detail: UserDetail = DETAIL) {
  return fakeFetch((req) => {
    if (req.path === `/api/auth/api/users/${USER}`) return { json: detail };
    if (req.path === `/api/auth/api/users/${USER}/history`) {
      const page = Number(req.query.get('PageNumber') ?? '1');
      const size = Number(req.query.get('PageSize') ?? '20');
      return {
        json: { data: HISTORY.slice((page - 1) * size, page * size), totalData: HISTORY.length },
      };
    }
    return { status: 404, json: { Message: 'No encontrado' } };
  });
}

function renderDetail() {
  const { client } = queryWrapper();
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/mi-tienda/usuarios/detalle/${USER}`]}>
        <Routes>
          <Route path="/mi-tienda/usuarios/detalle/:id" element={<UserDetailPage />} />
          <Route path="/mi-tienda/usuarios/:id" element={<p>Formulario</p>} />
          <Route path="/mi-tienda/usuarios" element={<p>Lista de usuarios</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((r) =>
      within(r)
        .queryAllByRole('cell')
        .map((c) => c.textContent),
    )
    .filter((cells) => cells.length > 0);

beforeEach(() => {
  session.logout();
  session.loginSuccess({ user: storeUser(), access_token: 'a', refresh_token: 'r' });
});

describe('Detalle del usuario', () => {
  it('shows the user’s data, state, last visit and projects with the role held at each', async () => {
    serve();
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Laura Gómez' })).toBeTruthy();
    expect(screen.getByText('Activo')).toBeTruthy();
    expect(screen.getByText('laura@andina.test')).toBeTruthy();
    expect(screen.getByText('1020304050')).toBeTruthy();
    expect(screen.getByText('3001234567')).toBeTruthy();
    expect(screen.getByText('Constructora Andina')).toBeTruthy();
    expect(screen.getByText('21 de noviembre de 2026 a las 10:49 a. m.')).toBeTruthy();
    expect(rowsOf(screen.getByRole('table', { name: 'Proyectos' }))).toEqual([
      ['Torres del Río', 'Administrador'],
      ['Parque Central', 'Visualizador'],
    ]);
  });

  it('lists the history newest first, in Colombian 12-hour time, paged', async () => {
    const { sent } = serve();
    renderDetail();
    const history = await screen.findByRole('table', { name: 'Historial de cambios' });
    expect(
      within(history)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Cuándo', 'Acción', 'Campo', 'Antes → después', 'Quién']);
    const rows = rowsOf(history);
    expect(rows).toHaveLength(20);
    // 22 Nov 2026 01:05 UTC is the 21st at 8:05 p. m. in Bogotá.
    expect(rows[0]).toEqual([
      '21/11/2026 8:05 p. m.',
      'Modificación',
      'Rol',
      'Visualizador → Operativo',
      'Ana Andina',
    ]);
    expect(rows[1]).toEqual([
      '21/11/2026 8:05 p. m.',
      'Modificación',
      'Celular',
      '3000000000 → 3001234567',
      'Ana Andina',
    ]);
    expect(screen.getByText('1–20 de 23')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Ir a la página siguiente' }));
    expect(await screen.findByText('21–23 de 23')).toBeTruthy();
    await waitFor(() =>
      expect(rowsOf(screen.getByRole('table', { name: 'Historial de cambios' }))).toHaveLength(3),
    );
    expect(rowsOf(screen.getByRole('table', { name: 'Historial de cambios' }))).toEqual([
      ['21/11/2026 8:05 p. m.', 'Invitación enviada', '', '', 'Ana Andina'],
      [
        '21/11/2026 8:05 p. m.',
        'Creación',
        'Correo electrónico',
        '(vacío) → laura@andina.test',
        'Ana Andina',
      ],
      ['21/11/2026 8:05 p. m.', 'Creación', '', '', ''],
    ]);
    const pages = sent
      .filter((r) => r.path.endsWith('/history'))
      .map((r) => [r.query.get('PageNumber'), r.query.get('PageSize')]);
    expect(pages).toEqual([
      ['1', '20'],
      ['2', '20'],
    ]);
  });

  it('offers "Editar" and "Volver" to whoever manages the user', async () => {
    serve();
    renderDetail();
    await screen.findByRole('heading', { name: 'Laura Gómez' });
    expect(screen.getByRole('link', { name: 'Volver' }).getAttribute('href')).toBe('/mi-tienda/usuarios');
    fireEvent.click(screen.getByRole('link', { name: 'Editar' }));
    expect(await screen.findByText('Formulario')).toBeTruthy();
  });

  it('hides "Editar" when the user is out of the caller’s reach', async () => {
    serve({ ...DETAIL, canManage: false });
    renderDetail();
    await screen.findByRole('heading', { name: 'Laura Gómez' });
    expect(screen.queryByRole('link', { name: 'Editar' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Volver' })).toBeTruthy();
  });

  it('hides "Editar" from a Visualizador, even for a user it could see', async () => {
    session.loginSuccess({
      user: { ...storeUser(), role: ['Visualizador_Seller'], effectiveRole: 'Visualizador_Seller' },
      access_token: 'a',
      refresh_token: 'r',
    });
    serve();
    renderDetail();
    await screen.findByRole('heading', { name: 'Laura Gómez' });
    expect(screen.queryByRole('link', { name: 'Editar' })).toBeNull();
  });

  it('says so when the user has no projects and no history', async () => {
    fakeFetch((req) =>
      req.path.endsWith('/history')
        ? { json: { data: [], totalData: 0 } }
        : { json: { ...DETAIL, projects: [], lastVisit: null, state: 'Pendiente' } },
    );
    renderDetail();
    expect(await screen.findByText('Sin proyectos')).toBeTruthy();
    expect(screen.getByText('Nunca')).toBeTruthy();
    expect(screen.getByText('Pendiente')).toBeTruthy();
    expect(await screen.findByText('Sin cambios registrados.')).toBeTruthy();
  });
});

describe('Usuarios con acceso (the project page’s section)', () => {
  const PROJECT_USERS: ProjectUser[] = [
    {
      id: 'u-1',
      givenName: 'Ana',
      lastName: 'Andina',
      email: 'admin@andina.test',
      role: 'Admintrador_Seller',
      state: 'Activo',
    },
    {
      id: 'u-2',
      givenName: 'Laura',
      lastName: 'Gómez',
      email: 'laura@andina.test',
      role: 'Visualizador_Seller',
      state: 'Inactivo',
    },
  ];

  function renderAccess() {
    const { client } = queryWrapper();
    return render(
      <QueryClientProvider client={client}>
        <ProjectAccess sellerId={TORRES} />
      </QueryClientProvider>,
    );
  }

  it('lists who has access to the project, with the role held there and the state', async () => {
    const { sent } = fakeFetch(() => ({ json: PROJECT_USERS }));
    renderAccess();
    const table = await screen.findByRole('table', { name: 'Usuarios con acceso' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Nombre', 'Correo electrónico', 'Rol en el proyecto', 'Estado']);
    expect(rowsOf(table)).toEqual([
      ['Ana Andina', 'admin@andina.test', 'Administrador', 'Activo'],
      ['Laura Gómez', 'laura@andina.test', 'Visualizador', 'Inactivo'],
    ]);
    expect(sent.map((r) => r.path)).toEqual([`/api/auth/api/users/get-users-by-seller/${TORRES}`]);
  });

  it('says when nobody has access, and shows a refusal’s message', async () => {
    fakeFetch(() => ({ json: [] }));
    const first = renderAccess();
    expect(await screen.findByText('Ningún usuario tiene acceso a este proyecto.')).toBeTruthy();
    first.unmount();
    fakeFetch(() => ({ status: 403, json: { Message: 'No puede gestionar usuarios en ese proyecto.' } }));
    renderAccess();
    expect(await screen.findByText('No puede gestionar usuarios en ese proyecto.')).toBeTruthy();
  });
});
