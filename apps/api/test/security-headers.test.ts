import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper.ts';

// Security item 4 of issue 9: every kind of response carries the headers, with a CSP that admits no
// inline or eval'd script. The expected values are written out here, not read from the plugin.

/** A built portal stand-in: the SPA's index and one static asset. */
const webDist = mkdtempSync(path.join(tmpdir(), 'tu360-sh-web-'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html lang="es"><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>',
);
writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log(1);');

/** The policy as a map of directive → sources. */
function csp(res: LightMyRequestResponse): Map<string, string[]> {
  const header = res.headers['content-security-policy'];
  expect(header, `${res.statusCode} sin Content-Security-Policy`).toBeTypeOf('string');
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name = '', ...sources] = d.split(/\s+/);
        return [name, sources] as const;
      }),
  );
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The headers every response must carry, whatever it is. */
function expectBaseline(res: LightMyRequestResponse, formAction = ["'self'"], scriptSrc = ["'self'"]) {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  expect(res.headers['x-frame-options']).toBe('DENY');
  const policy = csp(res);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  // Scripts only from the portal's origin: no inline script, no eval, no other host.
  expect(policy.get('script-src')).toEqual(scriptSrc);
  expect(policy.get('script-src-attr')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('form-action')).toEqual(formAction);
  return policy;
}

/** The style-src of the portal's pages: its own files and the empty <style> elements of MUI (emotion). */
const EMPTY_STYLE = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

describe('cabeceras de seguridad en cada clase de respuesta (HTTP, sin TLS)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const portalResponses: [string, string, number, RegExp][] = [
    ['el portal (index del SPA)', '/', 200, /text\/html/],
    ['una ruta del SPA servida por el index', '/inicio', 200, /text\/html/],
    ['JSON de la API', '/api/health', 200, /application\/json/],
    ['JSON de configuración pública', '/api/config', 200, /application\/json/],
    ['un error 401 de la API', '/api/auth/connect/userinfo', 401, /application\/json/],
    ['un 404 de la API', '/api/no-existe', 404, /application\/json/],
    ['el descubrimiento OIDC', '/oidc/.well-known/openid-configuration', 200, /application\/json/],
  ];
  it.each(portalResponses)('%s (%s)', async (_kind, url, status, type) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(type);
    const policy = expectBaseline(res);
    expect(policy.get('style-src')).toEqual(["'self'", EMPTY_STYLE, expect.stringMatching(/^'sha256-/)]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('un script del portal con hash lleva nosniff y CORP, no las cabeceras de documento (ADR 0007, issue 10)', async () => {
    const res = await t.app.inject({ url: '/assets/app.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'referrer-policy',
      'cross-origin-opener-policy',
    ])
      expect(res.headers[name], name).toBeUndefined();
  });

  it('Swagger UI (/api/docs y sus archivos): solo estilos en línea de más, y solo en sus rutas', async () => {
    for (const url of [
      '/api/docs',
      '/api/docs/',
      '/api/docs/static/swagger-ui-bundle.js',
      '/api/docs/json',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      const policy = expectBaseline(res);
      expect(policy.get('style-src'), url).toEqual(["'self'", "'unsafe-inline'"]);
    }
    // Its page links its assets under /api/docs/static (they were looked up at /docs/static, the SPA).
    const page = await t.app.inject({ url: '/api/docs' });
    expect(page.body).toContain('src="/api/docs/static/swagger-ui-bundle.js"');
    expect(page.body).not.toMatch(/<script>|<script [^>]*>[^<\s]/);
  });

  it('las páginas del proveedor de identidad de desarrollo: su único <style> está admitido y no llevan script', async () => {
    const verifier = randomBytes(32).toString('base64url');
    const auth = await t.app.inject({
      url: `/oidc/auth?${new URLSearchParams({
        client_id: 'tu360-portal',
        redirect_uri: 'http://localhost:3000/callback',
        response_type: 'code',
        scope: 'openid profile email gateway sellers',
        state: 'estado',
        code_challenge: createHash('sha256').update(verifier).digest('base64url'),
        code_challenge_method: 'S256',
      })}`,
    });
    expect(auth.statusCode).toBe(303);
    expectBaseline(auth);
    const cookie = [auth.headers['set-cookie'] ?? []]
      .flat()
      .map((c) => c.split(';')[0])
      .join('; ');
    const signInPage = await t.app.inject({ url: String(auth.headers.location), headers: { cookie } });
    const expired = await t.app.inject({ url: '/oidc/interaction/no-existe' });
    const error = await t.app.inject({ url: '/oidc/auth?client_id=desconocido' });
    for (const [name, res, status] of [
      ['ingreso', signInPage, 200],
      ['sesión de ingreso vencida', expired, 400],
      ['error del proveedor', error, 400],
    ] as const) {
      expect(res.statusCode, name).toBe(status);
      expect(res.headers['content-type'], name).toMatch(/text\/html/);
      const policy = expectBaseline(res);
      expect(res.body, name).not.toMatch(/<script|\son[a-z]+=/i);
      for (const style of res.body.matchAll(/<style>([\s\S]*?)<\/style>/g))
        expect(policy.get('style-src'), name).toContain(sha256(style[1] ?? ''));
    }
    expect(signInPage.body).toContain('<form method="post" action="/oidc/interaction/');
  });

  it('el cierre de sesión del proveedor sin sesión: oidc-provider admite solo su script fijo, por su hash', async () => {
    // With no signed-in account, oidc-provider answers an auto-submitting form and adds the sha256 of that
    // one script to the response's script-src (its helpers/script_src_sha.js): no 'unsafe-inline'.
    const res = await t.app.inject({ url: '/oidc/session/end' });
    expect(res.statusCode).toBe(200);
    const scripts = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
    expect(scripts).toHaveLength(1);
    expectBaseline(res, ["'self'"], ["'self'", sha256(scripts[0] ?? '')]);
  });
});

describe('HSTS y proveedor externo según la configuración', () => {
  it('con PUBLIC_URL https: HSTS de un año y upgrade-insecure-requests', async () => {
    const t = await createTestApp({ PUBLIC_URL: 'https://portal.ejemplo.com' });
    try {
      for (const url of ['/api/health', '/api/docs', '/api/no-existe']) {
        const res = await t.app.inject({ url });
        expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
        expect(csp(res).get('upgrade-insecure-requests'), url).toEqual([]);
      }
    } finally {
      await t.close();
    }
  });

  it('HSTS=off lo apaga aunque PUBLIC_URL sea https; HSTS=on lo enciende detrás de un proxy TLS', async () => {
    const off = await createTestApp({ PUBLIC_URL: 'https://portal.ejemplo.com', HSTS: 'off' });
    const on = await createTestApp({ PUBLIC_URL: 'http://localhost:3000', HSTS: 'on' });
    try {
      expect(
        (await off.app.inject({ url: '/api/health' })).headers['strict-transport-security'],
      ).toBeUndefined();
      expect((await on.app.inject({ url: '/api/health' })).headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
    } finally {
      await off.close();
      await on.close();
    }
  });

  it('con un emisor OIDC externo: el portal puede llamarlo y volver de su formulario, y nada más', async () => {
    const t = await createTestApp({
      OIDC_ISSUER: 'https://idp.ejemplo.com/realms/bancolombia',
      DEV_IDP: 'off',
    });
    try {
      const res = await t.app.inject({ url: '/api/config' });
      expect(res.statusCode).toBe(200);
      const policy = expectBaseline(res, ["'self'", 'https://idp.ejemplo.com']);
      expect(policy.get('connect-src')).toEqual(["'self'", 'https://idp.ejemplo.com']);
      expect(policy.get('style-src')).toEqual(["'self'", EMPTY_STYLE]);
    } finally {
      await t.close();
    }
  });
});
