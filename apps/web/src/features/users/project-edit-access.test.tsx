import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ProjectDetail, ProjectUser } from '@tu360/domain/contracts';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../lib/session-store.ts';
import { fakeFetch } from '../../test/fake-fetch.ts';
import { storeUser } from '../../test/fixtures.ts';
import { queryWrapper } from '../../test/query-wrapper.tsx';
import ProjectEditPage from '../projects/routes/project-edit-page.tsx';

const BUILDER = '33333333-3333-4333-8333-333333333333';
const PROJECT = '22222222-2222-4222-8222-222222222222';

const project = (role: ProjectDetail['role']): ProjectDetail => ({
  id: PROJECT,
  name: 'Torres del Río',
  businessName: 'Torres del Río S.A.S.',
  status: 'Synchronized',
  statusDetail: null,
  percent: 100,
  constructorId: BUILDER,
  constructorName: 'Constructora Andina',
  logo: null,
  createdAt: '2026-11-01T15:00:00.000Z',
  updatedAt: '2026-11-02T15:00:00.000Z',
  isCertificate: false,
  role,
  email: 'ventas@andina.test',
  address: 'Calle 10 # 20-30',
  departmentId: null,
  cityId: null,
  phone: '6041234567',
  whatsAppPhone: null,
  realState: false,
  banner: null,
  level: 1,
  certificateId: null,
  certificate: null,
  rentingAvaliable: false,
  detailSellers: [
    { key: 'CamacolCode', value: 'C-1' },
    { key: 'Nit', value: '900123456' },
  ],
  images: [],
});

const USERS: ProjectUser[] = [
  {
    id: 'u-1',
    givenName: 'Ana',
    lastName: 'Andina',
    email: 'admin@andina.test',
    role: 'Admintrador_Seller',
    state: 'Activo',
  },
];

function serve(role: ProjectDetail['role']) {
  return fakeFetch((req) => {
    if (req.path === `/api/seller/api/v1/get-seller-by-id/${PROJECT}`) return { json: project(role) };
    if (req.path === '/api/certificate/api/v1/get-all') return { json: { data: [], totalData: 0 } };
    if (req.path === `/api/auth/api/users/get-users-by-seller/${PROJECT}`) return { json: USERS };
    if (req.path.startsWith('/api/lookups/')) return { json: [] };
    return { status: 404, json: { Message: 'No encontrado' } };
  });
}

function renderPage() {
  const { client } = queryWrapper();
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/catalogo/proyectos/${PROJECT}`]}>
        <Routes>
          <Route path="/catalogo/proyectos/:id" element={<ProjectEditPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function signIn(role: string) {
  session.loginSuccess({
    user: { ...storeUser(), role: [role], effectiveRole: role },
    access_token: 'a',
    refresh_token: 'r',
  });
}

beforeEach(() => {
  session.logout();
});

describe('The project page’s "Usuarios con acceso"', () => {
  it('lists who has access to the project for a role that reads users there', async () => {
    signIn('Admintrador_Seller');
    serve('Admintrador_Seller');
    renderPage();
    const table = await screen.findByRole('table', { name: 'Usuarios con acceso' });
    expect(within(table).getByText('Ana Andina')).toBeTruthy();
    expect(within(table).getByText('admin@andina.test')).toBeTruthy();
    expect(within(table).getByText('Administrador')).toBeTruthy();
    expect(within(table).getByText('Activo')).toBeTruthy();
  });

  it('is not shown, nor asked for, where the role held at the project has no users permission', async () => {
    signIn('Operativo_Seller');
    const { sent } = serve('Operativo_Seller');
    renderPage();
    await screen.findByRole('tab', { name: 'Datos del proyecto' });
    await screen.findByRole('button', { name: 'Guardar' });
    expect(screen.queryByRole('heading', { name: 'Usuarios con acceso' })).toBeNull();
    expect(sent.some((r) => r.path.includes('get-users-by-seller'))).toBe(false);
  });
});
