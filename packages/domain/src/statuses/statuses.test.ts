import { describe, expect, it } from 'vitest';
import { canTransitionProject, projectStatusLabel, projectStatusPercent } from './project-status.ts';
import {
  canonicalPropertyStatus,
  canTransitionProperty,
  isHiddenStatus,
  propertyStatusLabel,
  statusesOfFilter,
} from './property-status.ts';

describe('project statuses (spec section 4)', () => {
  it.each([
    ['Synchronized', 'Publicado', 100],
    ['OnApprobation', 'En aprobación', 80],
    ['Rejected', 'Rechazado', 0],
    ['Hide', 'Oculto', 0],
    ['Incomplete', 'Incompleto', 50],
    ['Otro', '', 0],
    [undefined, '', 0],
  ])('%s → %s %i%%', (status, label, percent) => {
    expect(projectStatusLabel(status)).toBe(label);
    expect(projectStatusPercent(status)).toBe(percent);
  });

  it.each([
    ['Incomplete', 'OnApprobation', 'store', true],
    ['Incomplete', 'Hide', 'store', true],
    ['Incomplete', 'Synchronized', 'admin', false],
    ['Incomplete', 'Rejected', 'admin', false],
    ['OnApprobation', 'Synchronized', 'admin', true],
    ['OnApprobation', 'Synchronized', 'store', false],
    ['OnApprobation', 'Rejected', 'admin', true],
    ['OnApprobation', 'Rejected', 'store', false],
    ['OnApprobation', 'Hide', 'store', true],
    ['OnApprobation', 'Incomplete', 'store', false],
    ['Rejected', 'OnApprobation', 'store', true],
    ['Rejected', 'Synchronized', 'admin', false],
    ['Rejected', 'Hide', 'admin', true],
    ['Synchronized', 'Hide', 'store', true],
    ['Synchronized', 'Rejected', 'admin', false],
    ['Synchronized', 'OnApprobation', 'store', false],
    ['Hide', 'Incomplete', 'store', false],
    ['Hide', 'Incomplete', 'admin', true],
    ['Hide', 'OnApprobation', 'store', false],
    ['Hide', 'Synchronized', 'admin', false],
    ['Hide', 'Hide', 'admin', false],
  ] as const)('%s → %s by %s: %s', (from, to, actor, ok) =>
    expect(canTransitionProject(from, to, actor)).toBe(ok),
  );
});

describe('property status labels', () => {
  it.each([
    ['OnApprobation', 'En aprobación'],
    ['Hidden', 'Oculto'],
    ['Inactive', 'Oculto'],
    ['Rejected', 'Rechazado'],
    ['Published', 'Publicado'],
    ['Loaded', 'Publicado'],
    ['Incomplete', 'Incompleto'],
    ['Approved', 'Aprobado'],
  ])('%s → %s', (status, label) => expect(propertyStatusLabel(status)).toBe(label));
});

describe('property transitions', () => {
  it.each([
    ['Incomplete', 'OnApprobation', 'store', true],
    ['Incomplete', 'Published', 'admin', false],
    ['OnApprobation', 'Published', 'admin', true],
    ['OnApprobation', 'Published', 'store', false],
    ['OnApprobation', 'Rejected', 'admin', true],
    ['OnApprobation', 'Rejected', 'store', false],
    ['Rejected', 'OnApprobation', 'store', true],
    ['Rejected', 'Published', 'admin', false],
    ['Published', 'Hidden', 'store', true],
    ['Published', 'Rejected', 'admin', false],
    ['Hidden', 'Published', 'admin', false],
    ['Hidden', 'OnApprobation', 'store', true],
    ['Approved', 'Published', 'admin', true],
  ] as const)('%s → %s by %s: %s', (from, to, actor, ok) =>
    expect(canTransitionProperty(from, to, actor)).toBe(ok),
  );
});

describe('SkuStatus filters and the statuses shown alike (Loaded as Publicado, Inactive as Oculto)', () => {
  it.each([
    ['Published', ['Published', 'Loaded']],
    ['Synchronized', ['Published', 'Loaded']],
    ['Hidden', ['Hidden', 'Inactive']],
    ['Rejected', ['Rejected']],
    ['OnApprobation', ['OnApprobation']],
    ['Incomplete', ['Incomplete']],
    ['Approved', ['Approved']],
  ])('SkuStatus=%s stands for %j', (filter, statuses) => {
    expect([...statusesOfFilter(filter)].sort()).toEqual([...statuses].sort());
  });

  it.each([
    ['Loaded', 'Published', false],
    ['Inactive', 'Hidden', true],
    ['Hidden', 'Hidden', true],
    ['Rejected', 'Rejected', false],
  ])('%s counts as %s (hidden: %s)', (status, canonical, hidden) => {
    expect(canonicalPropertyStatus(status)).toBe(canonical);
    expect(isHiddenStatus(status)).toBe(hidden);
  });
});
