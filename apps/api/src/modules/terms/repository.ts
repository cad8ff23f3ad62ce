import type { TermsVersion } from '@tu360/domain/contracts';
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { termsVersions } from '../../db/schema.ts';

type Reader = Pick<Db, 'select'>;
type Row = typeof termsVersions.$inferSelect;

export const toTermsVersion = (row: Row): TermsVersion => ({
  version: row.version,
  title: row.title,
  body: row.body,
  publishedAt: row.publishedAt.toISOString(),
});

/** The current terms: the newest published version (none before the first is seeded). */
export async function currentTerms(db: Reader): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(termsVersions)
    .orderBy(desc(termsVersions.publishedAt), desc(termsVersions.id))
    .limit(1);
  return row;
}

/** The label of the current version (what an acceptance records), or null when none is published. */
export async function currentTermsVersion(db: Reader): Promise<string | null> {
  const [row] = await db
    .select({ version: termsVersions.version })
    .from(termsVersions)
    .orderBy(desc(termsVersions.publishedAt), desc(termsVersions.id))
    .limit(1);
  return row?.version ?? null;
}
