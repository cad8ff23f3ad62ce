import type { Database } from '../../db/client.ts';
import { NOTIFICATIONS_CHANNEL } from './notify.ts';

/** One open stream as the hub knows it: whose it is, what to do when that user's notifications change. */
/** The retry hint (SSE "retry:") of streams ended because their instance stops: another one serves them by then. */
export const RECONNECT_AFTER_CLOSE_MS = 1000;

export interface Subscriber {
  userId: string;
  /** The user's notifications changed (a NOTIFY named them). */
  changed(): void;
  /** End the stream now; `retryMs`: the app is closing, and the client may come back (to another instance) after it. */
  end(retryMs?: number): void;
}

/**
 * The live notifications of one app instance: ONE LISTEN on the database (started with the first stream, not one
 * per stream), fanned out in memory to the open streams of the users each NOTIFY names. On PostgreSQL the NOTIFY
 * of any instance on the same database arrives here; on PGlite, this process's own.
 */
export class NotificationHub {
  private readonly byUser = new Map<string, Set<Subscriber>>();
  private listening: Promise<() => Promise<void>> | null = null;
  private closed = false;
  private readonly inflight = new Map<string, Promise<unknown>>();
  /** How many NOTIFYs have arrived: what a stream reads for a delivery is read after it. */
  deliveries = 0;

  constructor(private readonly database: Database) {}

  /** How many streams are open (tests and the bench read it). */
  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  /** Adds a stream; resolves once the instance listens, so that no committed change is missed after it. */
  async add(s: Subscriber): Promise<void> {
    if (this.closed) throw new Error('notification hub closed');
    const set = this.byUser.get(s.userId) ?? new Set<Subscriber>();
    this.byUser.set(s.userId, set);
    set.add(s);
    this.listening ??= this.database.listen(NOTIFICATIONS_CHANNEL, (payload) => this.deliver(payload));
    try {
      await this.listening;
    } catch (error) {
      this.listening = null;
      this.remove(s);
      throw error;
    }
  }

  remove(s: Subscriber): void {
    const set = this.byUser.get(s.userId);
    if (!set) return;
    set.delete(s);
    if (!set.size) this.byUser.delete(s.userId);
  }

  /**
   * Runs `read` once for all the streams asking with the same key while it runs: the tabs of one user (or one
   * session) woken by the same delivery share its queries, instead of one round of queries per tab.
   */
  share<T>(key: string, read: () => Promise<T>): Promise<T> {
    const running = this.inflight.get(key);
    if (running) return running as Promise<T>;
    const p = read().finally(() => this.inflight.delete(key));
    this.inflight.set(key, p);
    return p;
  }

  private deliver(payload: string): void {
    this.deliveries++;
    for (const userId of new Set(payload.split(','))) {
      const set = this.byUser.get(userId);
      if (set) for (const s of [...set]) s.changed();
    }
  }

  /**
   * Wakes every open stream as a delivery would: each checks its session again (maintenance mode switched on ends
   * the streams of those it refuses) and sends its count.
   */
  wakeAll(): void {
    this.deliveries++;
    for (const set of [...this.byUser.values()]) for (const s of [...set]) s.changed();
  }

  /** Ends every open stream and stops listening (the app is closing: its requests in flight must finish). */
  async close(): Promise<void> {
    this.closed = true;
    for (const set of [...this.byUser.values()]) for (const s of [...set]) s.end(RECONNECT_AFTER_CLOSE_MS);
    this.byUser.clear();
    const listening = this.listening;
    this.listening = null;
    if (listening) await (await listening.catch(() => async () => {}))();
  }
}
