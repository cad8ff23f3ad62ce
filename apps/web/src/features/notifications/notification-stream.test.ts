import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventStreamParser, openEventStream, type StreamEvent } from '../../lib/event-stream.ts';
import { session } from '../../lib/session-store.ts';
import { storeUser } from '../../test/fixtures.ts';
import { notificationEventOf, startNotificationStream } from './api/notification-stream.ts';

const STREAM_URL = '/api/notification/api/notification/v2/stream';

/** Feeds the text cut at the given offsets and returns every event dispatched. */
function parseInPieces(text: string, cuts: number[]): StreamEvent[] {
  const parser = new EventStreamParser();
  const events: StreamEvent[] = [];
  let from = 0;
  for (const at of [...cuts, text.length]) {
    events.push(...parser.feed(text.slice(from, at)));
    from = at;
  }
  return events;
}

describe('EventStreamParser (text/event-stream)', () => {
  const wire =
    ': ping\r\n\r\n' +
    'event: notification\r\ndata: {"totalUnRead":3}\r\n\r\n' +
    ': heartbeat\n\n' +
    'data: línea 1\ndata: línea 2\nid: 7\n\n' +
    'event: notification\rdata:{"totalUnRead":0}\r\r';
  const expected: StreamEvent[] = [
    { event: 'notification', data: '{"totalUnRead":3}', id: undefined },
    { event: 'message', data: 'línea 1\nlínea 2', id: '7' },
    { event: 'notification', data: '{"totalUnRead":0}', id: '7' },
  ];

  it('reads events, joins data lines and ignores comments (heartbeats)', () => {
    expect(parseInPieces(wire, [])).toEqual(expected);
  });

  it('gives the same events however the text is cut, a CRLF split between two chunks included', () => {
    for (let a = 0; a <= wire.length; a++) {
      expect(parseInPieces(wire, [a]), `cut at ${a}`).toEqual(expected);
    }
    // Every character in a chunk of its own.
    expect(parseInPieces(wire, [...wire].map((_, i) => i + 1).slice(0, -1))).toEqual(expected);
  });

  it('dispatches nothing for an event without data, nor before its blank line', () => {
    const parser = new EventStreamParser();
    expect(parser.feed('event: notification\n\n')).toEqual([]);
    expect(parser.feed('data: {"totalUnRead":1}\n')).toEqual([]);
    expect(parser.feed('\n')).toEqual([{ event: 'message', data: '{"totalUnRead":1}', id: undefined }]);
  });

  it('takes only "notification" events with a total as notification events', () => {
    expect(notificationEventOf({ event: 'notification', data: '{"totalUnRead":4}', id: undefined })).toEqual({
      totalUnRead: 4,
    });
    expect(notificationEventOf({ event: 'message', data: '{"totalUnRead":4}', id: undefined })).toBeNull();
    expect(notificationEventOf({ event: 'notification', data: 'no es JSON', id: undefined })).toBeNull();
    expect(notificationEventOf({ event: 'notification', data: '{"total":4}', id: undefined })).toBeNull();
  });
});

/** A streamed answer the test writes to (and ends, or breaks, as a network would). */
function streamedResponse(status = 200) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: { status, ok: status >= 200 && status < 300, body } as unknown as Response,
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
    drop: () => controller.error(new TypeError('network error')),
  };
}

interface Opened {
  auth: string | undefined;
  priority: RequestInit['priority'];
  signal: AbortSignal | undefined;
  stream: ReturnType<typeof streamedResponse>;
}

/** A fetch that opens a controllable stream per call (or answers the given status / fails). */
function fakeStreamFetch(plan: ('ok' | 'fail' | 401)[] = []) {
  const opened: Opened[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    expect(String(input)).toBe(STREAM_URL);
    const step = plan.shift() ?? 'ok';
    if (step === 'fail') throw new TypeError('Failed to fetch');
    const stream = streamedResponse(step === 401 ? 401 : 200);
    const headers = init?.headers as Record<string, string>;
    opened.push({
      auth: headers.Authorization,
      priority: init?.priority,
      signal: init?.signal ?? undefined,
      stream,
    });
    init?.signal?.addEventListener('abort', () => stream.drop());
    return stream.response;
  });
  vi.stubGlobal('fetch', fn);
  return { opened, fn };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await tick();
  expect(check()).toBe(true);
}

describe('openEventStream: one request, reconnected', () => {
  it('sends the bearer token, delivers events as they arrive and reconnects after a drop, with backoff', async () => {
    const { opened, fn } = fakeStreamFetch(['ok', 'fail', 'fail', 'ok']);
    const events: string[] = [];
    const waits: number[] = [];
    const handle = openEventStream({
      url: '/notification/api/notification/v2/stream',
      token: async () => 'tok-1',
      onEvent: (e) => events.push(e.data),
      backoffMs: (attempt) => {
        waits.push(attempt);
        return 1;
      },
    });
    await until(() => opened.length === 1);
    expect(opened[0].auth).toBe('Bearer tok-1');
    // A background request: low priority, beside the page's own.
    expect(opened[0].priority).toBe('low');
    opened[0].stream.write('event: notification\ndata: 1\n');
    await tick();
    expect(events).toEqual([]);
    opened[0].stream.write('\n: ping\n\n');
    await until(() => events.length === 1);
    // The network drops: a failed attempt, another, then a stream again.
    opened[0].stream.drop();
    await until(() => opened.length === 2);
    expect(fn).toHaveBeenCalledTimes(4);
    expect(waits).toEqual([1, 2, 3]);
    opened[1].stream.write('event: notification\ndata: 2\n\n');
    await until(() => events.length === 2);
    expect(events).toEqual(['1', '2']);
    // Once open again, the backoff starts over.
    opened[1].stream.end();
    await until(() => opened.length === 3);
    expect(waits).toEqual([1, 2, 3, 1]);
    handle.close();
  });

  it('reopens at once with the new token on reconnect(), and waits for one after a 401', async () => {
    const { opened } = fakeStreamFetch(['ok', 401, 'ok']);
    let token = 'tok-1';
    const handle = openEventStream({
      url: '/notification/api/notification/v2/stream',
      token: async () => token,
      onEvent: () => {},
      backoffMs: () => 60_000,
    });
    await until(() => opened.length === 1);
    token = 'tok-2';
    handle.reconnect();
    await until(() => opened.length === 2);
    expect(opened[0].signal?.aborted).toBe(true);
    expect(opened[1].auth).toBe('Bearer tok-2');
    // Refused (401): no retry with the same token…
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(opened).toHaveLength(2);
    // …until the token changes.
    token = 'tok-3';
    handle.reconnect();
    await until(() => opened.length === 3);
    expect(opened[2].auth).toBe('Bearer tok-3');
    handle.close();
    expect(opened[2].signal?.aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(opened).toHaveLength(3);
  });
});

describe('the notification stream of the tab', () => {
  beforeEach(() => {
    session.loginSuccess({ user: storeUser(), access_token: 'tok-1', refresh_token: 'r' });
  });
  afterEach(() => session.logout());

  it('is one per tab, follows the token and closes on sign-out', async () => {
    const { opened } = fakeStreamFetch();
    const client = new QueryClient();
    const leaveA = startNotificationStream(client);
    const leaveB = startNotificationStream(client);
    await until(() => opened.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(opened).toHaveLength(1);
    session.tokensReceived('tok-2', 'r2');
    await until(() => opened.length === 2);
    expect(opened[1].auth).toBe('Bearer tok-2');
    session.logout();
    await until(() => opened[1].signal?.aborted === true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(opened).toHaveLength(2);
    leaveA();
    leaveB();
  });
});
