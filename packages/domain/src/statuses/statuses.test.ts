import { describe, expect, it } from 'vitest';
import { canTransitionProject, projectStatusLabel, projectStatusPercent } from './project-status.ts';
import { propertyStatusLabel } from './property-status.ts';

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
    ['Incomplete', 'OnApprobation', true],
    ['OnApprobation', 'Synchronized', true],
    ['OnApprobation', 'Rejected', true],
    ['Incomplete', 'Synchronized', false],
    ['Rejected', 'Synchronized', false],
  ] as const)('%s → %s allowed: %s', (from, to, ok) => expect(canTransitionProject(from, to)).toBe(ok));
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
