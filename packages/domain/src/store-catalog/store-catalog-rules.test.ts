import { describe, expect, it } from 'vitest';
import {
  isProjectInStore,
  isPropertyInStore,
  STORE_CLIENT_SCOPES,
  STORE_PROPERTY_STATUSES,
} from './store-catalog-rules.ts';

// Issue 15: only what is published ("Publicado") reaches the store, never Incompleto, En aprobación, Rechazado
// nor Oculto (spec section 4's labels), nor under a project that is not published, nor of an inactive builder.
describe('what the store shows', () => {
  it.each([
    // property status, project status, builder active, in the store
    ['Published', 'Synchronized', true, true],
    ['Loaded', 'Synchronized', true, true],
    ['Published', 'Synchronized', false, false],
    ['Published', 'OnApprobation', true, false],
    ['Published', 'Rejected', true, false],
    ['Published', 'Hide', true, false],
    ['Published', 'Incomplete', true, false],
    ['Incomplete', 'Synchronized', true, false],
    ['OnApprobation', 'Synchronized', true, false],
    ['Rejected', 'Synchronized', true, false],
    ['Hidden', 'Synchronized', true, false],
    ['Inactive', 'Synchronized', true, false],
    ['Approved', 'Synchronized', true, false],
    ['Unknown', 'Synchronized', true, false],
  ])(
    'a property %s in a project %s (builder active: %s) is shown: %s',
    (status, projectStatus, active, shown) => {
      expect(isPropertyInStore({ status, projectStatus, builderActive: active })).toBe(shown);
    },
  );

  it.each([
    ['Synchronized', true, true],
    ['Synchronized', false, false],
    ['OnApprobation', true, false],
    ['Rejected', true, false],
    ['Hide', true, false],
    ['Incomplete', true, false],
  ])('a project %s (builder active: %s) is shown: %s', (status, active, shown) => {
    expect(isProjectInStore({ status, builderActive: active })).toBe(shown);
  });

  it('names the published property statuses (the two "Publicado")', () => {
    expect([...STORE_PROPERTY_STATUSES].sort()).toEqual(['Loaded', 'Published']);
  });

  it("gives the store's client the lead intake and the catalog", () => {
    expect(STORE_CLIENT_SCOPES).toEqual(['leads.intake', 'store.catalog.read']);
  });
});
