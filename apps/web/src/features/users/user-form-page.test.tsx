import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { RoleItem, UserDetail } from '@tu360/domain/contracts';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../lib/session-store.ts';
import { type FakeAnswer, fakeFetch, type SentRequest } from '../../test/fake-fetch.ts';
import { storeUser } from '../../test/fixtures.ts';
import { queryWrapper } from '../../test/query-wrapper.tsx';
import UserDetailPage from './routes/user-detail-page.tsx';
import UserFormPage from './routes/user-form-page.tsx';

const BUILDER = '33333333-3333-4333-8333-333333333333';
const TORRES = '22222222-2222-4222-8222-222222222222';
const PARQUE = '44444444-4444-4444-8444-444444444444';
const VIEWED = '77777777-7777-4777-8777-777777777777';
const USER = '66666666-6666-4666-8666-666666666666';
const NEW_USER = '88888888-8888-4888-8888-888888888888';
const AGENCY = '99999999-9999-4999-8999-999999999999';

const role = (name: string, label: string, platform: boolean, grantable: boolean): RoleItem => ({
  name,
  label,
  description: `Descripción de ${name}`,
  platform,
  grantable,
});

/** What GET /auth/api/roles answers a builder's Administrador: its company's store roles. */
const STORE_ROLES: RoleItem[] = [
  role('SuperAdmin', 'Administrador Bancolombia', true, false),
  role('Administrador_Bancolombia', 'Administrador', true, false),
  role('Admintrador_Seller', 'Administrador', false, true),
  role('Visualizador_Seller', 'Visualizador', false, true),
  role('Operativo_Seller', 'Operativo', false, true),
  role('Asesor_Comercial', 'Asesor Comercial', false, true),
  role('Administrador_SellerDeSeller', 'Administrador', false, false),
];

/** What it answers an Administrador_Bancolombia: the other platform roles and every store role. */
const ADMIN_ROLES: RoleItem[] = STORE_ROLES.map((r) => ({
  ...r,
  grantable: r.name !== 'SuperAdmin' && r.name !== 'Administrador_SellerDeSeller',
}));

const store = (id: string, name: string, roleThere: string) => ({
  id,
  name,
  logo: null,
  role: roleThere,
  status: 'Synchronized',
  nit: null,
  constructorId: BUILDER,
  constructorName: 'Constructora Andina',
});

/** The caller's projects: it manages users at two of them and only views the third. */
const STORES = {
  data: [
    store(TORRES, 'Torres del Río', 'Admintrador_Seller'),
    store(PARQUE, 'Parque Central', 'Admintrador_Seller'),
    store(VIEWED, 'Solo consulta', 'Visualizador_Seller'),
  ],
  totalData: 3,
};

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
    { sellerId: TORRES, name: 'Torres del Río', role: 'Operativo_Seller' },
    { sellerId: PARQUE, name: 'Parque Central', role: 'Visualizador_Seller' },
  ],
  state: 'Pendiente',
  lastVisit: null,
  identification: '1020304050',
  phone: '3001234567',
  isActive: true,
  realState: false,
  createdAt: '2026-11-20T15:30:00.000Z',
  canManage: true,
};

interface Server {
  roles?: RoleItem[];
  detail?: UserDetail;
  other?: (req: SentRequest) => FakeAnswer | undefined;
}

function serve(s: Server = {}) {
  return fakeFetch((req) => {
    const other = s.other?.(req);
    if (other) return other;
    if (req.path === '/api/auth/api/roles') return { json: s.roles ?? STORE_ROLES };
    if (req.path === '/api/seller/api/v1/get-all-by-user') return { json: STORES };
    if (req.path === '/api/seller/api/constructor/v2/get-all')
      return {
        json: {
          data: [
            {
              id: BUILDER,
              name: 'Constructora Andina',
              nit: '900123456',
              logo: null,
              realState: false,
              state: true,
              totalNotification: 0,
            },
          ],
          totalData: 1,
        },
      };
    if (req.path === `/api/auth/api/users/${USER}` && req.method === 'GET')
      return { json: s.detail ?? DETAIL };
    if (req.path === `/api/auth/api/users/${USER}/history`) return { json: { data: [], totalData: 0 } };
    if (req.path === `/api/auth/api/users/${NEW_USER}`) return { json: { ...DETAIL, id: NEW_USER } };
    if (req.path === `/api/auth/api/users/${NEW_USER}/history`) return { json: { data: [], totalData: 0 } };
    return { status: 404, json: { Message: 'No encontrado' } };
  });
}

function renderAt(path: string) {
  const { client } = queryWrapper();
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/mi-tienda/usuarios" element={<p>Lista de usuarios</p>} />
          <Route path="/mi-tienda/usuarios/crear" element={<UserFormPage />} />
          <Route path="/mi-tienda/usuarios/detalle/:id" element={<UserDetailPage />} />
          <Route path="/mi-tienda/usuarios/:id" element={<UserFormPage />} />
          <Route path="/tiendas/usuarios/crear" element={<UserFormPage />} />
          <Route path="/tiendas/usuarios/detalle/:id" element={<UserDetailPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function signInStoreAdmin() {
  session.loginSuccess({ user: storeUser(), access_token: 'a', refresh_token: 'r' });
}

function signInPlatformAdmin(selected: boolean) {
  session.loginSuccess({
    user: {
      ...storeUser(),
      isAdmin: true,
      constructor: null,
      role: ['Administrador_Bancolombia'],
      effectiveRole: 'Administrador_Bancolombia',
    },
    access_token: 'a',
    refresh_token: 'r',
  });
  if (selected)
    session.selectConstructor({
      id: BUILDER,
      name: 'Constructora Andina',
      logo: null,
      nit: null,
      realState: false,
      all: false,
    });
}

/** A field by its visible label (a required one's ends in an asterisk). */
const labelled = (name: string) =>
  new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\s\u2009]*\\*?$`);
const field = (name: string) => screen.getByLabelText(labelled(name), { selector: 'input,select' });
/** The message shown under a field (its helper text, which the field names as its description). */
function messageUnder(name: string): string | null {
  const id = field(name).getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const jsonOf = (req: SentRequest | undefined) => JSON.parse(String(req?.body));

async function fillPerson() {
  await screen.findByRole('combobox', { name: /^Rol/ });
  type('Nombres', 'Laura');
  type('Apellidos', 'Gómez');
  type('Correo electrónico', 'Laura@Andina.test');
  type('Número de identificación', '1020304050');
  type('Celular', '300 123 4567');
}

beforeEach(() => {
  session.logout();
});

describe('Crear usuario: the form checks each field in Spanish', () => {
  beforeEach(signInStoreAdmin);

  it('shows each refusal under its own field and sends nothing', async () => {
    const { sent } = serve();
    renderAt('/mi-tienda/usuarios/crear');
    await screen.findByRole('combobox', { name: /^Rol/ });
    type('Correo electrónico', 'laura@');
    type('Número de identificación', '12ab');
    type('Celular', '12');
    fireEvent.click(screen.getByRole('button', { name: 'Crear usuario' }));
    await waitFor(() => expect(messageUnder('Nombres')).toBe('Campo obligatorio'));
    expect(messageUnder('Apellidos')).toBe('Campo obligatorio');
    expect(messageUnder('Correo electrónico')).toBe('Ingrese un correo electrónico válido');
    expect(messageUnder('Número de identificación')).toBe(
      'Ingrese un número de identificación válido: solo números, de 5 a 15 dígitos.',
    );
    expect(messageUnder('Celular')).toBe('Ingrese un número de teléfono válido');
    expect(messageUnder('Rol')).toBe('Seleccione una opción válida');
    expect(sent.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('offers the grantable roles, each named where it applies, and the projects where the caller manages users', async () => {
    serve();
    renderAt('/mi-tienda/usuarios/crear');
    const roleSelect = await screen.findByRole('combobox', { name: /^Rol/ });
    expect(
      within(roleSelect)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Seleccione…', 'Administrador', 'Visualizador', 'Operativo', 'Asesor Comercial']);
    // A store administrator chooses no company: it gives its own.
    expect(screen.queryByLabelText(labelled('Constructora o inmobiliaria'))).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Agregar proyecto' }));
    const project = screen.getByRole('combobox', { name: /^Proyecto 1/ });
    expect(
      within(project)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Seleccione…', 'Torres del Río', 'Parque Central']);
  });

  it('refuses the same project twice', async () => {
    serve();
    renderAt('/mi-tienda/usuarios/crear');
    await fillPerson();
    fireEvent.change(screen.getByRole('combobox', { name: /^Rol/ }), {
      target: { value: 'Operativo_Seller' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Agregar proyecto' }));
    fireEvent.click(screen.getByRole('button', { name: 'Agregar proyecto' }));
    type('Proyecto 1', TORRES);
    type('Proyecto 2', TORRES);
    fireEvent.click(screen.getByRole('button', { name: 'Crear usuario' }));
    await waitFor(() => expect(messageUnder('Proyecto 2')).toBe('El proyecto aparece más de una vez.'));
    expect(messageUnder('Proyecto 1')).toBeNull();
  });

  it('refuses a project row without a project or a role', async () => {
    serve();
    renderAt('/mi-tienda/usuarios/crear');
    await fillPerson();
    fireEvent.click(screen.getByRole('button', { name: 'Agregar proyecto' }));
    fireEvent.click(screen.getByRole('button', { name: 'Crear usuario' }));
    await waitFor(() => expect(messageUnder('Proyecto 1')).toBe('Campo obligatorio'));
    expect(messageUnder('Rol en el proyecto 1')).toBe('Seleccione una opción válida');
  });
});

describe('Crear usuario: saving', () => {
  it('posts the form, then opens the new user with the toast "Usuario creado"', async () => {
    signInStoreAdmin();
    const { sent } = serve({
      other: (req) =>
        req.method === 'POST' && req.path === '/api/auth/api/users'
          ? { status: 201, json: { id: NEW_USER, invitationSent: true } }
          : undefined,
    });
    renderAt('/mi-tienda/usuarios/crear');
    await fillPerson();
    fireEvent.change(screen.getByRole('combobox', { name: /^Rol/ }), {
      target: { value: 'Operativo_Seller' },
    });
    expect(screen.getByText('Descripción de Operativo_Seller')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Agregar proyecto' }));
    type('Proyecto 1', PARQUE);
    // The new row takes the profile role; it can be changed.
    expect((field('Rol en el proyecto 1') as HTMLSelectElement).value).toBe('Operativo_Seller');
    type('Rol en el proyecto 1', 'Visualizador_Seller');
    fireEvent.click(screen.getByRole('button', { name: 'Crear usuario' }));

    expect(await screen.findByText('Usuario creado')).toBeTruthy();
    expect(screen.getByText('Le enviamos una invitación por correo para crear su contraseña.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Detalle del usuario' })).toBeTruthy();
    const post = sent.find((r) => r.method === 'POST');
    expect(jsonOf(post)).toEqual({
      givenName: 'Laura',
      lastName: 'Gómez',
      // As typed: the server trims it and lowers its case.
      email: 'Laura@Andina.test',
      identification: '1020304050',
      phone: '300 123 4567',
      role: 'Operativo_Seller',
      projects: [{ sellerId: PARQUE, role: 'Visualizador_Seller' }],
    });
  });

  it('says the invitation is pending when the server created the user but could not mail it', async () => {
    signInStoreAdmin();
    serve({
      other: (req) =>
        req.method === 'POST' && req.path === '/api/auth/api/users'
          ? { status: 201, json: { id: NEW_USER, invitationSent: false } }
          : undefined,
    });
    renderAt('/mi-tienda/usuarios/crear');
    await fillPerson();
    fireEvent.change(screen.getByRole('combobox', { name: /^Rol/ }), {
      target: { value: 'Operativo_Seller' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Agregar proyecto' }));
    type('Proyecto 1', PARQUE);
    fireEvent.click(screen.getByRole('button', { name: 'Crear usuario' }));

    expect(await screen.findByText('Usuario creado')).toBeTruthy();
    expect(
      screen.getByText(
        'Aún no pudimos enviar la invitación por correo; lo seguiremos intentando. Si no llega en unos minutos, use "Reenviar invitación" en la lista de usuarios.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Le enviamos una invitación por correo para crear su contraseña.')).toBeNull();
  });

  it('puts the server’s field error under its field, shows its Message and keeps what was typed', async () => {
    signInStoreAdmin();
    serve({
      other: (req) =>
        req.method === 'POST'
          ? {
              status: 409,
              json: {
                Message: 'Ya existe un usuario con ese correo electrónico.',
                errors: [{ field: 'email', message: 'Ya existe un usuario con ese correo electrónico.' }],
              },
            }
          : undefined,
    });
    renderAt('/mi-tienda/usuarios/crear');
    await fillPerson();
    fireEvent.change(screen.getByRole('combobox', { name: /^Rol/ }), {
      target: { value: 'Visualizador_Seller' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Crear usuario' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Error al crear el usuario')).toBeTruthy();
    expect(within(dialog).getByText('Ya existe un usuario con ese correo electrónico.')).toBeTruthy();
    expect(messageUnder('Correo electrónico')).toBe('Ya existe un usuario con ese correo electrónico.');
    expect((field('Nombres') as HTMLInputElement).value).toBe('Laura');
    expect((field('Correo electrónico') as HTMLInputElement).value).toBe('Laura@Andina.test');
    expect((field('Rol') as HTMLSelectElement).value).toBe('Visualizador_Seller');
  });

  it('places a 400 of the schema under a project row’s role', async () => {
    signInStoreAdmin();
    serve({
      other: (req) =>
        req.method === 'POST'
          ? {
              status: 400,
              json: {
                Message: 'No puede asignar ese rol.',
                MessageList: ['No puede asignar ese rol.'],
                errors: [{ field: 'projects.0.role', message: 'No puede asignar ese rol.' }],
              },
            }
          : undefined,
    });
    renderAt('/mi-tienda/usuarios/crear');
    await fillPerson();
    fireEvent.change(screen.getByRole('combobox', { name: /^Rol/ }), {
      target: { value: 'Admintrador_Seller' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Agregar proyecto' }));
    type('Proyecto 1', TORRES);
    fireEvent.click(screen.getByRole('button', { name: 'Crear usuario' }));
    await waitFor(() => expect(messageUnder('Rol en el proyecto 1')).toBe('No puede asignar ese rol.'));
    expect(within(screen.getByRole('dialog')).getByText('Error al crear el usuario')).toBeTruthy();
  });
});

describe('Crear usuario: platform administrators', () => {
  it('preselect the side panel’s builder; a platform role hides the company and the projects and sends neither', async () => {
    signInPlatformAdmin(true);
    const { sent } = serve({
      roles: ADMIN_ROLES,
      other: (req) =>
        req.method === 'POST' ? { status: 201, json: { id: NEW_USER, invitationSent: true } } : undefined,
    });
    renderAt('/tiendas/usuarios/crear');
    await fillPerson();
    const company = field('Constructora o inmobiliaria') as HTMLSelectElement;
    expect(company.value).toBe(BUILDER);
    expect(
      within(company)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Seleccione…', 'Constructora Andina (constructora)']);
    expect(sent.find((r) => r.path === '/api/auth/api/roles')?.query.get('ConstructorId')).toBe(BUILDER);
    const roleSelect = screen.getByRole('combobox', { name: /^Rol/ });
    expect(
      within(roleSelect)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Seleccione…',
      'Administrador (plataforma)',
      'Administrador',
      'Visualizador',
      'Operativo',
      'Asesor Comercial',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Agregar proyecto' }));
    type('Proyecto 1', TORRES);

    fireEvent.change(roleSelect, { target: { value: 'Administrador_Bancolombia' } });
    expect(screen.queryByLabelText(labelled('Constructora o inmobiliaria'))).toBeNull();
    expect(screen.queryByRole('button', { name: 'Agregar proyecto' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /^Proyecto 1/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Crear usuario' }));
    await screen.findByText('Usuario creado');
    const body = jsonOf(sent.find((r) => r.method === 'POST'));
    expect(body.role).toBe('Administrador_Bancolombia');
    expect(body.projects).toEqual([]);
    expect(body.constructorId).toBeUndefined();
  });

  it('drop the project rows when the company changes (they were the other company’s)', async () => {
    signInPlatformAdmin(true);
    serve({
      roles: ADMIN_ROLES,
      other: (req) =>
        req.path === '/api/seller/api/constructor/v2/get-all'
          ? {
              json: {
                data: [
                  {
                    id: BUILDER,
                    name: 'Constructora Andina',
                    nit: '1',
                    logo: null,
                    realState: false,
                    state: true,
                    totalNotification: 0,
                  },
                  {
                    id: AGENCY,
                    name: 'Inmobiliaria Sur',
                    nit: '2',
                    logo: null,
                    realState: true,
                    state: true,
                    totalNotification: 0,
                  },
                ],
                totalData: 2,
              },
            }
          : undefined,
    });
    renderAt('/tiendas/usuarios/crear');
    await fillPerson();
    fireEvent.change(screen.getByRole('combobox', { name: /^Rol/ }), {
      target: { value: 'Operativo_Seller' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Agregar proyecto' }));
    type('Proyecto 1', TORRES);
    type('Constructora o inmobiliaria', AGENCY);
    expect(screen.queryByRole('combobox', { name: /^Proyecto 1/ })).toBeNull();
  });

  it('ask for the company of a store user when none is chosen', async () => {
    signInPlatformAdmin(false);
    const { sent } = serve({ roles: ADMIN_ROLES });
    renderAt('/tiendas/usuarios/crear');
    await fillPerson();
    expect((field('Constructora o inmobiliaria') as HTMLSelectElement).value).toBe('');
    fireEvent.change(screen.getByRole('combobox', { name: /^Rol/ }), {
      target: { value: 'Operativo_Seller' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Crear usuario' }));
    await waitFor(() =>
      expect(messageUnder('Constructora o inmobiliaria')).toBe(
        'Seleccione la constructora o inmobiliaria del usuario.',
      ),
    );
    expect(sent.filter((r) => r.method !== 'GET')).toEqual([]);
  });
});

describe('Editar usuario', () => {
  beforeEach(signInStoreAdmin);

  it('loads the user’s values and projects, and saves them with "Cambios guardados"', async () => {
    const { sent } = serve({
      other: (req) =>
        req.method === 'PUT' && req.path === `/api/auth/api/users/${USER}`
          ? { json: { id: USER } }
          : undefined,
    });
    renderAt(`/mi-tienda/usuarios/${USER}`);
    expect(await screen.findByRole('heading', { name: 'Editar usuario' })).toBeTruthy();
    await waitFor(() => expect((field('Nombres') as HTMLInputElement).value).toBe('Laura'));
    expect((field('Apellidos') as HTMLInputElement).value).toBe('Gómez');
    expect((field('Correo electrónico') as HTMLInputElement).value).toBe('laura@andina.test');
    expect((field('Número de identificación') as HTMLInputElement).value).toBe('1020304050');
    expect((field('Celular') as HTMLInputElement).value).toBe('3001234567');
    expect((field('Rol') as HTMLSelectElement).value).toBe('Operativo_Seller');
    expect((field('Proyecto 1') as HTMLSelectElement).value).toBe(TORRES);
    expect((field('Rol en el proyecto 2') as HTMLSelectElement).value).toBe('Visualizador_Seller');

    fireEvent.click(screen.getByRole('button', { name: 'Quitar proyecto Parque Central' }));
    type('Celular', '3109876543');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Cambios guardados')).toBeTruthy();
    expect(jsonOf(sent.find((r) => r.method === 'PUT'))).toEqual({
      givenName: 'Laura',
      lastName: 'Gómez',
      email: 'laura@andina.test',
      identification: '1020304050',
      phone: '3109876543',
      role: 'Operativo_Seller',
      projects: [{ sellerId: TORRES, role: 'Operativo_Seller' }],
    });
  });

  it('shows the server’s refusal under "Error al guardar el usuario"', async () => {
    serve({
      other: (req) =>
        req.method === 'PUT'
          ? {
              status: 409,
              json: {
                Message: 'Es el último administrador activo de la empresa: asigne otro administrador antes.',
              },
            }
          : undefined,
    });
    renderAt(`/mi-tienda/usuarios/${USER}`);
    await waitFor(() => expect((field('Nombres') as HTMLInputElement).value).toBe('Laura'));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Error al guardar el usuario')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Es el último administrador activo de la empresa: asigne otro administrador antes.',
      ),
    ).toBeTruthy();
  });

  it('is refused for a user out of the caller’s reach', async () => {
    serve({ detail: { ...DETAIL, canManage: false } });
    renderAt(`/mi-tienda/usuarios/${USER}`);
    expect(await screen.findByText('No puede modificar este usuario.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
  });
});
