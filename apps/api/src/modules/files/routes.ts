import {
  es,
  IMAGE_CONTENT_TYPES,
  parseThumbnailName,
  THUMBNAIL_CONTENT_TYPES,
  THUMBNAIL_NAMES,
} from '@tu360/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema.ts';
import { errorMessage } from '../../lib/errors.ts';
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

/** An image answer: its bytes, under each content type it may have (sent as they are, never serialized). */
const image = (description: string, types: string[]) => ({
  description,
  content: Object.fromEntries(
    types.map((type) => [
      type,
      { schema: z.custom<Buffer>((v) => Buffer.isBuffer(v)).meta({ type: 'string', format: 'binary' }) },
    ]),
  ),
});

const fileId = () => z.string().uuid(es.validation.invalidField('id'));

/** Stored images (logos, banners, photos) and their thumbnails: public, immutable, served with their content type. */
export async function fileRoutes(app: FastifyInstance, opts: { db: Db; storage: FileStorage }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/files/:id',
    {
      schema: {
        tags: ['files'],
        operationId: 'getFile',
        summary: 'Una imagen guardada',
        params: z.object({ id: fileId() }),
        response: {
          200: image('La imagen, con su tipo de contenido', Object.values(IMAGE_CONTENT_TYPES)),
          404: errorMessage,
        },
      },
    },
    async (request, reply) => {
      const [row] = await opts.db.select().from(files).where(eq(files.id, request.params.id));
      const data = row ? await opts.storage.get(row.storageKey) : null;
      if (!row || !data) return reply.code(404).send({ Message: es.auth.notFound });
      return reply
        .header('Content-Type', row.contentType)
        .header('Cache-Control', IMMUTABLE)
        .header('X-Content-Type-Options', 'nosniff')
        .send(data);
    },
  );

  r.get(
    '/files/:id/:thumbnail',
    {
      schema: {
        tags: ['files'],
        operationId: 'getFileThumbnail',
        summary: 'Una miniatura de una imagen guardada',
        description:
          'Cada imagen de /api/files/{id} tiene miniaturas en /api/files/{id}/{ancho}.{formato}: AVIF y WebP, del ' +
          'ancho pedido (nunca más ancha que la original) y alto proporcional. Se hacen al guardar la imagen; para ' +
          'una guardada antes de que existieran, en la primera solicitud, y se conservan.',
        params: z.object({
          id: fileId(),
          thumbnail: z.enum(THUMBNAIL_NAMES, es.validation.invalidField('thumbnail')),
        }),
        response: { 200: image('La miniatura', Object.values(THUMBNAIL_CONTENT_TYPES)), 404: errorMessage },
      },
    },
    async (request, reply) => {
      const { width, format } = parseThumbnailName(request.params.thumbnail);
      const data = await thumbnailOf(opts.db, opts.storage, request.params.id, width, format);
      if (!data) return reply.code(404).send({ Message: es.auth.notFound });
      return reply
        .header('Content-Type', THUMBNAIL_CONTENT_TYPES[format])
        .header('Cache-Control', IMMUTABLE)
        .header('X-Content-Type-Options', 'nosniff')
        .send(data);
    },
  );
}
