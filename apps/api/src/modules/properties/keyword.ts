import { and, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { properties, searchWords } from '../../db/schema.ts';
import { likePattern } from '../../lib/tenant-scope.ts';

/** Characters of each word kept on either side of a space of the keyword (a trigram's worth). */
const SIDE = 3;
/** At most this many spaces of a keyword are asked of the index: the first ones; more only narrow further. */
const MAX_WINDOWS = 3;

/**
 * The LIKE patterns the name's trigram index is asked for a keyword (`effectiveKeyword`'s), before they are read as
 * the index reads the name (searchWords, in SQL: lower-cased by the database as ILIKE would): around each of its
 * first spaces, the end of the word before and the start of the word after, whose trigrams across the words are
 * the rarest (those inside long words, shared by many names, make the index's intersection slow and narrow little
 * more); a keyword of one word, whole. Each is a part of the keyword, so every name holding the keyword matches
 * them all: they find candidates, never lose one.
 */
export function keywordIndexPatterns(keyword: string): string[] {
  const windows: string[] = [];
  for (let at = keyword.indexOf(' '); at >= 0 && windows.length < MAX_WINDOWS; ) {
    // Spaces in a row are one gap: the window spans them.
    let end = at;
    while (keyword[end + 1] === ' ') end++;
    const window = keyword.slice(Math.max(0, at - SIDE), end + 1 + SIDE);
    if (!windows.includes(window)) windows.push(window);
    at = keyword.indexOf(' ', end + 1);
  }
  return (windows.length ? windows : [keyword]).map(likePattern);
}

type Value = string | Placeholder | SQL;

/**
 * A property's name holds the keyword, case aside (as `name ILIKE '%keyword%'`), read through name_words: its
 * trigram index gives the candidates by the keyword's parts (`parts`: keywordIndexPatterns's, as bound), and the
 * keyword's own reading is then looked for in each candidate's. The reading swaps spaces and q's, one for one, so
 * the reading of a name holds the keyword's reading exactly when the name holds the keyword; the last check is
 * strpos, not LIKE, so that the planner does not ask the index for the keyword's common trigrams too.
 */
export function nameHolds(keyword: Value, parts: Value[]): SQL | undefined {
  return and(
    ...parts.map((part) => sql`${properties.nameWords} like ${searchWords(sql`${part}`)}`),
    sql`strpos(${properties.nameWords}, ${searchWords(sql`${keyword}`)}) > 0`,
  );
}
