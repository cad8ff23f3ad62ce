import { activeCertificatesForSelection } from '@tu360/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageFile } from './factories/index.ts';
import { createTestApp, login, multipartAs, type Session, type TestApp } from './helper.ts';

type Page = {
  data: { id: string; name: string; logo: string | null; isActive: boolean }[];
  totalData: number;
};

describe('sustainability certificates', () => {
  let t: TestApp;
  let sa: Session;
  let store: Session;

  beforeAll(async () => {
    t = await createTestApp();
    sa = await login(t.app, 'superadmin@tu360.test');
    store = await login(t.app, 'admin@andina.test');
  });
  afterAll(() => t.close());

  const list = async (s: Session) =>
    (await t.app.inject({ url: '/api/certificate/api/v1/get-all', headers: s.headers })).json() as Page;

  it('lists every certificate sorted by name, with logos', async () => {
    const page = await list(store);
    expect(page.data.map((c) => [c.name, c.isActive])).toEqual([
      ['CASA Colombia', true],
      ['EDGE', true],
      ['LEED', true],
      ['Sello Ambiental Colombiano', false],
    ]);
    expect(page.totalData).toBe(4);
    expect(page.data.every((c) => c.logo?.startsWith('/api/files/'))).toBe(true);
  });

  it('selection keeps only the active ones and lowers the total by the number removed', async () => {
    const selection = activeCertificatesForSelection(await list(store));
    expect(selection.data.map((c) => c.name)).toEqual(['CASA Colombia', 'EDGE', 'LEED']);
    expect(selection.totalData).toBe(3);
  });

  it('the SuperAdmin creates one with its logo, then deactivates it', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/certificate/api/v1/create',
      ...(await multipartAs(sa, { name: 'BREEAM', isActive: 'true', logo: new Blob([await imageFile()]) })),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as { id: string };
    const read = (
      await t.app.inject({ url: `/api/certificate/api/v1/get-by-id/${id}`, headers: store.headers })
    ).json() as Page['data'][number];
    expect(read).toMatchObject({ name: 'BREEAM', isActive: true });
    expect(read.logo).toMatch(/^\/api\/files\//);
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/certificate/api/v1/update/${id}`,
      ...(await multipartAs(sa, { name: 'BREEAM', isActive: 'false' })),
    });
    expect(updated.statusCode).toBe(200);
    const again = (
      await t.app.inject({ url: `/api/certificate/api/v1/get-by-id/${id}`, headers: store.headers })
    ).json() as Page['data'][number];
    expect(again).toMatchObject({ isActive: false, logo: read.logo });
  });

  it('refuses a certificate without a name', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/certificate/api/v1/create',
      ...(await multipartAs(sa, { name: '', isActive: 'true' })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ Message: 'Campo obligatorio' });
  });
});
