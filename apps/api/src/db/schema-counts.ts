// The property list's totals at scale (issue 19, docs/adr/0015-list-totals.md): how many properties each group of
// (project, builder, kind, status, completeness, category) holds, kept by triggers on `properties` in the same transaction as
// every write (migration 0013), so that a total by scope, status and category is a sum over a few rows instead of
// a count over up to a million.
import { bigserial, boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';

/**
 * Changes to the counts, added by the triggers (never updated in place, so that concurrent writes never wait for
 * each other on a counter row); a group's total is the sum of its rows. `compactPropertyCounts` folds each
 * group's rows into one now and then. category_id is the property's vtex_category_id, 0 when it has none.
 */
export const propertyCounts = pgTable(
  'property_counts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sellerId: uuid('seller_id').notNull(),
    constructorId: uuid('constructor_id').notNull(),
    isRealState: boolean('is_real_state').notNull(),
    status: text('status').notNull(),
    progress: text('progress').notNull(),
    categoryId: integer('category_id').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    index('property_counts_seller_idx').on(t.sellerId, t.status, t.categoryId),
    index('property_counts_constructor_idx').on(t.constructorId, t.status, t.categoryId),
  ],
);
