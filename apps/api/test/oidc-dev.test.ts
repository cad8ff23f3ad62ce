import { es } from '@tu360/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryAttemptCounter } from '../src/modules/auth/attempt-counter.ts';
import {
  claimsOf,
  createTestApp,
  DEMO_PASSWORD,
  idOf,
  login,
  multipart,
  passwordGrant,
  type TestApp,
  TOKEN_URL,
} from './helper.ts';
import { authorizeUrl, Browser, ORIGIN, pkce } from './oidc-browser.ts';

describe('embedded development identity provider (/oidc)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Runs the code flow up to the callback redirect; answers the callback URL. */
  const signInAt = async (
    browser: Browser,
    opts: { clientId: string; redirectUri: string; user: string; challenge: string },
  ) => {
    const start = await browser.follow(
      await browser.request('GET', authorizeUrl(opts.clientId, opts.redirectUri, opts.challenge)),
    );
    expect(start.statusCode).toBe(200);
    expect(start.headers['content-type']).toMatch(/^text\/html/);
    const action = /<form method="post" action="([^"]+)"/.exec(start.body)?.[1];
    expect(action).toMatch(/^\/oidc\/interaction\/[^/]+\/login$/);
    const done = await browser.follow(
      await browser.request('POST', action as string, { username: opts.user, password: DEMO_PASSWORD }),
    );
    expect(done.statusCode).toBe(303);
    return new URL(done.headers.location as string);
  };

  const exchange = (
    browser: Browser,
    form: { code: string; code_verifier: string; client_id: string; redirect_uri: string },
    headers: Record<string, string> = {},
  ) => browser.request('POST', '/oidc/token', { grant_type: 'authorization_code', ...form }, headers);

  it("exchanges a code from the portal's own page, and from no other origin (CORS)", async () => {
    const exchangeFrom = async (origin: string) => {
      const browser = new Browser(t);
      const { verifier, challenge } = pkce();
      const callback = await signInAt(browser, {
        clientId: 'tu360-portal',
        redirectUri: `${ORIGIN}/callback`,
        user: 'admin@andina.test',
        challenge,
      });
      const form = {
        code: callback.searchParams.get('code') as string,
        code_verifier: verifier,
        client_id: 'tu360-portal',
        redirect_uri: `${ORIGIN}/callback`,
      };
      return exchange(browser, form, { origin });
    };
    const foreign = await exchangeFrom('http://otro-sitio.test');
    expect(foreign.statusCode).toBe(400);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    const own = await exchangeFrom(ORIGIN);
    expect(own.statusCode).toBe(200);
    expect(own.headers['access-control-allow-origin']).toBe(ORIGIN);
  });

  it('runs the code flow with PKCE and its access token gives the same profile as the password path', async () => {
    const browser = new Browser(t);
    const { verifier, challenge } = pkce();
    const callback = await signInAt(browser, {
      clientId: 'tu360-portal',
      redirectUri: `${ORIGIN}/callback`,
      user: 'admin@andina.test',
      challenge,
    });
    expect(`${callback.origin}${callback.pathname}`).toBe(`${ORIGIN}/callback`);
    expect(callback.searchParams.get('state')).toBe('estado-123');
    const code = callback.searchParams.get('code') as string;
    expect(code).toBeTruthy();

    const res = await exchange(browser, {
      code,
      code_verifier: verifier,
      client_id: 'tu360-portal',
      redirect_uri: `${ORIGIN}/callback`,
    });
    expect(res.statusCode).toBe(200);
    const tokens = res.json() as { access_token: string; id_token: string; token_type: string };
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.id_token).toEqual(expect.any(String));
    const claims = claimsOf(tokens.access_token);
    expect(claims).toMatchObject({
      iss: `${ORIGIN}/oidc`,
      aud: 'tu360-portal-api',
      role: ['Admintrador_Seller'],
      constructor: await idOf(t.db, 'constructors', 'Constructora Andina'),
    });

    const password = await login(t.app, 'admin@andina.test');
    const viaPassword = await t.app.inject({ url: '/api/auth/connect/userinfo', headers: password.headers });
    const viaIdp = await t.app.inject({
      url: '/api/auth/connect/userinfo',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(viaIdp.statusCode).toBe(200);
    expect(viaPassword.statusCode).toBe(200);
    const idpProfile = viaIdp.json() as Record<string, unknown>;
    expect(idpProfile).toEqual(viaPassword.json());
    expect(idpProfile).toMatchObject({
      unique_name: 'admin@andina.test',
      role: ['Admintrador_Seller'],
      constructorName: 'Constructora Andina',
    });
  });

  it.each(['/callback2', '/callback-habitat'])(
    'signs in through the second client tu360-habitat with redirect %s',
    async (path) => {
      const browser = new Browser(t);
      const { verifier, challenge } = pkce();
      const callback = await signInAt(browser, {
        clientId: 'tu360-habitat',
        redirectUri: `${ORIGIN}${path}`,
        user: 'admin@horizonte.test',
        challenge,
      });
      expect(callback.pathname).toBe(path);
      const res = await exchange(browser, {
        code: callback.searchParams.get('code') as string,
        code_verifier: verifier,
        client_id: 'tu360-habitat',
        redirect_uri: `${ORIGIN}${path}`,
      });
      expect(res.statusCode).toBe(200);
      const me = await t.app.inject({
        url: '/api/auth/connect/userinfo',
        headers: { authorization: `Bearer ${(res.json() as { access_token: string }).access_token}` },
      });
      expect(me.json()).toMatchObject({
        unique_name: 'admin@horizonte.test',
        constructorName: 'Constructora Horizonte',
      });
    },
  );

  it('shows the Spanish error on a wrong password and lets the user try again', async () => {
    const browser = new Browser(t);
    const { challenge } = pkce();
    const page = await browser.follow(
      await browser.request('GET', authorizeUrl('tu360-portal', `${ORIGIN}/callback`, challenge)),
    );
    const action = /<form method="post" action="([^"]+)"/.exec(page.body)?.[1] as string;
    const wrong = await browser.request('POST', action, {
      username: 'admin@andina.test',
      password: 'Mala#2026',
    });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.body).toContain('<p class="error" role="alert">Usuario o contraseña incorrectos.</p>');
    expect(wrong.headers.location).toBeUndefined();
    const unknown = await browser.request('POST', action, {
      username: 'nadie@tu360.test',
      password: DEMO_PASSWORD,
    });
    expect(unknown.body).toContain('Usuario o contraseña incorrectos.');

    const right = await browser.follow(
      await browser.request('POST', action, { username: 'admin@andina.test', password: DEMO_PASSWORD }),
    );
    expect(right.statusCode).toBe(303);
    expect(new URL(right.headers.location as string).searchParams.get('code')).toBeTruthy();
  });

  it.each([
    { name: 'an unknown site', clientId: 'tu360-portal', redirectUri: 'https://atacante.example/callback' },
    { name: "the other client's callback", clientId: 'tu360-habitat', redirectUri: `${ORIGIN}/callback` },
    { name: 'an unknown client', clientId: 'otro-cliente', redirectUri: `${ORIGIN}/callback` },
  ])('refuses a redirect_uri that is not registered ($name) without redirecting', async (c) => {
    const browser = new Browser(t);
    const res = await browser.request('GET', authorizeUrl(c.clientId, c.redirectUri, pkce().challenge));
    expect(res.statusCode).toBe(400);
    expect(res.headers.location).toBeUndefined();
    expect(res.body).toContain('No pudimos completar el ingreso');
  });

  it('requires PKCE', async () => {
    const browser = new Browser(t);
    const res = await browser.request('GET', authorizeUrl('tu360-portal', `${ORIGIN}/callback`, null));
    expect(res.statusCode).toBe(303);
    const location = new URL(res.headers.location as string);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('code')).toBeNull();
  });

  it('refuses a code exchange with the wrong code_verifier, and the code works only once', async () => {
    const browser = new Browser(t);
    const { verifier, challenge } = pkce();
    const callback = await signInAt(browser, {
      clientId: 'tu360-portal',
      redirectUri: `${ORIGIN}/callback`,
      user: 'visor@andina.test',
      challenge,
    });
    const code = callback.searchParams.get('code') as string;
    const form = { code, client_id: 'tu360-portal', redirect_uri: `${ORIGIN}/callback` };
    const wrong = await exchange(browser, { ...form, code_verifier: pkce().verifier });
    expect(wrong.statusCode).toBe(400);
    expect((wrong.json() as { error: string }).error).toBe('invalid_grant');
    // A wrong verifier does not spend the code; redeeming it does.
    const right = await exchange(browser, { ...form, code_verifier: verifier });
    expect(right.statusCode).toBe(200);
    const again = await exchange(browser, { ...form, code_verifier: verifier });
    expect(again.statusCode).toBe(400);
    expect((again.json() as { error: string }).error).toBe('invalid_grant');
  });

  it('lets an identity-provider user select a store without minting portal tokens', async () => {
    const browser = new Browser(t);
    const { verifier, challenge } = pkce();
    const callback = await signInAt(browser, {
      clientId: 'tu360-portal',
      redirectUri: `${ORIGIN}/callback`,
      user: 'multi@andina.test',
      challenge,
    });
    const res = await exchange(browser, {
      code: callback.searchParams.get('code') as string,
      code_verifier: verifier,
      client_id: 'tu360-portal',
      redirect_uri: `${ORIGIN}/callback`,
    });
    const authorization = `Bearer ${(res.json() as { access_token: string }).access_token}`;
    const sierra = await idOf(t.db, 'sellers', 'Mirador de la Sierra');
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/api/users/change-seller',
      headers: { authorization },
      payload: { sellerId: sierra },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ seller: sierra, role: 'Visualizador_Seller' });
    const me = await t.app.inject({ url: '/api/auth/connect/userinfo', headers: { authorization } });
    expect(me.json()).toMatchObject({ seller: sierra, effectiveRole: 'Visualizador_Seller' });
  });

  it('answers a sign-in form whose interaction expired with the Spanish message, showing and posting', async () => {
    const browser = new Browser(t);
    const shown = await browser.request('GET', '/oidc/interaction/caducada');
    const posted = await browser.request('POST', '/oidc/interaction/caducada/login', {
      username: 'admin@andina.test',
      password: DEMO_PASSWORD,
    });
    for (const res of [shown, posted]) {
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(`<p class="error" role="alert">${es.auth.signInExpired}</p>`);
      expect(res.headers.location).toBeUndefined();
    }
  });

  it('publishes its discovery document and the portal config points at it', async () => {
    const discovery = await t.app.inject({ url: '/oidc/.well-known/openid-configuration' });
    expect(discovery.statusCode).toBe(200);
    expect(discovery.json()).toMatchObject({
      issuer: `${ORIGIN}/oidc`,
      code_challenge_methods_supported: ['S256'],
    });
    const config = await t.app.inject({ url: '/api/config' });
    expect(config.json()).toMatchObject({
      oidc: { authority: `${ORIGIN}/oidc`, clientId: 'tu360-portal', secondClientId: 'tu360-habitat' },
    });
  });
});

describe("the identity provider's sign-in form shares the token endpoint's credential check", () => {
  let t: TestApp;
  beforeAll(async () => {
    // The limits' clock stands still, so that the 21 attempts fall within one minute on a slow machine.
    const frozen = Date.now();
    t = await createTestApp({}, { attempts: new MemoryAttemptCounter(() => frozen) });
  });
  afterAll(() => t.close());

  const WRONG = 'Equivocada#2026';
  const alert = (message: string) => `<p class="error" role="alert">${message}</p>`;

  /** Opens the sign-in form of a fresh code flow; answers the form's action. */
  const openForm = async (browser: Browser) => {
    const page = await browser.follow(
      await browser.request('GET', authorizeUrl('tu360-portal', `${ORIGIN}/callback`, pkce().challenge)),
    );
    expect(page.statusCode).toBe(200);
    return /<form method="post" action="([^"]+)"/.exec(page.body)?.[1] as string;
  };

  it('refuses an account that five wrong passwords locked at the token endpoint', async () => {
    const user = 'visor.banco@tu360.test';
    for (let i = 0; i < 5; i++) await passwordGrant(t.app, user, WRONG);
    expect((await passwordGrant(t.app, user)).json()).toMatchObject({ Message: es.auth.locked });

    const browser = new Browser(t, '198.51.100.101');
    const action = await openForm(browser);
    const res = await browser.request('POST', action, { username: user, password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.headers.location).toBeUndefined();
    expect(res.body).toContain(alert(es.auth.locked));
  });

  it('counts wrong passwords on the form toward the lockout, whatever the case of the user name', async () => {
    const user = 'asesor@andina.test';
    const browser = new Browser(t, '198.51.100.102');
    const action = await openForm(browser);
    const answers = [];
    for (const name of ['asesor@andina.test', 'ASESOR@andina.test', ' Asesor@Andina.Test ', user, user])
      answers.push(await browser.request('POST', action, { username: name, password: WRONG }));
    for (const res of answers.slice(0, -1)) expect(res.body).toContain(alert(es.auth.invalidGrant));
    expect(answers.at(-1)?.body).toContain(alert(es.auth.locked));
    // Locked at both doors, the right password included.
    const again = await browser.request('POST', action, { username: user, password: DEMO_PASSWORD });
    expect(again.body).toContain(alert(es.auth.locked));
    expect(again.headers.location).toBeUndefined();
    expect((await passwordGrant(t.app, user)).json()).toMatchObject({ Message: es.auth.locked });
  });

  it('throttles the 21st wrong password from one address, and the token endpoint from it too', async () => {
    const address = '198.51.100.103';
    const browser = new Browser(t, address);
    const action = await openForm(browser);
    // Names that do not exist, so that no account locks: only the address's budget is spent.
    for (let i = 0; i < 20; i++) {
      const res = await browser.request('POST', action, {
        username: `intruso${i}@tu360.test`,
        password: WRONG,
      });
      expect(res.statusCode, `intento ${i + 1}`).toBe(200);
      expect(res.body).toContain(alert(es.auth.invalidGrant));
    }
    const throttled = await browser.request('POST', action, {
      username: 'admin@andina.test',
      password: WRONG,
    });
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect(throttled.body).toContain(alert(es.auth.throttled));

    const viaToken = await t.app.inject({
      method: 'POST',
      url: TOKEN_URL,
      remoteAddress: address,
      ...(await multipart({
        grant_type: 'password',
        username: 'admin@andina.test',
        password: DEMO_PASSWORD,
        client_id: 'tu360-portal',
      })),
    });
    expect(viaToken.statusCode).toBe(429);
    expect(viaToken.headers['retry-after']).toBeDefined();
  }, 120_000);
});
