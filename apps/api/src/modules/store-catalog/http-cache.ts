import { createHash } from 'node:crypto';
import { STORE_CACHE } from '@tu360/domain';
import type { FastifyInstance } from 'fastify';

/** What a CDN (or the store) may do with a catalog answer: keep it a minute, serve it stale while it asks again. */
export const STORE_CACHE_CONTROL = `public, max-age=${STORE_CACHE.maxAge}, stale-while-revalidate=${STORE_CACHE.staleWhileRevalidate}`;

/** A weak validator of the body as sent: the same data gives the same tag on every instance. */
export const etagOf = (body: string | Buffer) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/** Whether If-None-Match names the tag (a list, `*`, or the tag weak or strong: the comparison is weak). */
export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === opaque);
}

/**
 * Every 200 of the scope gets an ETag (a hash of its body, computed after serialization: no cache is kept on the
 * server, so a hidden or unpublished item is gone at the next request) and Cache-Control; a request whose
 * If-None-Match names the tag gets 304 with no body.
 */
export function httpCaching(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
      if (reply.statusCode >= 400) reply.header('Cache-Control', 'no-store');
      return payload;
    }
    const etag = etagOf(payload);
    reply.header('ETag', etag).header('Cache-Control', STORE_CACHE_CONTROL);
    if (matches(request.headers['if-none-match'], etag)) {
      reply.code(304).removeHeader('Content-Type').removeHeader('Content-Length');
      return '';
    }
    return payload;
  });
}
