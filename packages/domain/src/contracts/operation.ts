import { z } from 'zod';
import { IMAGE_MAX_BYTES } from '../images/image-check.ts';
import { es } from '../messages/es.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One operation of the API, written once (ADR 0011): the API registers its route from it (validation,
 * serialization and the OpenAPI document) and the portal takes its types from it (`import type`, so no schema
 * code reaches the browser).
 *
 * `path` is the spec's path under `/api`, with `{name}` for a path parameter (as in OpenAPI).
 */
export interface OperationContract {
  readonly operationId: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly tags: readonly [string];
  readonly summary: string;
  readonly description?: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The body is multipart/form-data: the portal sends a FormData and the route reads its parts. */
  readonly multipart?: true;
  /** The body's content types, when the route accepts more than the portal sends (documented as such). */
  readonly consumes?: readonly string[];
  /** The answers the operation itself gives; the common error answers are added by the API (plugins/openapi.ts). */
  readonly responses: { readonly [status: number]: z.ZodType };
}

/** Declares an operation, keeping every literal (method, path, schemas) in its type. */
export const operation = <const O extends OperationContract>(o: O): O => o;

// --- Building blocks of request shapes, typed as the portal sends them -------------------------------------------

/**
 * An integer query parameter (the query string carries text; the portal passes a number). Its refusals keep the
 * API's general wording ("El campo X no es válido", "… fuera del rango").
 */
export const queryInt = () => z.coerce.number<number>().int();

/** A boolean query parameter: `true` or `false` (the portal passes a boolean; see QueryInput in the portal). */
export const queryBoolean = () =>
  z.enum(['true', 'false'], { error: es.validation.boolean }).transform((v) => v === 'true');

/** A query parameter given once or repeated, up to `max` times; the route always gets an array. */
export const queryList = <T extends z.ZodType>(item: T, max: number) =>
  z.union([item, z.array(item).max(max)]).transform((v) => (Array.isArray(v) ? v : [v]) as z.output<T>[]);

/** An identifier chosen from a list (a UUID). */
export const uuidRef = () => z.uuid(es.validation.selectOption);

/**
 * A file part of a multipart body (a Buffer once the API's multipart plugin attached it); its size is bounded
 * by the upload limit (413 past it), documented as its maxLength in bytes.
 */
export const fileField = () =>
  z.any().optional().meta({ type: 'string', format: 'binary', maxLength: IMAGE_MAX_BYTES });
