import { es, ROUTES } from '@tu360/domain';
import { navigateTo } from './navigation.ts';
import { clearQueryCache } from './query-cache.ts';
import { getSession, session } from './session-store.ts';

export const API_BASE = '/api';

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

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
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
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

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = options.token !== undefined ? options.token : await bearerToken();
  const headers: Record<string, string> = { Accept: 'application/json' };
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
  const data = await readBody(res);
  if (res.status === 401) {
    handleUnauthorized();
    throw new ApiError(401, data, es.auth.unauthorized);
  }
  if (!res.ok) throw new ApiError(res.status, data, es.common.genericError);
  return data as T;
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

/** Paged answer of the API. */
export interface Paged<T> {
  data: T[];
  totalData: number;
  totalUnRead?: number;
}
