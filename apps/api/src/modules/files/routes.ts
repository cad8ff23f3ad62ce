import { es, IMAGE_CONTENT_TYPES, parseThumbnailName, THUMBNAIL_CONTENT_TYPES } from '@tu360/domain';
import { getFile, getFileThumbnail } from '@tu360/domain/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { thumbnailOf } from '../../lib/images.ts';
import type { FileStorage } from '../../lib/storage.ts';

/** URL under which a stored file is served. */
export const fileUrl = (id: string | null | undefined) => (id ? `/api/files/${id}` : null);

/**
 * Stored images are immutable: a file id is random and never reused, and its bytes never change. A thumbnail's
 * URL is its original's id with a width and a format, made by a fixed recipe (lib/images.ts), so it is as
 * immutable as the original: a change of recipe must come with new names (widths or a path segment), never new
 * bytes under a name already served.
 */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The contract's 200 of an image route (its bytes, sent as they are, never serialized), documented under each
 * content type it may have.
 */
function imageAnswer<O extends typeof getFile | typeof getFileThumbnail>(
  op: O,
  description: string,
  types: string[],
) {
  const route = contractRoute(op);
  const bytes = op.responses[200];
  const content = Object.fromEntries(types.map((type) => [type, { schema: bytes }]));
  return {
    ...route,
    schema: { ...route.schema, response: { ...route.schema.response, 200: { description, content } } },
  };
}

/** Stored images (logos, banners, photos) and their thumbnails: public, immutable, served with their content type. */
export async function fileRoutes(app: FastifyInstance, opts: { db: Db; storage: FileStorage }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...imageAnswer(getFile, 'La imagen, con su tipo de contenido', Object.values(IMAGE_CONTENT_TYPES)),
    handler: async (request, reply) => {
      const [row] = await opts.db.select().from(files).where(eq(files.id, request.params.id));
      const data = row ? await opts.storage.get(row.storageKey) : null;
      if (!row || !data) return reply.code(404).send({ Message: es.auth.notFound });
      return reply
        .header('Content-Type', row.contentType)
        .header('Cache-Control', IMMUTABLE)
        .header('X-Content-Type-Options', 'nosniff')
        .send(data);
    },
  });

  r.route({
    ...imageAnswer(getFileThumbnail, 'La miniatura', Object.values(THUMBNAIL_CONTENT_TYPES)),
    handler: async (request, reply) => {
      const { width, format } = parseThumbnailName(request.params.thumbnail);
      const data = await thumbnailOf(opts.db, opts.storage, request.params.id, width, format);
      if (!data) return reply.code(404).send({ Message: es.auth.notFound });
      return reply
        .header('Content-Type', THUMBNAIL_CONTENT_TYPES[format])
        .header('Cache-Control', IMMUTABLE)
        .header('X-Content-Type-Options', 'nosniff')
        .send(data);
    },
  });
}
