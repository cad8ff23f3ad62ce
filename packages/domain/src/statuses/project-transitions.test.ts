import { describe, expect, it } from 'vitest';
import { canTransitionProject, PROJECT_STATUSES, type ProjectStatus } from './project-status.ts';

/**
 * Oracle written by hand from spec section 4 (and issue 9 for showing a hidden project again), not read from PROJECT_TRANSITIONS:
 * every ordered pair of the five statuses, 20 rows × 2 sides = the 40 transitions, with who may take each.
 *
 * - A new project is Incomplete; it goes to approval (OnApprobation) from Incomplete or, after a fix, from Rejected.
 * - Only the platform (admin) approves (→ Synchronized "Publicado") or rejects (→ Rejected, with a reason).
 * - Hiding (→ Hide, with a reason) is open to both sides from any other status.
 * - Only a platform administrator shows a hidden project again, as Incomplete (it must be approved again); nothing
 *   else leaves Hide (issue 9: a hidden project could never be shown again; "an administrator can un-hide").
 * - Anything not listed here is refused to both sides: no skipping approval, no going back to Incomplete otherwise.
 */
type Who = 'both' | 'admin' | 'nobody';
const TABLE: [from: ProjectStatus, to: ProjectStatus, who: Who][] = [
  ['Incomplete', 'OnApprobation', 'both'],
  ['Incomplete', 'Synchronized', 'nobody'],
  ['Incomplete', 'Rejected', 'nobody'],
  ['Incomplete', 'Hide', 'both'],

  ['OnApprobation', 'Synchronized', 'admin'],
  ['OnApprobation', 'Rejected', 'admin'],
  ['OnApprobation', 'Hide', 'both'],
  ['OnApprobation', 'Incomplete', 'nobody'],

  ['Rejected', 'OnApprobation', 'both'],
  ['Rejected', 'Hide', 'both'],
  ['Rejected', 'Synchronized', 'nobody'],
  ['Rejected', 'Incomplete', 'nobody'],

  ['Synchronized', 'Hide', 'both'],
  ['Synchronized', 'OnApprobation', 'nobody'],
  ['Synchronized', 'Rejected', 'nobody'],
  ['Synchronized', 'Incomplete', 'nobody'],

  ['Hide', 'Incomplete', 'admin'],
  ['Hide', 'OnApprobation', 'nobody'],
  ['Hide', 'Synchronized', 'nobody'],
  ['Hide', 'Rejected', 'nobody'],
];

const allows = (who: Who, actor: 'store' | 'admin') => who === 'both' || who === actor;

describe('project status transitions: hand-written table of spec section 4', () => {
  it('the table names each of the 20 ordered pairs of distinct statuses once', () => {
    expect(TABLE).toHaveLength(20);
    expect(new Set(TABLE.map(([from, to]) => `${from}→${to}`)).size).toBe(20);
    // The five statuses of the spec, spelled as the spec spells them.
    expect([...PROJECT_STATUSES].sort()).toEqual(
      ['Hide', 'Incomplete', 'OnApprobation', 'Rejected', 'Synchronized'].sort(),
    );
  });

  const rows = TABLE.flatMap(([from, to, who]) =>
    (['store', 'admin'] as const).map((actor) => [from, to, actor, allows(who, actor)] as const),
  );
  it.each(rows)('%s → %s by %s: %s', (from, to, actor, allowed) => {
    expect(canTransitionProject(from, to, actor)).toBe(allowed);
  });

  it.each(PROJECT_STATUSES)('%s → itself is no transition for anyone', (status) => {
    expect(canTransitionProject(status, status, 'store')).toBe(false);
    expect(canTransitionProject(status, status, 'admin')).toBe(false);
  });

  it('an unspecified or unknown status neither starts nor ends a transition', () => {
    for (const status of PROJECT_STATUSES) {
      expect(canTransitionProject('' as ProjectStatus, status, 'admin')).toBe(false);
      expect(canTransitionProject(status, 'Published' as ProjectStatus, 'admin')).toBe(false);
    }
  });
});
