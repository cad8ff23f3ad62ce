import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../web/build/precompress.ts';
import { START_SCRIPT, startTag } from '../../web/build/start-after-paint.ts';
import { withPreloads } from '../src/plugins/web-app.ts';
import { createTestApp, type TestApp } from './helper.ts';

// Issue 10, items 1 and 2: the built portal is sent as the brotli or gzip copy made at build time, hashed assets
// are cached for a year without revalidation, and index.html is asked again on every visit.

const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `'inmueble ${i}'`).join(',')}];\n`;
const SMALL = `export const texts = [${Array.from({ length: 40 }, (_, i) => `'texto ${i}'`).join(',')}];\n`;
const INDEX = `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Tu360</title><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div>${'<!-- relleno -->'.repeat(100)}</body></html>`;

let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'tu360-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
  writeFileSync(path.join(dist, 'assets', 'tiny-Ef56Gh78.js'), 'export{};');
  writeFileSync(path.join(dist, 'assets', 'small-Ij90Kl12.js'), SMALL);
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  precompressDir(dist);
  t = await createTestApp({ WEB_DIST: dist });
});

afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** One directive of a response's CSP, as sent (`script-src 'self' …`). */
const cspDirective = (res: { headers: Record<string, unknown> }, name: string) =>
  (
    String(res.headers['content-security-policy'])
      .split(';')
      .find((d) => d.trim().startsWith(`${name} `)) ?? ''
  ).trim();
/** The CSP source that admits an inline block with exactly this text, computed here (not by the server's code). */
const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('portal compilado: compresión hecha al compilar', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
    ['identity', undefined],
    [undefined, undefined],
  ])('Accept-Encoding %s → Content-Encoding %s, el mismo contenido', async (accept, encoding) => {
    const res = await get('/assets/index-Ab12Cd34.js', accept);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    const body =
      encoding === 'br'
        ? brotliDecompressSync(res.rawPayload)
        : encoding === 'gzip'
          ? gunzipSync(res.rawPayload)
          : res.rawPayload;
    expect(body.toString()).toBe(SCRIPT);
    if (encoding) expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 3);
  });

  it('index.html y la ruta de una página del portal también llegan comprimidos', async () => {
    for (const url of ['/', '/catalogo/inmuebles']) {
      const res = await get(url, 'gzip, deflate, br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(INDEX);
    }
  });

  it('un archivo pequeño que la compresión achica llega comprimido', async () => {
    expect(SMALL.length).toBeLessThan(1024);
    const res = await get('/assets/small-Ij90Kl12.js', 'br, gzip');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SMALL);
  });

  it('un archivo que la compresión no achica va tal cual (no hay copia)', async () => {
    const res = await get('/assets/tiny-Ef56Gh78.js', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('export{};');
  });
});

describe('portal compilado: caché', () => {
  it.each([
    ['/assets/index-Ab12Cd34.js', 'br', 'public, max-age=31536000, immutable'],
    ['/assets/index-Ab12Cd34.js', undefined, 'public, max-age=31536000, immutable'],
    ['/assets/tiny-Ef56Gh78.js', 'br', 'public, max-age=31536000, immutable'],
    ['/', 'br', 'no-cache'],
    ['/index.html', undefined, 'no-cache'],
    ['/catalogo/inmuebles', 'gzip', 'no-cache'],
    ['/favicon.svg', undefined, 'no-cache'],
  ])('%s (Accept-Encoding %s) → Cache-Control %s', async (url, accept, cacheControl) => {
    const res = await get(url, accept);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(cacheControl);
  });

  it('los scripts con hash, comprimidos o no, llegan sin las cabeceras de documento; la página las conserva', async () => {
    for (const accept of ['br', undefined]) {
      const script = await get('/assets/index-Ab12Cd34.js', accept);
      expect(script.headers['content-security-policy'], accept).toBeUndefined();
      expect(script.headers['x-frame-options'], accept).toBeUndefined();
      expect(script.headers['x-content-type-options'], accept).toBe('nosniff');
      // Immutable: no validators, no byte ranges (about 100 bytes a file), no request id (52).
      for (const name of ['etag', 'last-modified', 'accept-ranges', 'x-request-id'])
        expect(script.headers[name], `${name} ${accept}`).toBeUndefined();
    }
    // Every other answer names its request: the page, a file without a hash, a hashed file that is missing.
    for (const url of ['/', '/catalogo/inmuebles', '/favicon.svg', '/assets/no-existe-Zz99Yy88.js'])
      expect((await get(url, 'br')).headers['x-request-id'], url).toBeTruthy();
    // A file without a hash keeps its validators: it is revalidated on every visit.
    const favicon = await get('/favicon.svg', 'br');
    expect(favicon.headers.etag ?? favicon.headers['last-modified']).toBeDefined();
    for (const url of ['/', '/catalogo/inmuebles', '/favicon.svg'])
      expect(String((await get(url, 'br')).headers['content-security-policy']), url).toContain(
        "default-src 'self'",
      );
  });

  it('HEAD de una ruta del portal responde con las cabeceras de GET; fuera del portal, 404', async () => {
    for (const url of ['/', '/login', '/catalogo/inmuebles']) {
      const head = await t.app.inject({ method: 'HEAD', url, headers: { 'accept-encoding': 'br' } });
      const get = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(head.statusCode, url).toBe(200);
      expect(head.headers['content-type'], url).toMatch(/text\/html/);
      // Node's server leaves the body out of a HEAD answer (light-my-request does not): the length is GET's.
      expect(head.headers['content-length'], url).toBe(get.headers['content-length']);
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/api/no-existe' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/catalogo/inmuebles' })).statusCode).toBe(404);
  });

  it('la API no recibe la caché del portal', async () => {
    const res = await get('/api/health');
    expect(res.headers['cache-control']).not.toBe('public, max-age=31536000, immutable');
  });
});

describe('portal compilado: cada ruta precarga los chunks de su página', () => {
  // index.html as the web build writes it: its start script asks, once the first paint is shown, for the entry and the
  // files it names (apps/web/build/start-after-paint.ts); the server adds each route's chunks to them.
  const STARTED = `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Tu360</title></head><body><div id="root"></div>${startTag('/assets/index-Ab12Cd34.js', ['/assets/common-X1.js'])}</body></html>`;
  const ROUTES_TABLE = {
    routes: [
      // A chunk the start script names already is not named twice.
      { path: '/login', files: ['assets/common-X1.js', 'assets/login-page-A1.js'] },
      {
        path: '/catalogo/inmuebles/crear',
        files: ['assets/app-shell-S1.js', 'assets/property-create-C1.js'],
      },
      {
        path: '/catalogo/inmuebles/:productId',
        files: ['assets/app-shell-S1.js', 'assets/property-page-P1.js'],
      },
    ],
  };
  let withTable: string;
  let app: TestApp;

  beforeAll(async () => {
    withTable = mkdtempSync(path.join(tmpdir(), 'tu360-dist-'));
    mkdirSync(path.join(withTable, 'assets'));
    writeFileSync(path.join(withTable, 'index.html'), STARTED);
    writeFileSync(path.join(withTable, 'route-chunks.json'), JSON.stringify(ROUTES_TABLE));
    app = await createTestApp({ WEB_DIST: withTable });
  });

  afterAll(async () => {
    await app?.close();
    rmSync(withTable, { recursive: true, force: true });
  });

  const preloads = (html: string) =>
    /<script data-entry="[^"]*" data-preload="([^"]*)">/.exec(html)?.[1].split(' ');

  it.each([
    ['/login', ['/assets/login-page-A1.js']],
    ['/login?redirect=%2Finicio', ['/assets/login-page-A1.js']],
    // A fixed segment wins over a parameter, as in the portal's router.
    ['/catalogo/inmuebles/crear', ['/assets/app-shell-S1.js', '/assets/property-create-C1.js']],
    ['/catalogo/inmuebles/4f1c2d', ['/assets/app-shell-S1.js', '/assets/property-page-P1.js']],
    ['/ruta/que/no/existe', []],
  ])('%s → %j', async (url, expected) => {
    const res = await app.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(preloads(html)).toEqual(['/assets/common-X1.js', ...expected]);
    // No request while the HTML is parsed: no script or preload tag; the rest of the document is index.html's.
    expect(html).not.toMatch(/<script[^>]* src=|<link rel="modulepreload"/);
    expect(html.replace(/ data-preload="[^"]*"/, ' data-preload="/assets/common-X1.js"')).toBe(STARTED);
  });

  it('sin Accept-Encoding, el mismo documento sin comprimir; con gzip, en gzip', async () => {
    const plain = await app.app.inject({ method: 'GET', url: '/login' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(preloads(plain.body)).toEqual(['/assets/common-X1.js', '/assets/login-page-A1.js']);
    const gz = await app.app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });
  it('a document without the start script (an older build) goes as it is', () => {
    expect(withPreloads(INDEX, ['/assets/login-page-A1.js'])).toBe(INDEX);
  });

  it('the CSP admits the start script by its hash, and no other inline script', async () => {
    const scriptSrc = cspDirective(await app.app.inject({ method: 'GET', url: '/login' }), 'script-src');
    expect(scriptSrc.split(' ')).toEqual(['script-src', "'self'", cspHash(START_SCRIPT)]);
  });
});

// Issue 10: a public page's brand header, and a signed-in page's top bar and background, are painted from
// index.html itself, before any script; the server marks each document with its frame, and the CSP admits
// index.html's own style block by its hash, and no other.
describe('the first-paint frames of public and signed-in pages', () => {
  const STYLE = '.boot{display:none}html[data-frame=public] .boot{display:flex}';
  const FRAMED = `<!doctype html><html lang="es"><head><style>${STYLE}</style></head><body><div id="root"><div class="boot" aria-hidden="true">Tu360 Inmobiliario</div></div></body></html>`;
  let dir: string;
  let framed: TestApp;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'tu360-dist-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), FRAMED);
    writeFileSync(
      path.join(dir, 'route-chunks.json'),
      JSON.stringify({
        routes: [
          { path: '/login', files: [], inShell: false },
          { path: '/catalogo/inmuebles', files: [], inShell: true },
        ],
      }),
    );
    framed = await createTestApp({ WEB_DIST: dir });
  });

  afterAll(async () => {
    await framed?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ['/login', 'public'],
    ['/login?redirect=%2Finicio', 'public'],
    ['/catalogo/inmuebles', 'shell'],
    ['/catalogo/inmuebles?PageNumber=2', 'shell'],
    // Unknown paths go to sign-in (or home) once the app runs: neither frame is promised.
    ['/ruta/que/no/existe', null],
  ])('%s: frame %s', async (url, frame) => {
    const res = await framed.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    const html = frame ? `<html lang="es" data-frame="${frame}">` : '<html lang="es">';
    expect(res.body.startsWith(`<!doctype html>${html}`)).toBe(true);
    expect(res.body.replace(/ data-frame="\w+"/, '')).toBe(FRAMED);
  });

  it('the CSP admits index.html’s style block by its hash, and no other inline style', async () => {
    const styleSrc = cspDirective(await framed.app.inject({ method: 'GET', url: '/login' }), 'style-src');
    expect(styleSrc).toContain(cspHash(STYLE));
    expect(styleSrc).not.toContain(cspHash(`${STYLE} `));
    expect(styleSrc).not.toContain("'unsafe-inline'");
  });
});
