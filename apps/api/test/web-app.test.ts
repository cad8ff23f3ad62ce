import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../web/build/precompress.ts';
import { createTestApp, type TestApp } from './helper.ts';

// Issue 10, items 1 and 2: the built portal is sent as the brotli or gzip copy made at build time, hashed assets
// are cached for a year without revalidation, and index.html is asked again on every visit.

const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `'inmueble ${i}'`).join(',')}];\n`;
const INDEX = `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Tu360</title><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div>${'<!-- relleno -->'.repeat(100)}</body></html>`;

let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'tu360-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
  writeFileSync(path.join(dist, 'assets', 'tiny-Ef56Gh78.js'), 'export{};');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  precompressDir(dist);
  t = await createTestApp({ WEB_DIST: dist });
});

afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

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

  it('un archivo de menos de 1 KB no se comprime (no hay copia)', async () => {
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

  it('la API no recibe la caché del portal', async () => {
    const res = await get('/api/health');
    expect(res.headers['cache-control']).not.toBe('public, max-age=31536000, immutable');
  });
});
