import { es } from '@tu360/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/errors.ts';
import { ImageRejectedError } from '../lib/images.ts';

/** `/detailSellers/0/key` → `detailSellers.0.key`; undefined when the error is about the whole body or query. */
function fieldName(path: string): string | undefined {
  const parts = path.split('/').filter(Boolean);
  if (['body', 'querystring', 'params', 'headers'].includes(parts[0] ?? '')) parts.shift();
  return parts.length ? parts.join('.') : undefined;
}

// Set once the route's pre-handlers run, i.e. after the body was read and validated.
const bodyRead = Symbol('bodyRead');
type Marked = { [bodyRead]?: boolean };

/** Every error becomes `{ Message, MessageList? }` in Spanish; no stack trace ever leaves the server. */
export function registerErrorHandling(app: FastifyInstance, opts: { spaIndex?: boolean } = {}): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => {
        const field = fieldName(v.instancePath);
        const msg = v.message ?? '';
        const custom = /[áéíóúñ¿]|Campo|Debe|Las contraseñas|Ingrese|Seleccione/.test(msg);
        return {
          field,
          message: custom ? msg : field ? es.validation.invalidField(field) : es.validation.badRequest,
        };
      });
      const list = errors.map((e) => e.message);
      // `errors` lets a form put each message under its field (routes whose 400 schema declares it keep it).
      return reply
        .code(400)
        .send({ Message: list[0] ?? es.validation.badRequest, MessageList: list, errors });
    }
    if (error instanceof HttpError || error instanceof ImageRejectedError) {
      const body: Record<string, unknown> = { Message: error.message };
      if (error instanceof HttpError && error.messageList) body.MessageList = error.messageList;
      if (error instanceof HttpError && error.extra) Object.assign(body, error.extra);
      // A rejected upload names its reason as the first item of MessageList (spec section 8).
      if (error instanceof ImageRejectedError) body.MessageList = [error.message];
      return reply.code(error.statusCode).send(body);
    }
    const status = error.statusCode ?? 500;
    if (
      status === 413 ||
      error.code === 'FST_REQ_FILE_TOO_LARGE' ||
      error.code === 'FST_FILES_LIMIT' ||
      error.code === 'FST_PARTS_LIMIT'
    )
      return reply
        .code(413)
        .send({ Message: es.validation.bodyTooLarge, MessageList: [es.validation.bodyTooLarge] });
    if (
      status === 415 ||
      error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ||
      error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE'
    )
      return reply.code(415).send({
        Message: es.validation.unsupportedMediaType,
        MessageList: [es.validation.unsupportedMediaType],
      });
    if (status === 429) return reply.code(429).send({ Message: es.auth.throttled });
    // A malformed multipart body (no boundary, truncated part) fails inside busboy with a plain Error
    // and no status: it is the client's request that is wrong, not the server.
    if (
      !error.statusCode &&
      !(request as Marked)[bodyRead] &&
      /^multipart\//i.test(request.headers['content-type'] ?? '')
    )
      return reply.code(400).send({ Message: es.validation.badRequest });
    if (status >= 400 && status < 500) return reply.code(status).send({ Message: es.validation.badRequest });
    request.log.error(
      { err: { type: error.name, code: error.code, message: error.message, stack: error.stack } },
      'error no controlado',
    );
    return reply.code(500).send({ Message: es.common.unexpected });
  });

  app.addHook('preHandler', async (request) => {
    (request as Marked)[bodyRead] = true;
  });

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    const spaPath = !/^\/(api|oidc|assets)(\/|$)/.test(url);
    // The single-page app answers every other GET; its router decides what to show.
    if (opts.spaIndex && request.method === 'GET' && spaPath)
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    return reply.code(404).send({ Message: es.auth.notFound });
  });
}
