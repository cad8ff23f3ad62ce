import { isIPv6 } from 'node:net';
import { HttpError } from '../../lib/errors.ts';

/** Attempts counted under one key in the current window. */
export interface Tally {
  count: number;
  /** Milliseconds until the window closes and the count starts again from zero. */
  resetInMs: number;
}

/**
 * Fixed-window counters for the request limits (sign-in doors, integration keys). The window of a key opens with
 * its first attempt and lasts windowMs. Kept this small on purpose: a shared store replaces the in-memory one with
 * INCRBY and PEXPIRE ... NX (RedisAttemptCounter) when the API runs as several instances; a shared store that does
 * not answer throws LimitsUnavailableError.
 */
export interface AttemptCounter {
  /**
   * Counts `by` attempts (one by default; -1 gives back an attempt reserved before its outcome was
   * known, never below zero); answers the tally including them.
   */
  add(key: string, windowMs: number, by?: number): Promise<Tally>;
  /** The tally without counting. */
  peek(key: string): Promise<Tally>;
}

export const LIMITS_UNAVAILABLE =
  'No es posible verificar los límites de ingreso en este momento. Intente de nuevo en unos minutos.';

/**
 * A shared store did not answer (RedisAttemptCounter). The attempt was not counted, so what it guards must not go
 * ahead: the sign-in doors answer 503 with this message (errors.ts answers an HttpError with its own status).
 * Callers whose limit only protects capacity (the sign-in ceiling, an integration key's rate) let the request on.
 */
export class LimitsUnavailableError extends HttpError {
  constructor(readonly cause: unknown) {
    super(503, LIMITS_UNAVAILABLE);
  }
}

const EMPTY: Tally = { count: 0, resetInMs: 0 };

/** One process's counters. Closed windows are swept as new keys arrive, so memory follows the traffic. */
export class MemoryAttemptCounter implements AttemptCounter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private addsSinceSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  async add(key: string, windowMs: number, by = 1): Promise<Tally> {
    const now = this.now();
    if (++this.addsSinceSweep >= 1000) this.sweep(now);
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, w);
    }
    w.count = Math.max(0, w.count + by);
    return { count: w.count, resetInMs: w.resetAt - now };
  }

  async peek(key: string): Promise<Tally> {
    const now = this.now();
    const w = this.windows.get(key);
    return w && w.resetAt > now ? { count: w.count, resetInMs: w.resetAt - now } : EMPTY;
  }

  /** Keys with an open window (for tests and diagnostics). */
  get size(): number {
    this.sweep(this.now());
    return this.windows.size;
  }

  private sweep(now: number) {
    this.addsSinceSweep = 0;
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }
}

/**
 * The key of a client address: an IPv4-mapped IPv6 address is its IPv4 address, and an IPv6 address
 * counts as its /64 network, which one subscriber usually holds whole (rotating within it changes nothing).
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // A trailing dotted IPv4 part takes the room of two groups.
  const width = (parts: string[]) => parts.length + (parts.at(-1)?.includes('.') ? 1 : 0);
  const groups = ip.includes('::')
    ? [...left, ...Array(8 - width(left) - width(right)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
