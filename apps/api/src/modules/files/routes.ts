import { es } from '@tu360/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema.ts';
import type { FileStorage } from '../../lib/storage.ts';

/** URL under which a stored file is served. */
export const fileUrl = (id: string | null | undefined) => (id ? `/api/files/${id}` : null);

/** Stored images (logos, banners, photos): public, immutable, served with their content type. */
export async function fileRoutes(app: FastifyInstance, opts: { db: Db; storage: FileStorage }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/files/:id',
    {
      schema: {
        tags: ['files'],
        summary: 'A stored image',
        params: z.object({ id: z.string().uuid(es.validation.invalidField('id')) }),
      },
    },
    async (request, reply) => {
      const [row] = await opts.db.select().from(files).where(eq(files.id, request.params.id));
      const data = row ? await opts.storage.get(row.storageKey) : null;
      if (!row || !data) return reply.code(404).send({ Message: es.auth.notFound });
      return reply
        .header('Content-Type', row.contentType)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .send(data);
    },
  );
}
