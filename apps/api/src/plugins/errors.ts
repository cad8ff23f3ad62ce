import { es } from '@tu360/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/errors.ts';
import { ImageRejectedError } from '../lib/images.ts';

function fieldName(path: string): string {
  return path.replace(/^\/?(body|querystring|params|headers)\/?/, '').replace(/\//g, '.') || 'solicitud';
}

/** Every error becomes `{ Message, MessageList? }` in Spanish; no stack trace ever leaves the server. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const list = error.validation.map((v) => {
        const field = fieldName(v.instancePath);
        const msg = v.message ?? '';
        const custom = /[áéíóúñ¿]|Campo|Debe|Las contraseñas|Ingrese/.test(msg);
        return custom ? msg : es.validation.invalidField(field);
      });
      return reply.code(400).send({ Message: list[0] ?? es.validation.badRequest, MessageList: list });
    }
    if (error instanceof HttpError || error instanceof ImageRejectedError) {
      const body: Record<string, unknown> = { Message: error.message };
      if (error instanceof HttpError && error.messageList) body.MessageList = error.messageList;
      return reply.code(error.statusCode).send(body);
    }
    const status = error.statusCode ?? 500;
    if (
      status === 413 ||
      error.code === 'FST_REQ_FILE_TOO_LARGE' ||
      error.code === 'FST_FILES_LIMIT' ||
      error.code === 'FST_PARTS_LIMIT'
    )
      return reply.code(413).send({ Message: es.validation.bodyTooLarge });
    if (
      status === 415 ||
      error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ||
      error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE'
    )
      return reply.code(415).send({ Message: es.validation.unsupportedMediaType });
    if (status === 429) return reply.code(429).send({ Message: es.auth.throttled });
    if (status >= 400 && status < 500) return reply.code(status).send({ Message: es.validation.badRequest });
    request.log.error(
      { err: { type: error.name, code: error.code, message: error.message, stack: error.stack } },
      'error no controlado',
    );
    return reply.code(500).send({ Message: es.common.unexpected });
  });

  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).send({ Message: es.auth.notFound });
  });
}
