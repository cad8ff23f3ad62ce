import { LOGIN_LOCK } from '@tu360/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures, loginLocks } from '../../db/schema.ts';

/**
 * Five failures for one account within 15 minutes lock it for 15 minutes. Failures are kept per
 * user name whether or not it exists, so the lock itself does not reveal which accounts exist.
 */
export class LoginLockout {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private key(userName: string) {
    return userName.trim().toLowerCase();
  }

  async lockedUntil(userName: string): Promise<Date | undefined> {
    const [row] = await this.db
      .select()
      .from(loginLocks)
      .where(and(eq(loginLocks.userName, this.key(userName)), gt(loginLocks.lockedUntil, this.now())));
    return row?.lockedUntil;
  }

  /** Records a failure; returns true when this failure locks the account. */
  async recordFailure(userName: string): Promise<boolean> {
    const key = this.key(userName);
    const now = this.now();
    return this.db.transaction(async (tx) => {
      await tx.insert(loginFailures).values({ userName: key, at: now });
      const since = new Date(now.getTime() - LOGIN_LOCK.windowMs);
      const [{ count }] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(loginFailures)
        .where(and(eq(loginFailures.userName, key), gt(loginFailures.at, since)));
      if (count < LOGIN_LOCK.maxFailures) return false;
      const lockedUntil = new Date(now.getTime() + LOGIN_LOCK.lockMs);
      await tx
        .insert(loginLocks)
        .values({ userName: key, lockedUntil })
        .onConflictDoUpdate({ target: loginLocks.userName, set: { lockedUntil } });
      await tx.delete(loginFailures).where(eq(loginFailures.userName, key));
      return true;
    });
  }

  async clear(userName: string): Promise<void> {
    const key = this.key(userName);
    await this.db.delete(loginFailures).where(eq(loginFailures.userName, key));
    await this.db.delete(loginLocks).where(eq(loginLocks.userName, key));
  }
}
