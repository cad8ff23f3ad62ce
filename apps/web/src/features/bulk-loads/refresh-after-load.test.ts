import { QueryClient } from '@tanstack/react-query';
import type { BulkLoad } from '@tu360/domain/contracts';
import { describe, expect, it } from 'vitest';
import { refreshAfterLoad } from './refresh-after-load.ts';

const KEYS = [
  ['projects', { page: 1 }],
  ['project', 'p-1'],
  ['stores', 'u-1', ''],
  ['bulk-loads', 'projects', 'c-1'],
];

/** A client holding fresh data under every key a projects load changes, and a property list's. */
function client() {
  const qc = new QueryClient();
  for (const key of [...KEYS, ['properties', { page: 1 }]]) qc.setQueryData(key, { data: [] });
  return qc;
}
const invalidated = (qc: QueryClient, key: unknown[]) => qc.getQueryState(key)?.isInvalidated;

describe('refreshAfterLoad', () => {
  it('a projects load written: the project lists, pages and the store selector are refreshed', async () => {
    const qc = client();
    await refreshAfterLoad(qc, { kind: 'Projects', status: 'Done' });
    for (const key of KEYS) expect(invalidated(qc, key), String(key)).toBe(true);
    expect(invalidated(qc, ['properties', { page: 1 }])).toBe(false);
  });

  it.each<Pick<BulkLoad, 'kind' | 'status'>>([
    { kind: 'Projects', status: 'Validated' },
    { kind: 'Projects', status: 'Failed' },
  ])('%o: nothing to refresh', async (load) => {
    const qc = client();
    await refreshAfterLoad(qc, load);
    for (const key of KEYS) expect(invalidated(qc, key)).toBe(false);
  });

  it.each<BulkLoad['kind']>(['BuilderProperties', 'AgencyProperties', 'PropertyImages', 'PropertyDeletion'])(
    'a %s load written: the property lists, details and approvals are refreshed, not the projects',
    async (kind) => {
      const qc = client();
      qc.setQueryData(['properties', 'detail', 7], {});
      qc.setQueryData(['property-approvals', {}], { data: [] });
      await refreshAfterLoad(qc, { kind, status: 'Done' });
      for (const key of [
        ['properties', { page: 1 }],
        ['properties', 'detail', 7],
        ['property-approvals', {}],
      ])
        expect(invalidated(qc, key), String(key)).toBe(true);
      expect(invalidated(qc, ['projects', { page: 1 }])).toBe(false);
    },
  );

  it.each<BulkLoad['status']>(['Validated', 'Failed', 'Cancelled'])(
    'a property load %s: no property list refreshed',
    async (status) => {
      const qc = client();
      await refreshAfterLoad(qc, { kind: 'PropertyDeletion', status });
      expect(invalidated(qc, ['properties', { page: 1 }])).toBe(false);
    },
  );

  it('a projects images load written: the project lists and pages are refreshed', async () => {
    const qc = client();
    await refreshAfterLoad(qc, { kind: 'ProjectImages', status: 'Done' });
    expect(invalidated(qc, ['projects', { page: 1 }])).toBe(true);
    expect(invalidated(qc, ['project', 'p-1'])).toBe(true);
    expect(invalidated(qc, ['properties', { page: 1 }])).toBe(false);
  });
});
