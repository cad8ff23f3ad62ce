import { Redis, type Result } from 'ioredis';
import { type AttemptCounter, LimitsUnavailableError, type Tally } from './attempt-counter.ts';

/** Prefix of every counter's key unless another is given (one Redis may serve other applications too). */
export const DEFAULT_LIMITS_PREFIX = 'tu360:limits:';

/** How long a command may take before the counter gives up on Redis (a hung server must not hang sign-ins). */
const COMMAND_TIMEOUT_MS = 1000;
/** An outage is logged once in this long, not once per request. */
const OUTAGE_LOG_EVERY_MS = 10_000;

interface WarnLog {
  warn(obj: object, msg: string): void;
}

// KEYS[1]: the counter; ARGV[1]: by; ARGV[2]: the window in ms. Atomic, so requests of several instances at once
// each see their own count; a give-back (by = -1) never takes a count below zero. The window opens with the key
// (PEXPIRE ... NX, Redis 7) and is not pushed back by later attempts.
const ADD_SCRIPT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[1])
if count < 0 then
  redis.call('SET', KEYS[1], 0, 'KEEPTTL')
  count = 0
end
redis.call('PEXPIRE', KEYS[1], ARGV[2], 'NX')
return {count, redis.call('PTTL', KEYS[1])}
`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    tu360AddAttempts(key: string, by: number, windowMs: number): Result<[number, number], Context>;
  }
}

/**
 * A Redis client as the counters want it: a command fails at once while the connection is down instead of
 * waiting in a queue (a sign-in then gets its 503 now, not after a minute), a command in flight when the
 * connection drops is not sent again (it may have been counted already), and none waits past a second.
 */
export function createRedisClient(url: string, opts: { log?: WarnLog } = {}): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectionName: 'tu360-api',
    // Connected by the caller (await redis.connect()); after a failure, retried every 2 s at most.
    lazyConnect: true,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  let lastLogged = 0;
  // Without a listener ioredis prints every reconnection failure to stderr.
  redis.on('error', (err: Error) => {
    const now = Date.now();
    if (now - lastLogged < OUTAGE_LOG_EVERY_MS) return;
    lastLogged = now;
    opts.log?.warn({ err: { message: err.message } }, 'Redis no responde');
  });
  return redis;
}

/**
 * The counters of the request limits in Redis, shared by every instance of the API (issue 16): one round trip
 * per attempt (a script: INCRBY, PEXPIRE NX, PTTL). Keys are `<prefix><key>` and expire with their window, so
 * Redis holds only the open ones.
 */
export class RedisAttemptCounter implements AttemptCounter {
  private readonly prefix: string;
  private readonly log?: WarnLog;
  private lastLogged = 0;
  /** Commands sent to Redis by this counter (the metric tu360_redis_commands_total). */
  commands = 0;

  constructor(
    private readonly redis: Redis,
    opts: { prefix?: string; log?: WarnLog } = {},
  ) {
    this.prefix = opts.prefix ?? DEFAULT_LIMITS_PREFIX;
    this.log = opts.log;
    // Sent as EVALSHA, the script itself only the first time on a connection (ioredis keeps track).
    redis.defineCommand('tu360AddAttempts', { numberOfKeys: 1, lua: ADD_SCRIPT });
  }

  async add(key: string, windowMs: number, by = 1): Promise<Tally> {
    this.commands++;
    const [count, ttl] = await this.guard(() =>
      this.redis.tu360AddAttempts(this.prefix + key, by, Math.max(1, Math.round(windowMs))),
    );
    return { count: Number(count), resetInMs: Math.max(0, Number(ttl)) };
  }

  async peek(key: string): Promise<Tally> {
    this.commands += 2;
    const answers = await this.guard(() =>
      this.redis
        .pipeline()
        .get(this.prefix + key)
        .pttl(this.prefix + key)
        .exec(),
    );
    const [[getError, count] = [], [ttlError, ttl] = []] = answers ?? [];
    if (getError || ttlError) throw new LimitsUnavailableError(getError ?? ttlError);
    // The window may have closed between the two commands: nothing counted then.
    return count !== null && Number(ttl) > 0
      ? { count: Number(count), resetInMs: Number(ttl) }
      : { count: 0, resetInMs: 0 };
  }

  /** Whether Redis answers (the readiness check). */
  async ping(): Promise<void> {
    this.commands++;
    await this.guard(() => this.redis.ping());
  }

  private async guard<T>(command: () => Promise<T>): Promise<T> {
    try {
      return await command();
    } catch (e) {
      const now = Date.now();
      if (now - this.lastLogged >= OUTAGE_LOG_EVERY_MS) {
        this.lastLogged = now;
        this.log?.warn(
          { err: { message: e instanceof Error ? e.message : String(e) } },
          'los límites compartidos no responden (Redis)',
        );
      }
      throw new LimitsUnavailableError(e);
    }
  }
}
