import { vi } from 'vitest';

/** One request the code under test sent. */
export interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: BodyInit | null | undefined;
  headers: Record<string, string>;
}

export interface FakeAnswer {
  status?: number;
  json?: unknown;
  /** Headers of the answer besides its content type. */
  headers?: Record<string, string>;
}

/**
 * Replaces the global fetch with a router written by the test: `answer` gets each request and says what the
 * server replies. The answers are plain objects (no network, no streams), so fake timers drive everything.
 */
export function fakeFetch(answer: (req: SentRequest) => FakeAnswer) {
  const sent: SentRequest[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const req: SentRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: init?.body,
      headers: { ...((init?.headers as Record<string, string> | undefined) ?? {}) },
    };
    sent.push(req);
    const { status = 200, json, headers = {} } = answer(req);
    const text = json === undefined ? '' : JSON.stringify(json);
    return {
      status,
      ok: status >= 200 && status < 300,
      headers: new Headers({ 'content-type': 'application/json', ...headers }),
      text: async () => text,
      json: async () => json,
    } as unknown as Response;
  });
  vi.stubGlobal('fetch', fn);
  return { sent, fn };
}
