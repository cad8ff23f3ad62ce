import { es } from '@tu360/domain';
import type { Db } from '../../db/client.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { type AttemptCounter, addressKey, LimitsUnavailableError } from './attempt-counter.ts';
import { findUserByName, type UserRow } from './identity.ts';
import type { LoginLockout } from './lockout.ts';

const MINUTE = 60_000;
/** Window of the per-e-mail limit of recovery and reset. */
export const EMAIL_WINDOW_MS = 15 * MINUTE;

export interface SignInLimits {
  /** Wrong passwords a minute from one address; the next attempt gets 429 until the minute ends. */
  failuresPerAddress: number;
  /** Requests a minute from one address to a sign-in door, whatever their outcome (the ceiling). */
  requestsPerAddress: number;
  /** Recovery (and, separately, reset) requests a minute from one address. */
  recoveryPerAddress: number;
  /** Recovery (and, separately, reset) requests per e-mail in 15 minutes. */
  recoveryPerEmail: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  failuresPerAddress: 20,
  requestsPerAddress: 600,
  recoveryPerAddress: 10,
  recoveryPerEmail: 5,
};

/** A refusal for too many attempts: 429 with Retry-After. */
export interface Throttled {
  retryAfterSeconds: number;
  message: string;
}

export type CredentialCheck =
  | { ok: true; user: UserRow }
  | { ok: false; reason: 'throttled'; message: string; retryAfterSeconds: number }
  | { ok: false; reason: 'locked' | 'invalid'; message: string };

// A hash of a random password, verified when the user does not exist so both paths take the same time.
const DUMMY_HASH = hashPassword('usuario-inexistente-#2026');

const throttled = (resetInMs: number): Throttled => ({
  retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)),
  message: es.auth.throttled,
});

/**
 * The one credential check behind every sign-in door (the token endpoint's password grant and the
 * development identity provider's form): the per-address failure throttle, the per-account lockout,
 * disabled users, user names whatever their case, and the same Spanish messages.
 *
 * When the counters live in Redis and Redis does not answer (LimitsUnavailableError), the limits that stop
 * guessing fail closed: no password is checked and no recovery mail sent (503, in Spanish), since an uncounted
 * attempt would let a spray through. The ceiling only protects capacity and lets the request on, so that the
 * refresh grant keeps sessions going through an outage.
 */
export class SignInGuard {
  constructor(
    private readonly db: Db,
    private readonly lockout: LoginLockout,
    private readonly counter: AttemptCounter,
    readonly limits: SignInLimits = DEFAULT_SIGN_IN_LIMITS,
  ) {}

  /** The ceiling of a sign-in door: counts the request; refuses it past requestsPerAddress a minute. */
  async admit(ip: string): Promise<Throttled | null> {
    try {
      const tally = await this.counter.add(`sign-in:${addressKey(ip)}`, MINUTE);
      return tally.count > this.limits.requestsPerAddress ? throttled(tally.resetInMs) : null;
    } catch (e) {
      if (e instanceof LimitsUnavailableError) return null;
      throw e;
    }
  }

  /**
   * Checks a user name and password from an address. A wrong password counts toward the account's
   * lockout and the address's failure budget; a success counts toward neither (and clears the account's
   * failures). An address past its budget gets no password checked until its minute ends.
   */
  async checkPassword(userName: string, password: string, ip: string): Promise<CredentialCheck> {
    const failuresKey = `sign-in-failures:${addressKey(ip)}`;
    // The attempt is counted as a failure before the password is checked and given back if it was not
    // one: requests sent all at once cannot slip past the budget while their passwords are being checked.
    const spent = await this.counter.add(failuresKey, MINUTE);
    if (spent.count > this.limits.failuresPerAddress)
      return { ok: false, reason: 'throttled', ...throttled(spent.resetInMs) };
    // A give-back lost to an outage leaves the attempt counted as a failure: the safe side.
    const giveBack = () =>
      this.counter.add(failuresKey, MINUTE, -1).catch((e) => {
        if (!(e instanceof LimitsUnavailableError)) throw e;
      });
    const name = userName.trim();
    // No password is checked on a locked account, so the attempt does not spend the address's budget
    // (a colleague retrying while locked does not lock out the rest of the office).
    if (await this.lockout.lockedUntil(name)) {
      await giveBack();
      return { ok: false, reason: 'locked', message: es.auth.locked };
    }
    const user = name ? await findUserByName(this.db, name) : undefined;
    const valid =
      user?.passwordHash && user.isActive
        ? await verifyPassword(user.passwordHash, password)
        : (await verifyPassword(await DUMMY_HASH, password)) && false;
    if (!user || !valid) {
      const locked = await this.lockout.recordFailure(name);
      return locked
        ? { ok: false, reason: 'locked', message: es.auth.locked }
        : { ok: false, reason: 'invalid', message: es.auth.invalidGrant };
    }
    await giveBack();
    await this.lockout.clear(name);
    return { ok: true, user };
  }

  /** Recovery and reset: counted per address a minute and per e-mail in 15 minutes, each door apart. */
  async admitRecovery(door: 'recovery' | 'reset', email: string, ip: string): Promise<Throttled | null> {
    const byAddress = await this.counter.add(`${door}:${addressKey(ip)}`, MINUTE);
    if (byAddress.count > this.limits.recoveryPerAddress) return throttled(byAddress.resetInMs);
    const byEmail = await this.counter.add(`${door}-email:${email.trim().toLowerCase()}`, EMAIL_WINDOW_MS);
    if (byEmail.count > this.limits.recoveryPerEmail) return throttled(byEmail.resetInMs);
    return null;
  }
}
