import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { matchRoute } from '@tu360/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Files whose names carry a hash of their content never change under that name: a year, never revalidated. */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, favicon): asked again on every visit, so a redeploy is seen at once. */
export const REVALIDATE = 'no-cache';

/** Cache policy of a file of the build: Vite writes content-hashed names under assets/ only. */
export function cacheControlFor(root: string, file: string): string {
  const relative = path.relative(root, file);
  return relative.split(path.sep)[0] === 'assets' ? HASHED_ASSET_CACHE : REVALIDATE;
}

/**
 * Headers that only mean something on a document (a page the browser renders): the CSP and its companions.
 * A script or a style sheet is never rendered (nosniff and its JavaScript or CSS type see to it), so they do
 * nothing there, and on HTTP/1.1 they cost about 700 bytes per file, 25–50 KB on a first load of 35–75 files
 * (ADR 0007, amended by issue 10). Kept on those files: nosniff, Cross-Origin-Resource-Policy and HSTS.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * Headers a hashed file's answer needs not carry (issue 10: about 100 bytes per file, 4 KB of a list's first load):
 * its validators, since an immutable file is never revalidated (its name changes with its content), and the offer of
 * byte ranges, which nobody asks of a script.
 */
export const UNUSED_ON_IMMUTABLE = ['etag', 'last-modified', 'accept-ranges'];

/** A hashed script or style sheet of the build: never rendered as a document. */
export function isHashedScriptOrStyle(root: string, file: string): boolean {
  return cacheControlFor(root, file) === HASHED_ASSET_CACHE && /\.(js|css)(\.(br|gz))?$/.test(file);
}

/**
 * The built portal: the brotli or gzip copy written at build time when the browser accepts it (no compression
 * per request), with the cache policy above.
 */
export async function serveWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const root = path.resolve(webDist);
  await app.register(fastifyStatic, {
    root,
    index: 'index.html',
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, file) => {
      reply.header('Cache-Control', cacheControlFor(root, file));
      if (!isHashedScriptOrStyle(root, file)) return;
      for (const name of [...DOCUMENT_ONLY_HEADERS, ...UNUSED_ON_IMMUTABLE]) {
        reply.removeHeader(name);
        reply.raw.removeHeader(name);
      }
    },
  });
}

/** Written by the web build (apps/web/build/route-chunks.ts): the chunks each route needs beyond the entry. */
const ROUTE_CHUNKS_FILE = 'route-chunks.json';

interface RouteChunks {
  routes: { path: string; files: string[]; inShell?: boolean }[];
}

/**
 * The attribute that shows index.html's first-paint frame of public pages (sign-in, password, terms): their brand
 * header is painted from the HTML itself, before any script has arrived, and React replaces it when it renders.
 */
export const PUBLIC_FRAME = 'data-frame="public"';
/**
 * The attribute that shows index.html's first-paint frame of signed-in pages: the shell's top bar and background,
 * painted from the HTML before any script has arrived; the app's own placeholder of the same look follows, then
 * the shell. Whoever turns out not to be signed in goes on to the sign-in page, as before.
 */
export const SHELL_FRAME = 'data-frame="shell"';

interface Document {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

function compressed(html: string): Document {
  const identity = Buffer.from(html);
  return {
    identity,
    br: brotliCompressSync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

/** The route pattern a path shows: a fixed segment wins over a parameter (`/crear` before `/:productId`). */
export function routeFor<T extends { path: string }>(routes: readonly T[], pathname: string): T | undefined {
  const params = (r: T) => r.path.split('/').filter((s) => s.startsWith(':')).length;
  return [...routes].sort((a, b) => params(a) - params(b)).find((r) => matchRoute(r.path, pathname));
}

/** The CSP source ('sha256-…') that admits an inline block with exactly this text. */
function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

/**
 * The CSP sources of the build's index.html's own inline blocks: its <style> blocks (its first-paint frame) and its
 * inline <script> (the one that starts the app's scripts once that frame is shown:
 * apps/web/build/start-after-paint.ts). The policy admits exactly these, and no other inline style or script.
 */
export function inlineBlockHashes(webDist: string): { styles: string[]; scripts: string[] } {
  const index = readFileSync(path.join(path.resolve(webDist), 'index.html'), 'utf8');
  return {
    styles: [...index.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => cspHash(css)),
    scripts: [...index.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]+?)<\/script>/g)].map(([, js]) =>
      cspHash(js),
    ),
  };
}

/** index.html's start script lists the files it preloads in this attribute (start-after-paint.ts). */
const PRELOAD_ATTRIBUTE = /( data-preload=")([^"]*)(")/;

/** The document with `files` added to what its start script preloads; as it is when it has no start script. */
export function withPreloads(html: string, files: readonly string[]): string {
  return html.replace(PRELOAD_ATTRIBUTE, (_, open: string, listed: string, close: string) => {
    const have = listed.split(' ').filter(Boolean);
    return open + [...have, ...files.filter((f) => !have.includes(f))].join(' ') + close;
  });
}

/**
 * The portal's HTML for a path, whose start script also preloads the chunks of that path's page: the browser
 * fetches them beside the entry instead of after it has run (one round trip less before the page is drawn). Each
 * route's document is built and compressed once, on its first request; without the build's route table (an older
 * build) every path gets index.html as it is.
 */
export function spaDocuments(webDist: string) {
  const root = path.resolve(webDist);
  const index = readFileSync(path.join(root, 'index.html'), 'utf8');
  const table = path.join(root, ROUTE_CHUNKS_FILE);
  const routes: RouteChunks['routes'] = existsSync(table)
    ? (JSON.parse(readFileSync(table, 'utf8')) as RouteChunks).routes
    : [];
  const cache = new Map<string, Document>();

  function documentFor(pathname: string): Document {
    const route = routeFor(routes, pathname);
    const key = route?.path ?? '';
    let doc = cache.get(key);
    if (!doc) {
      const frame = route?.inShell === false ? PUBLIC_FRAME : route?.inShell ? SHELL_FRAME : null;
      const framed = frame ? index.replace('<html lang="es">', `<html lang="es" ${frame}>`) : index;
      const preloads = (route?.files ?? []).map((file) => `/${file}`);
      doc = compressed(withPreloads(framed, preloads));
      cache.set(key, doc);
    }
    return doc;
  }

  return {
    documentFor,
    send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
      const doc = documentFor(request.url.split('?')[0]);
      const accepts = String(request.headers['accept-encoding'] ?? '');
      const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
      reply.header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', REVALIDATE);
      reply.header('Vary', 'Accept-Encoding');
      if (encoding) reply.header('Content-Encoding', encoding);
      return reply.send(encoding ? doc[encoding] : doc.identity);
    },
  };
}
