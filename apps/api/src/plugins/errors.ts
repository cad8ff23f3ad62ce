import { es, hasControlCharacters } from '@tu360/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/errors.ts';
import { ImageRejectedError } from '../lib/images.ts';

/** `/detailSellers/0/key` → `detailSellers.0.key`; undefined when the error is about the whole body or query. */
function fieldName(path: string): string | undefined {
  const parts = path.split('/').filter(Boolean);
  if (['body', 'querystring', 'params', 'headers'].includes(parts[0] ?? '')) parts.shift();
  return parts.length ? parts.join('.') : undefined;
}

/** `department_id` → `departmentId`: a column named as the API names its field. */
const camel = (column: string) => column.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());

/**
 * The error PostgreSQL sent, wherever it is: PGlite's DatabaseError and postgres.js' PostgresError carry the
 * SQLSTATE in `code`; drizzle wraps either in a DrizzleQueryError whose `cause` is the original.
 */
export interface DatabaseRefusal {
  code: string;
  detail?: string;
  column?: string;
}
export function databaseRefusal(error: unknown): DatabaseRefusal | undefined {
  let e: unknown = error;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const o = e as Record<string, unknown>;
    if (typeof o.code === 'string' && /^[0-9A-Z]{5}$/.test(o.code) && ('severity' in o || 'routine' in o))
      return {
        code: o.code,
        detail: typeof o.detail === 'string' ? o.detail : undefined,
        column:
          typeof o.column === 'string'
            ? o.column
            : typeof o.column_name === 'string'
              ? o.column_name
              : undefined,
      };
    e = o.cause;
  }
  return undefined;
}

/** The first column a constraint's detail names: `Key (lower(user_name))=(x)` → `userName`. */
function keyColumn(detail: string | undefined): string | undefined {
  const key = /^Key \((.+?)\)=/.exec(detail ?? '')?.[1];
  const column = key
    ?.split(',')[0]
    .replace(/^[a-z_]+\(/i, '')
    .replace(/\)+$/, '')
    .trim();
  return column && /^[a-z_][a-z0-9_]*$/i.test(column) ? camel(column) : undefined;
}

/** Status and Spanish message for what the database refused, or undefined when it is the server's fault. */
export function answerForRefusal(r: DatabaseRefusal): { status: number; message: string } | undefined {
  const field = keyColumn(r.detail) ?? (r.column ? camel(r.column) : undefined);
  switch (r.code) {
    case '23503': // foreign_key_violation
      if (/is still referenced/.test(r.detail ?? ''))
        return { status: 409, message: es.validation.referenceInUse };
      return {
        status: 400,
        message: field ? es.validation.referenceNotFound(field) : es.validation.referenceMissing,
      };
    case '23505': // unique_violation
      return { status: 409, message: field ? es.validation.duplicateIn(field) : es.validation.duplicate };
    case '23502': // not_null_violation
      return { status: 400, message: field ? es.validation.missingField(field) : es.validation.badRequest };
    case '22003': // numeric_value_out_of_range
      return { status: 400, message: es.validation.numberOutOfRange };
    case '22021': // character_not_in_repertoire (NUL in a text)
    case '22P05': // untranslatable_character
      return { status: 400, message: es.validation.unsupportedCharacters };
    case '22001': // string_data_right_truncation
    case '54000': // program_limit_exceeded (an index entry too large)
      return { status: 400, message: es.validation.textTooLong };
  }
  // Any other data exception (22P02 invalid text representation, 22007 bad date…) or integrity rule (23514 check).
  if (r.code.startsWith('22') || r.code.startsWith('23'))
    return { status: 400, message: es.validation.badRequest };
  return undefined;
}

/** Nesting past this is no form's and no API client's: the request is refused rather than walked. */
const MAX_DEPTH = 32;
const TOO_DEEP = Symbol('tooDeep');

/**
 * The first text of a request with a control character, as `path.to.field` (keys are checked too), or TOO_DEEP.
 * Walked with a stack of its own: a body nested thousands of levels deep must not overflow the call stack.
 */
function fieldWithControlCharacters(root: unknown): string | typeof TOO_DEEP | undefined {
  interface Node {
    value: unknown;
    key?: string;
    parent?: Node;
    depth: number;
  }
  const pathOf = (node: Node, last?: string) => {
    const keys: string[] = last === undefined ? [] : [last];
    for (let n: Node | undefined = node; n?.key !== undefined; n = n.parent) keys.unshift(n.key);
    return keys.join('.') || 'body';
  };
  const stack: Node[] = [{ value: root, depth: 0 }];
  for (let budget = 100_000; stack.length && budget > 0; budget--) {
    const node = stack.pop() as Node;
    const { value } = node;
    if (typeof value === 'string') {
      if (hasControlCharacters(value)) return pathOf(node);
      continue;
    }
    if (!value || typeof value !== 'object' || Buffer.isBuffer(value)) continue;
    if (node.depth >= MAX_DEPTH) return TOO_DEEP;
    const entries = Object.entries(value);
    for (const [k] of entries) if (hasControlCharacters(k)) return pathOf(node, k.replace(/[^\w-]/g, '?'));
    for (let e = entries.length - 1; e >= 0; e--)
      stack.push({ value: entries[e][1], key: entries[e][0], parent: node, depth: node.depth + 1 });
  }
  return undefined;
}

// Set once the route's pre-handlers run, i.e. after the body was read and validated.
const bodyRead = Symbol('bodyRead');
type Marked = { [bodyRead]?: boolean };

/**
 * What Fastify refuses before a route is found (a path with a malformed percent-encoding, a path parameter
 * past its length): the same Spanish answer as any bad request, instead of Fastify's English one.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : error.code === 'FST_ERR_BAD_URL' ? 400 : 500;
  const message = status === 500 ? es.common.unexpected : es.validation.badRequest;
  reply.code(status).send({ Message: message, MessageList: [message] });
}

/** Every error becomes `{ Message, MessageList? }` in Spanish; no stack trace ever leaves the server. */
export function registerErrorHandling(
  app: FastifyInstance,
  opts: { spaDocument?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply } = {},
): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => {
        const field = fieldName(v.instancePath);
        const msg = v.message ?? '';
        // A form shows these under the field; the API answer names it.
        if (field && msg === es.validation.controlCharacters)
          return { field, message: es.validation.controlCharactersIn(field) };
        if (field && msg === es.validation.outOfRange)
          return { field, message: es.validation.outOfRangeIn(field) };
        const custom = /[áéíóúñ¿]|Campo|Debe|Las contraseñas|Ingrese|Seleccione|Indique/.test(msg);
        return {
          field,
          message: custom ? msg : field ? es.validation.invalidField(field) : es.validation.badRequest,
        };
      });
      const list = errors.map((e) => e.message);
      // `errors` lets a form put each message under its field (routes whose 400 schema declares it keep it);
      // an error about the whole body (null, an array, a string) has no field and only goes in MessageList.
      return reply.code(400).send({
        Message: list[0] ?? es.validation.badRequest,
        MessageList: list,
        errors: errors.filter((e): e is { field: string; message: string } => e.field !== undefined),
      });
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
    // What the database refuses (an id that does not exist, a repeated value, a number beyond its column) is the
    // request's fault: a 4xx naming the field, logged as a warning for the schema that should have caught it.
    const refusal = databaseRefusal(error);
    const answer = refusal && answerForRefusal(refusal);
    if (refusal && answer) {
      request.log.warn(
        { sqlState: refusal.code, detail: refusal.detail },
        'la base de datos rechazó la solicitud',
      );
      return reply.code(answer.status).send({ Message: answer.message, MessageList: [answer.message] });
    }
    request.log.error(
      { err: { type: error.name, code: error.code, message: error.message, stack: error.stack } },
      'error no controlado',
    );
    return reply.code(500).send({ Message: es.common.unexpected });
  });

  app.addHook('preHandler', async (request) => {
    (request as Marked)[bodyRead] = true;
  });

  // No text with a control character reaches a handler, whatever its route's schema says: PostgreSQL refuses
  // NUL in a text (and in a query parameter), and nobody types the others. A pre-handler, so that multipart
  // fields (attached to the body during validation) are checked too; it runs before the route's own (auth).
  app.addHook('preHandler', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const field = fieldWithControlCharacters(value);
      if (field === TOO_DEEP) throw new HttpError(400, es.validation.badRequest, [es.validation.badRequest]);
      if (field !== undefined) {
        const name = field === 'body' && part !== 'body' ? part : field;
        throw new HttpError(400, es.validation.controlCharactersIn(name), [
          es.validation.controlCharactersIn(name),
        ]);
      }
    }
  });

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    const spaPath = !/^\/(api|oidc|assets)(\/|$)/.test(url);
    // The single-page app answers every other GET (and HEAD, its headers only: a link checker or an uptime probe
    // asks that way); its router decides what to show.
    const read = request.method === 'GET' || request.method === 'HEAD';
    if (opts.spaDocument && read && spaPath) return opts.spaDocument(request, reply);
    return reply.code(404).send({ Message: es.auth.notFound });
  });
}
