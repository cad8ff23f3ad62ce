/**
 * Server-sent events over fetch (issue 14). EventSource cannot send an Authorization header, so the portal reads
 * the text/event-stream itself: `EventStreamParser` turns the text as it arrives (cut anywhere) into events, and
 * `openEventStream` keeps one request open, reconnecting with backoff after a drop or when the token changes.
 */
import { goToMaintenance, isMaintenanceAnswer } from './maintenance.ts';

/** One dispatched event: its type ("message" unless the server named one), its data and its id. */
export interface StreamEvent {
  event: string;
  data: string;
  id: string | undefined;
}

/**
 * The event-stream format of the HTML standard: lines end in CRLF, LF or CR; a blank line dispatches the event
 * gathered so far; lines starting with ":" are comments (heartbeats); `data` lines join with "\n"; an event
 * without data is not dispatched. Feed it text in chunks of any size: a line (or a CRLF) cut between two chunks
 * is put back together.
 */
export class EventStreamParser {
  private buffer = '';
  /** The previous chunk ended in CR: an LF at the start of the next one belongs to that line end. */
  private pendingCr = false;
  private data: string[] = [];
  private type = '';
  private lastId: string | undefined;
  /** The server's reconnection time ("retry:" field), when it sent one. */
  retryMs: number | undefined;

  feed(chunk: string): StreamEvent[] {
    let text = chunk;
    if (this.pendingCr && text.startsWith('\n')) text = text.slice(1);
    this.pendingCr = false;
    this.buffer += text;
    const events: StreamEvent[] = [];
    for (;;) {
      const match = /\r\n|\r|\n/.exec(this.buffer);
      if (!match) break;
      // A CR at the very end may be the first half of a CRLF: take the line, drop the LF if it comes.
      if (match[0] === '\r' && match.index === this.buffer.length - 1) this.pendingCr = true;
      const line = this.buffer.slice(0, match.index);
      this.buffer = this.buffer.slice(match.index + match[0].length);
      const event = this.line(line);
      if (event) events.push(event);
    }
    return events;
  }

  private line(line: string): StreamEvent | null {
    if (line === '') {
      const event =
        this.data.length > 0
          ? { event: this.type || 'message', data: this.data.join('\n'), id: this.lastId }
          : null;
      this.data = [];
      this.type = '';
      return event;
    }
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') this.data.push(value);
    else if (field === 'event') this.type = value;
    else if (field === 'id' && !value.includes('\0')) this.lastId = value;
    else if (field === 'retry' && /^\d+$/.test(value)) this.retryMs = Number(value);
    return null;
  }
}

export interface EventStreamOptions {
  /** The API path (under /api) of the stream. */
  url: string;
  /** The bearer token to send; null: nobody is signed in, nothing is opened. */
  token: () => Promise<string | null>;
  onEvent: (event: StreamEvent) => void;
  /** Called each time the stream is open (the server answered 200). */
  onOpen?: () => void;
  /** Waits before the nth reconnection (1, 2, …) after a failure; reset once a stream opens. */
  backoffMs?: (attempt: number) => number;
}

/** 1 s, 2 s, 4 s … up to 30 s, with up to a fifth of jitter so that many tabs do not come back together. */
export function defaultBackoff(attempt: number): number {
  const base = Math.min(30_000, 1000 * 2 ** (attempt - 1));
  return base + Math.floor(Math.random() * base * 0.2);
}

export interface EventStreamHandle {
  /** Drops the current request (if any) and opens a new one at once: the token changed. */
  reconnect(): void;
  /** Closes the stream for good (sign-out). */
  close(): void;
}

/**
 * Keeps one event stream open: fetch with the bearer token in the Authorization header, the body read as text and
 * parsed; when the request fails or the stream ends it waits (backoff) and opens it again. A 401 or 403 waits for
 * a reconnect() (a new token) instead of retrying with the same one.
 */
export function openEventStream(options: EventStreamOptions): EventStreamHandle {
  const backoff = options.backoffMs ?? defaultBackoff;
  let closed = false;
  let controller: AbortController | null = null;
  let wake: (() => void) | null = null;
  let attempt = 0;
  /** reconnect() asked for a new request now: no wait after the one it dropped. */
  let immediate = false;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = ms === Number.POSITIVE_INFINITY ? undefined : setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });

  /** One request, read to its end; 'refused' when the server said the token is not good. */
  async function once(): Promise<'ended' | 'refused'> {
    serverRetryMs = undefined;
    const token = await options.token();
    if (!token) return 'refused';
    controller = new AbortController();
    const res = await fetch(`/api${options.url}`, {
      headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
      signal: controller.signal,
      cache: 'no-store',
      // A stream open as long as the page is: it should not compete with the page's own requests while they load,
      // and a request of high priority that never ends keeps a page "loading" for tools that wait for the important
      // ones to end (Lighthouse waited its 45 s limit on every signed-in page, and warned that its results might be
      // incomplete). The EventSource API that such tools recognise cannot send the bearer token.
      priority: 'low',
    });
    if (res.status === 401 || res.status === 403) return 'refused';
    // Maintenance mode (issue 15) ended the stream: its page, like any other call's 503.
    if (isMaintenanceAnswer(res)) goToMaintenance();
    if (!res.ok || !res.body) throw new Error(`stream ${res.status}`);
    attempt = 0;
    options.onOpen?.();
    const parser = new EventStreamParser();
    const decoder = new TextDecoder();
    const reader = res.body.getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      for (const event of parser.feed(decoder.decode(value, { stream: true }))) options.onEvent(event);
      serverRetryMs = parser.retryMs;
    }
    return 'ended';
  }

  /** The server's "retry:" of the stream that just ended (an instance that stops sends one). */
  let serverRetryMs: number | undefined;

  async function run() {
    while (!closed) {
      let outcome: 'ended' | 'refused' | 'failed';
      try {
        outcome = await once();
      } catch {
        outcome = 'failed';
      }
      controller = null;
      if (closed) break;
      if (immediate) {
        immediate = false;
        continue;
      }
      if (outcome === 'refused') await sleep(Number.POSITIVE_INFINITY);
      else if (outcome === 'ended' && serverRetryMs !== undefined) {
        // As the server asked, with a fifth of jitter so that the tabs of a stopped instance spread out.
        attempt++;
        await sleep(serverRetryMs + Math.floor(Math.random() * serverRetryMs * 0.2));
      } else {
        attempt++;
        await sleep(backoff(attempt));
      }
    }
  }

  void run();
  return {
    reconnect() {
      if (closed) return;
      attempt = 0;
      if (controller) {
        immediate = true;
        controller.abort();
      }
      wake?.();
    },
    close() {
      closed = true;
      controller?.abort();
      wake?.();
    },
  };
}
