// The counts per group that the list's totals sum (issue 19, docs/adr/0015-list-totals.md). The triggers of
// migration 0013 add a row per group changed by each write; this folds each group's rows into one, so that a sum
// stays a read of a few rows however many writes there were.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';

/** How often each instance folds the counts (any instance may; two at once still keep every sum). */
export const COUNTS_COMPACTION_MS = 60_000;

/**
 * Folds the rows of every group that has more than one into a single row (none when they sum to 0). Safe beside
 * writes and beside another instance folding: the rows it deletes are the ones it sums, in one statement; a row
 * added meanwhile is not seen, and stays.
 */
export async function compactPropertyCounts(db: Db): Promise<void> {
  await db.execute(sql`
    with grouped as (
      select seller_id, constructor_id, is_real_state, status, progress, category_id
        from property_counts
       group by 1, 2, 3, 4, 5, 6
      having count(*) > 1 or sum(n) = 0
    ), gone as (
      delete from property_counts c using grouped g
       where c.seller_id = g.seller_id and c.constructor_id = g.constructor_id
         and c.is_real_state = g.is_real_state and c.status = g.status and c.progress = g.progress
         and c.category_id = g.category_id
      returning c.seller_id, c.constructor_id, c.is_real_state, c.status, c.progress, c.category_id, c.n
    )
    insert into property_counts (seller_id, constructor_id, is_real_state, status, progress, category_id, n)
    select seller_id, constructor_id, is_real_state, status, progress, category_id, sum(n)
      from gone
     group by 1, 2, 3, 4, 5, 6
    having sum(n) <> 0`);
}

/** Folds the counts every COUNTS_COMPACTION_MS while the app runs. */
export function scheduleCountsCompaction(app: FastifyInstance, db: Db, everyMs = COUNTS_COMPACTION_MS) {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = compactPropertyCounts(db)
      .catch((error) => app.log.warn({ err: error }, 'no se pudieron compactar los conteos de inmuebles'))
      .finally(() => {
        running = undefined;
      });
  }, everyMs);
  timer.unref();
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}
