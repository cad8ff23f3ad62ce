// The files module's operations and shapes (see index.ts).
import { z } from 'zod';
import { THUMBNAIL_NAMES } from '../images/thumbnails.ts';
import { es } from '../messages/es.ts';
import { errorMessage } from './errors.ts';
import { operation } from './operation.ts';

/**
 * The bytes of a stored image, sent as they are (never serialized) under the image's own content type; the
 * API documents one such content per type the image may have. The portal uses these routes as image URLs
 * (`<img src>`), never through call().
 */
export const imageBytes = z
  .custom<Uint8Array>((v) => v instanceof Uint8Array)
  .meta({ type: 'string', format: 'binary' });

const fileId = () => z.string().uuid(es.validation.invalidField('id'));

export const getFile = operation({
  operationId: 'getFile',
  method: 'GET',
  path: '/files/{id}',
  tags: ['files'],
  summary: 'Una imagen guardada',
  params: z.object({ id: fileId() }),
  responses: { 200: imageBytes, 404: errorMessage },
});

export const getFileThumbnail = operation({
  operationId: 'getFileThumbnail',
  method: 'GET',
  path: '/files/{id}/{thumbnail}',
  tags: ['files'],
  summary: 'Una miniatura de una imagen guardada',
  description:
    'Cada imagen de /api/files/{id} tiene miniaturas en /api/files/{id}/{ancho}.{formato}: AVIF y WebP, del ' +
    'ancho pedido (nunca más ancha que la original) y alto proporcional. Se hacen al guardar la imagen; para ' +
    'una guardada antes de que existieran, en la primera solicitud, y se conservan.',
  params: z.object({
    id: fileId(),
    thumbnail: z.enum(THUMBNAIL_NAMES, es.validation.invalidField('thumbnail')),
  }),
  responses: { 200: imageBytes, 404: errorMessage },
});
