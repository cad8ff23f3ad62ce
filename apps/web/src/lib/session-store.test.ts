import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeUser } from '../test/fixtures.ts';

/** The session module reads sessionStorage when it loads, so each test loads a fresh copy. */
async function freshSessionModule() {
  vi.resetModules();
  return import('./session-store.ts');
}

const stored = () => {
  const raw = sessionStorage.getItem('state');
  return raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
};

const torres = {
  id: 's-1',
  name: 'Torres del Río',
  role: 'Admintrador_Seller',
  logo: null,
  nit: null,
  status: null,
};
const mirador = {
  id: 's-2',
  name: 'Mirador',
  role: 'Visualizador_Seller',
  logo: null,
  nit: null,
  status: null,
};

describe('session state in sessionStorage under the key "state" (spec sections 4 and 9)', () => {
  beforeEach(() => sessionStorage.clear());

  it('persists on every change', async () => {
    const { session } = await freshSessionModule();
    session.loginSuccess({ user: storeUser(), access_token: 'a-1', refresh_token: 'r-1' });
    expect(stored()).toMatchObject({ access_token: 'a-1', refresh_token: 'r-1', user: { id: 'u-1' } });
    session.selectSeller(torres);
    expect(stored()).toMatchObject({ sellerId: 's-1', selectedSeller: { name: 'Torres del Río' } });
    session.tokensReceived('a-2', 'r-2');
    expect(stored()).toMatchObject({ access_token: 'a-2', refresh_token: 'r-2', sellerId: 's-1' });
  });

  it('restores what was stored when the page loads, never a half-finished sign-in', async () => {
    sessionStorage.setItem(
      'state',
      JSON.stringify({
        access_token: 'a-9',
        refresh_token: 'r-9',
        user: { ...storeUser(), given_name: 'Beatriz' },
        sellerId: 's-2',
        selectedSeller: mirador,
        loading: true,
        pageSettings: { pageNumber: 3 },
      }),
    );
    const { getSession, isSignedIn } = await freshSessionModule();
    const s = getSession();
    expect(isSignedIn(s)).toBe(true);
    expect(s.user?.given_name).toBe('Beatriz');
    expect(s.selectedSeller?.role).toBe('Visualizador_Seller');
    expect(s.pageSettings.pageNumber).toBe(3);
    expect(s.loading).toBe(false);
  });

  it('starts signed out when the stored value is not JSON', async () => {
    sessionStorage.setItem('state', '{roto');
    const { getSession, isSignedIn } = await freshSessionModule();
    expect(isSignedIn(getSession())).toBe(false);
  });

  it('goes back to page 1 when another store or builder is chosen', async () => {
    const { session, setSession, getSession } = await freshSessionModule();
    session.loginSuccess({ user: storeUser(), access_token: 'a-1', refresh_token: 'r-1' });
    session.selectSeller(torres);
    setSession({ pageSettings: { pageNumber: 4 } });
    expect(stored()).toMatchObject({ pageSettings: { pageNumber: 4 } });
    session.selectSeller(mirador);
    expect(getSession().pageSettings.pageNumber).toBe(1);
    expect(stored()).toMatchObject({ sellerId: 's-2', pageSettings: { pageNumber: 1 } });

    setSession({ pageSettings: { pageNumber: 2 } });
    session.selectConstructor({
      id: 'c-2',
      name: 'Horizonte',
      logo: null,
      nit: null,
      realState: false,
      all: false,
    });
    expect(stored()).toMatchObject({ pageSettings: { pageNumber: 1 } });
  });

  it('logout clears the user and both tokens, and leaves no "state" behind', async () => {
    const { session, getSession } = await freshSessionModule();
    session.loginSuccess({ user: storeUser(), access_token: 'a-1', refresh_token: 'r-1' });
    session.logout();
    expect(getSession()).toMatchObject({ user: null, access_token: null, refresh_token: null });
    expect(sessionStorage.getItem('state')).toBeNull();
  });

  it('login: start sets loading, an error stores the error and no user', async () => {
    const { session, getSession } = await freshSessionModule();
    session.loginStart();
    expect(getSession()).toMatchObject({ loading: true, error: null });
    session.loginError('Usuario o contraseña incorrectos.');
    expect(getSession()).toMatchObject({
      loading: false,
      error: 'Usuario o contraseña incorrectos.',
      user: null,
    });
  });
});
