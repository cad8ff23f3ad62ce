import { beforeEach, describe, expect, it } from 'vitest';
import { getSession, session } from '../../lib/session-store.ts';
import { fakeFetch, type SentRequest } from '../../test/fake-fetch.ts';
import { storeUser } from '../../test/fixtures.ts';
import { completeSignIn } from './sign-in.ts';

const store = (id: string, role: string) => ({
  id,
  name: `Proyecto ${id}`,
  logo: null,
  role,
  status: 'Synchronized',
  nit: null,
  constructorId: 'c-1',
  constructorName: 'Constructora Andina',
});

function serverWith(stores: ReturnType<typeof store>[]) {
  return (req: SentRequest) => {
    if (req.path === '/api/auth/connect/userinfo') return { json: storeUser() };
    if (req.path === '/api/seller/api/v1/get-all-by-user')
      return { json: { data: stores, totalData: stores.length } };
    if (req.path === '/api/auth/api/users/change-seller') {
      const { sellerId } = JSON.parse(String(req.body)) as { sellerId: string };
      return { json: { seller: sellerId, role: stores.find((s) => s.id === sellerId)?.role ?? null } };
    }
    return { status: 404, json: { Message: 'no existe' } };
  };
}

const tokens = { access_token: 'a-1', refresh_token: 'r-1', alternateSignIn: false };

// Spec section 4: "A single-role Administrador user is auto-selected and sent to /inicio."
describe('after sign-in', () => {
  beforeEach(() => session.logout());

  it('a user with one store where they are Administrador gets it selected and lands on /inicio', async () => {
    const { sent } = fakeFetch(serverWith([store('s-1', 'Admintrador_Seller')]));
    expect(await completeSignIn(tokens)).toBe('/inicio');
    expect(sent.some((r) => r.path === '/api/auth/api/users/change-seller')).toBe(true);
    expect(getSession()).toMatchObject({
      sellerId: 's-1',
      selectedSeller: { id: 's-1', role: 'Admintrador_Seller' },
    });
    expect(getSession().user?.id).toBe('u-1');
  });

  it.each([
    ['one store as Visualizador', [store('s-1', 'Visualizador_Seller')]],
    ['two stores as Administrador', [store('s-1', 'Admintrador_Seller'), store('s-2', 'Admintrador_Seller')]],
  ])('with %s nothing is chosen for the user', async (_case, stores) => {
    const { sent } = fakeFetch(serverWith(stores));
    expect(await completeSignIn(tokens)).toBe('/inicio');
    expect(sent.some((r) => r.path === '/api/auth/api/users/change-seller')).toBe(false);
    expect(getSession()).toMatchObject({ sellerId: null, selectedSeller: null });
    expect(getSession().user?.id).toBe('u-1');
  });
});
