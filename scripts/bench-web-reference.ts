/**
 * Issue 10's yardstick for `npm run bench:web`: the minimal react-admin 5 app of bench/react-admin, built and served
 * here so that the bench measures it in the same run, on the same machine and with the same method as the portal,
 * instead of comparing with figures measured on another day.
 *
 * `startReference()` installs the app's own dependencies when needed (`npm ci` in bench/react-admin, which is not a
 * workspace of the root: its lockfile is its own), builds it with its own Vite into a temporary directory, and serves
 * that directory on 127.0.0.1 as a plain static host would: gzip for text (as the issue measured the reference's JS),
 * long caching for Vite's hashed assets, `no-cache` for the HTML, and index.html for any other path without an
 * extension (the app routes with the URL's hash, so only `/` is really asked for).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';

const DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../bench/react-admin');
const LOCKFILE = path.join(DIR, 'package-lock.json');
/** npm's own record of what node_modules holds, rewritten by every install. */
const INSTALLED = path.join(DIR, 'node_modules/.package-lock.json');

/** The page Lighthouse measures: the app's list of posts (`/` only redirects there, in the hash). */
export const REFERENCE_PATH = '/#/posts';
/** Rows the list shows: react-admin's default page of 10 of the 25 posts (src/data.ts). */
const ROWS = 10;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};
const COMPRESSED = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);

export interface Reference {
  url: string;
  /** "react-admin 5.15.4, …": the versions installed, for the report. */
  versions: string;
  stop(): Promise<void>;
}

function run(command: string, args: string[], what: string) {
  const res = spawnSync(command, args, { cwd: DIR, stdio: 'inherit' });
  if (res.status !== 0)
    throw new Error(
      `${what} en ${path.relative(process.cwd(), DIR)} terminó con ${res.status ?? res.signal}`,
    );
}

/** `npm ci` when node_modules is missing or older than the lockfile (a `git pull` changed the versions). */
function install() {
  if (!existsSync(LOCKFILE)) throw new Error(`falta ${LOCKFILE}: la app de referencia no está completa`);
  if (existsSync(INSTALLED) && statSync(INSTALLED).mtimeMs >= statSync(LOCKFILE).mtimeMs) return;
  console.log('▶ npm ci en bench/react-admin (la app de referencia)');
  run('npm', ['ci', '--no-audit', '--no-fund'], 'npm ci');
}

function installedVersions(): string {
  const version = (name: string) => {
    const file = path.join(DIR, 'node_modules', name, 'package.json');
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version : '?';
  };
  return ['react-admin', '@mui/material', 'react', 'vite']
    .map((name) => `${name} ${version(name)}`)
    .join(', ');
}

interface Entry {
  type: string;
  cacheControl: string;
  body: Buffer;
  gzip?: Buffer;
}

/** A static host for `dist`: each file is read, and gzipped, once. */
function serve(dist: string): http.Server {
  const cache = new Map<string, Entry | null>();
  const load = (file: string): Entry | null => {
    if (!cache.has(file)) {
      let entry: Entry | null = null;
      if (existsSync(file) && statSync(file).isFile()) {
        const ext = path.extname(file);
        const body = readFileSync(file);
        entry = {
          type: TYPES[ext] ?? 'application/octet-stream',
          // Vite's assets/ have a hash in their names; the HTML must be asked for again.
          cacheControl: file.startsWith(path.join(dist, 'assets') + path.sep)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
          body,
          gzip: COMPRESSED.has(ext) ? gzipSync(body, { level: constants.Z_BEST_COMPRESSION }) : undefined,
        };
      }
      cache.set(file, entry);
    }
    return cache.get(file) ?? null;
  };
  return http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    let file = path.join(dist, path.normalize(pathname));
    if (!file.startsWith(dist + path.sep) && file !== dist) file = dist;
    if (pathname.endsWith('/')) file = path.join(file, 'index.html');
    let entry = load(file);
    // The app's own routes (none but `/` with the hash router): its index.html.
    if (!entry && !path.extname(pathname)) entry = load(path.join(dist, 'index.html'));
    if (!entry || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(entry ? 405 : 404, { 'content-type': 'text/plain; charset=utf-8' }).end();
      return;
    }
    const gzip = entry.gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const body = gzip && entry.gzip ? entry.gzip : entry.body;
    res.writeHead(200, {
      'content-type': entry.type,
      'content-length': body.length,
      'cache-control': entry.cacheControl,
      ...(entry.gzip ? { vary: 'Accept-Encoding' } : {}),
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
}

/** Installs (if needed), builds and serves the reference app; `stop()` closes the server and removes the build. */
export async function startReference(): Promise<Reference> {
  install();
  const dist = mkdtempSync(path.join(os.tmpdir(), 'tu360-bench-react-admin-'));
  try {
    console.log(`▶ app de referencia: npm run build (en ${dist})`);
    run('npm', ['run', 'build', '--', '--outDir', dist, '--emptyOutDir'], 'npm run build');
    if (!existsSync(path.join(dist, 'index.html')))
      throw new Error(`la app de referencia no dejó index.html en ${dist}`);
    const server = serve(dist);
    await new Promise<void>((resolve, reject) => {
      server.once('error', (e) =>
        reject(new Error(`la app de referencia no pudo escuchar en 127.0.0.1: ${e.message}`)),
      );
      server.listen(0, '127.0.0.1', resolve);
    });
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    console.log(`▶ app de referencia en ${url}`);
    return {
      url,
      versions: installedVersions(),
      stop: async () => {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        rmSync(dist, { recursive: true, force: true });
      },
    };
  } catch (e) {
    rmSync(dist, { recursive: true, force: true });
    throw e;
  }
}

/** Fails unless the tab shows the app's list with its posts (not react-admin's error page or an empty list). */
export async function checkShowsList(page: { evaluate(expression: string): Promise<unknown> }) {
  const rows = (await page.evaluate("document.querySelectorAll('tbody tr').length")) as number;
  if (rows !== ROWS)
    throw new Error(
      `la app de referencia muestra ${rows} filas en vez de ${ROWS}: ¿página de error? (${DIR})`,
    );
}
