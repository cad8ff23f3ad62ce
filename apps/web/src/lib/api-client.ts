import { es, ROUTES } from '@tu360/domain';
// Types only (erased from the build): the contract's schemas never reach the browser (ADR 0011).
import type { OperationContract, Operations } from '@tu360/domain/contracts';
import type { z } from 'zod';
import { goToMaintenance, isMaintenanceAnswer } from './maintenance.ts';
import { navigateTo } from './navigation.ts';
import { clearQueryCache } from './query-cache.ts';
import { getSession, session } from './session-store.ts';

export const API_BASE = '/api';

type QueryValue = string | number | boolean | null | undefined;
/** Query parameters; an array repeats its parameter once per item. */
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: QueryParams;
  /** JSON body. */
  json?: unknown;
  /** Multipart body. */
  form?: FormData;
  /** Explicit bearer token; `null` sends none. By default the session's token. */
  token?: string | null;
  signal?: AbortSignal;
}

/** A failed call; `message` is the server's `Message` (Spanish) when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  /** The server's `Message`, when it sent one. */
  readonly serverMessage: string | undefined;
  constructor(status: number, body: unknown, fallback: string) {
    const serverMessage = messageOf(body);
    super(serverMessage ?? fallback);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.serverMessage = serverMessage;
  }
}

export function apiUrl(path: string, query?: QueryParams): string {
  const url = new URL(`${API_BASE}${path.startsWith('/') ? path : `/${path}`}`, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null && item !== '') url.searchParams.append(key, String(item));
    }
  }
  return `${url.pathname}${url.search}`;
}

/** Bearer token: the identity-provider user's when signed in through it, else the session's. */
export async function bearerToken(): Promise<string | null> {
  const s = getSession();
  if (s.alternateSignIn) {
    const { getOidcSignIn } = await import('./oidc.ts');
    const idp = await getOidcSignIn();
    if (idp && !idp.user.expired) return idp.user.access_token;
  }
  return s.access_token;
}

/** Any 401: sign out, clear sessionStorage and go to the login page. */
function handleUnauthorized() {
  session.logout();
  sessionStorage.clear();
  navigateTo(ROUTES.login);
  clearQueryCache();
}

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204) return undefined;
  const text = await res.text();
  if (!text) return undefined;
  if ((res.headers.get('content-type') ?? '').includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'Message' in body && typeof body.Message === 'string')
    return body.Message;
  return undefined;
}

/** Sends a request with the session's bearer token; a 401 signs out, maintenance mode's 503 shows its page. */
async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const token = options.token !== undefined ? options.token : await bearerToken();
  const headers: Record<string, string> = { Accept: accept };
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const res = await fetch(apiUrl(path, options.query), {
    method: options.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
    signal: options.signal,
  });
  if (res.status === 401) {
    const data = await readBody(res);
    handleUnauthorized();
    throw new ApiError(401, data, es.auth.unauthorized);
  }
  // Maintenance mode (issue 15): the page with its message, remembering where the user was.
  if (isMaintenanceAnswer(res)) {
    const data = await readBody(res);
    goToMaintenance();
    throw new ApiError(503, data, es.common.genericError);
  }
  if (!res.ok) throw new ApiError(res.status, await readBody(res), es.common.genericError);
  return res;
}

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await readBody(await send(path, options, 'application/json'))) as T;
}

/** The file name a download's Content-Disposition gives, else the fallback. */
function fileNameOf(res: Response, fallback: string): string {
  const header = res.headers.get('content-disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain ? plain[1] : fallback;
}

/** Spanish message of any error: the server's `Message`, else the fallback. */
export function errorMessage(error: unknown, fallback: string = es.common.genericError): string {
  return (error instanceof ApiError && error.serverMessage) || fallback;
}

/** First item of the server's MessageList (failed uploads, spec section 8), else its Message, else the fallback. */
export function firstListMessage(error: unknown, fallback: string = es.common.genericError): string {
  if (
    error instanceof ApiError &&
    error.body &&
    typeof error.body === 'object' &&
    'MessageList' in error.body
  ) {
    const list = (error.body as { MessageList?: unknown }).MessageList;
    if (Array.isArray(list) && typeof list[0] === 'string') return list[0];
  }
  return errorMessage(error, fallback);
}

// --- Typed calls: one operation of the contract each (ADR 0011) --------------------------------------------------

type Routes = {
  [K in keyof Operations as `${Operations[K]['method']} ${Operations[K]['path']}`]: Operations[K];
};
/** An operation of the API as "METHOD /path", exactly as the contract (and the spec) spells it. */
export type Route = keyof Routes;

type Input<S> = S extends z.ZodType ? z.input<S> : never;
type Output<S> = S extends z.ZodType ? z.output<S> : never;
/** A query string carries text: a boolean parameter (`true`/`false`) may be given as a boolean. */
type Wire<V> = V extends 'true' | 'false' ? boolean | V : V;
type QueryInput<Q> = { [K in keyof Q]: Wire<Q[K]> };
type Empty = Record<never, never>;

type Needs<O> = (O extends { params: infer P } ? { params: Input<P> } : Empty) &
  (O extends { query: infer Q }
    ? Empty extends Input<Q>
      ? { query?: QueryInput<Input<Q>> }
      : { query: QueryInput<Input<Q>> }
    : Empty) &
  (O extends { multipart: true }
    ? { form: FormData }
    : O extends { body: infer B }
      ? { json: Input<B> }
      : Empty);

/** What a call of the operation sends: its path parameters, query and body, as the contract types them. */
export type CallOptions<O> = Needs<O> & { token?: string | null; signal?: AbortSignal };

/** The operation's successful answer (200, 201 or 202; nothing for 204). */
export type Answer<O extends OperationContract> = 200 extends keyof O['responses']
  ? Output<O['responses'][200]>
  : 201 extends keyof O['responses']
    ? Output<O['responses'][201]>
    : 202 extends keyof O['responses']
      ? Output<O['responses'][202]>
      : undefined;

/** The answer of a route, by its "METHOD /path". */
export type AnswerOf<R extends Route> = Answer<Routes[R]>;

/**
 * Calls one operation of the API, typed by the contract: a route that does not exist, a missing path
 * parameter, a wrong query or body do not compile, and the answer has the contract's type.
 *
 *     call('GET /lookups/cities', { query: { departmentId } })
 */
/** Path, method and options of a typed call (shared by call() and download()). */
function requestOf(route: string, options: unknown): { path: string; options: RequestOptions } {
  const space = route.indexOf(' ');
  const method = route.slice(0, space) as NonNullable<RequestOptions['method']>;
  const o = (options ?? {}) as {
    params?: Record<string, string | number>;
    query?: QueryParams;
    json?: unknown;
    form?: FormData;
    token?: string | null;
    signal?: AbortSignal;
  };
  const path = route.slice(space + 1).replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = o.params?.[name];
    if (value === undefined || value === '') throw new Error(`${route}: falta el parámetro ${name}`);
    return encodeURIComponent(String(value));
  });
  return {
    path,
    options: { method, query: o.query, json: o.json, form: o.form, token: o.token, signal: o.signal },
  };
}

export async function call<R extends Route>(
  route: R,
  ...[options]: Empty extends Needs<Routes[R]>
    ? [options?: CallOptions<Routes[R]>]
    : [options: CallOptions<Routes[R]>]
): Promise<AnswerOf<R>> {
  const request = requestOf(route, options);
  return api<AnswerOf<R>>(request.path, request.options);
}

/**
 * Downloads what an operation answers as a file (a workbook, say), typed like call(): the bytes and the file
 * name the server gave. The caller saves it (saveFile).
 */
export async function download<R extends Route>(
  route: R,
  ...[options]: Empty extends Needs<Routes[R]>
    ? [options?: CallOptions<Routes[R]>]
    : [options: CallOptions<Routes[R]>]
): Promise<{ blob: Blob; fileName: string }> {
  const request = requestOf(route, options);
  const res = await send(request.path, request.options, '*/*');
  return { blob: await res.blob(), fileName: fileNameOf(res, 'descarga') };
}

/** Hands a downloaded file to the browser, which saves it under its name. */
export function saveFile({ blob, fileName }: { blob: Blob; fileName: string }): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
