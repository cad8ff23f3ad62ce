import type { NotificationEvent } from '@tu360/domain/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { NotificationHub, Subscriber } from './hub.ts';
import { liveSnapshot } from './repository.ts';

/** A comment line every 25 s keeps proxies from closing an idle stream, and re-checks the session. */
export const HEARTBEAT_MS = 25_000;
/** A client that reads nothing while this much waits for it is dropped (it reconnects when it can). */
const MAX_BUFFERED = 256 * 1024;

export interface StreamOptions {
  db: Db;
  hub: NotificationHub;
  userId: string;
  /** Whether the session that opened the stream is still live (not signed out, user not deactivated). */
  live: () => Promise<boolean>;
  /** Who `live` is about (the session): tabs of one session share its check. */
  liveKey: string;
  heartbeatMs?: number;
  log: FastifyRequest['log'];
}

/**
 * One tab's live notifications (text/event-stream). On connect it sends the caller's unread total; each time a
 * NOTIFY names the caller, a `notification` event with the new total and, when one arrived, the newest
 * notification. The session is checked before every event and heartbeat: a signed-out or deactivated user's
 * stream ends. Only the caller's own rows are ever read.
 */
class NotificationStream implements Subscriber {
  private chain: Promise<void> = Promise.resolve();
  private pending = false;
  private ended = false;
  private timer: NodeJS.Timeout | undefined;
  /** The newest notification this stream has already accounted for. */
  private seen: bigint | null = null;
  /** The delivery this stream is to answer (the hub's count when it was woken). */
  private round = 0;

  constructor(
    private readonly reply: FastifyReply,
    private readonly o: StreamOptions,
  ) {}

  get userId() {
    return this.o.userId;
  }

  async open(): Promise<void> {
    const raw = this.reply.raw;
    raw.on('close', () => this.end());
    // Listening before the first count: a change committed meanwhile is then counted by a later event.
    await this.o.hub.add(this);
    // First in the stream's queue: a change announced meanwhile is sent after it, never before.
    this.enqueue(async () => {
      const { totalUnRead, newest } = await liveSnapshot(this.o.db, this.o.userId);
      this.seen = newest?.at ?? null;
      this.send('notification', { totalUnRead });
    });
    await this.chain;
    if (this.ended) return;
    this.timer = setInterval(() => this.enqueue(() => this.heartbeat()), this.o.heartbeatMs ?? HEARTBEAT_MS);
    this.timer.unref();
  }

  changed(): void {
    if (this.ended) return;
    this.round = this.o.hub.deliveries;
    if (this.pending) return;
    // Changes that arrive while one is being sent are sent once, after it.
    this.pending = true;
    this.enqueue(async () => {
      this.pending = false;
      await this.update();
    });
  }

  end(retryMs?: number): void {
    if (this.ended) return;
    this.ended = true;
    clearInterval(this.timer);
    this.o.hub.remove(this);
    if (this.reply.raw.writableEnded) return;
    // The instance stops: the client is told when to come back (its balancer sends it to another one).
    if (retryMs !== undefined) this.reply.raw.end(`retry: ${retryMs}\n\n`);
    else this.reply.raw.end();
  }

  private enqueue(step: () => Promise<void>) {
    this.chain = this.chain
      .then(() => (this.ended ? undefined : step()))
      .catch((error) => {
        this.o.log.warn({ err: error }, 'notification stream ended on an error');
        this.end();
      });
  }

  private async stillLive(): Promise<boolean> {
    const { hub, liveKey, live } = this.o;
    if (await hub.share(`live:${liveKey}:${hub.deliveries}`, live)) return true;
    this.end();
    return false;
  }

  private async update() {
    if (!(await this.stillLive())) return;
    const { hub, db, userId } = this.o;
    // Read after the delivery that woke this stream (the key names it): the tabs it woke share one read.
    const { totalUnRead, newest } = await hub.share(`user:${userId}:${this.round}`, () =>
      liveSnapshot(db, userId),
    );
    const event: NotificationEvent = { totalUnRead };
    if (newest && (this.seen === null || newest.at > this.seen)) {
      this.seen = newest.at;
      event.notification = newest.item;
    }
    this.send('notification', event);
  }

  private async heartbeat() {
    if (await this.stillLive()) this.write(': ping\n\n');
  }

  private send(event: string, data: NotificationEvent) {
    this.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  private write(chunk: string) {
    if (this.ended) return;
    const raw = this.reply.raw;
    if (raw.writableLength > MAX_BUFFERED) return this.end();
    raw.write(chunk);
  }
}

/** Answers the request with the caller's live stream (the reply is taken over from Fastify). */
export async function openNotificationStream(reply: FastifyReply, o: StreamOptions): Promise<void> {
  reply.hijack();
  // The headers set so far (the security headers) go out with the stream's own.
  for (const [name, value] of Object.entries(reply.getHeaders()))
    if (value !== undefined) reply.raw.setHeader(name, value);
  reply.raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // Proxies (nginx) must pass each event on as it is written.
    'x-accel-buffering': 'no',
  });
  reply.raw.flushHeaders();
  const stream = new NotificationStream(reply, o);
  try {
    await stream.open();
  } catch (error) {
    o.log.warn({ err: error }, 'notification stream could not open');
    stream.end();
  }
}
