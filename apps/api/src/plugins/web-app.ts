import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

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
    setHeaders: (reply, file) => reply.header('Cache-Control', cacheControlFor(root, file)),
  });
}
