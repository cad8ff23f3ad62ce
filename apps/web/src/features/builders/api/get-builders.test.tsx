import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session-store.ts';
import { fakeFetch, type SentRequest } from '../../../test/fake-fetch.ts';
import { storeUser } from '../../../test/fixtures.ts';
import { queryWrapper } from '../../../test/query-wrapper.tsx';
import { type BuildersFilter, useBuilders } from './get-builders.ts';

/** 120 builders whose names contain their number; the server pages them by PageSize. */
const ALL = Array.from({ length: 120 }, (_, i) => ({
  id: `b-${i + 1}`,
  name: `Constructora ${i + 1}`,
  nit: `9001${String(i + 1).padStart(5, '0')}`,
  logo: null,
  realState: false,
  state: true,
  totalNotification: 0,
}));

function server(req: SentRequest) {
  const keyword = req.query.get('Keyword') ?? '';
  const page = Number(req.query.get('PageNumber'));
  const size = Number(req.query.get('PageSize'));
  const matching = ALL.filter((b) => b.name.includes(keyword));
  return { json: { data: matching.slice((page - 1) * size, page * size), totalData: matching.length } };
}

const names = (pages: { data: { name: string }[] }[] | undefined) =>
  (pages ?? []).flatMap((p) => p.data.map((b) => b.name));

describe('builders side panel list (spec sections 4 and 9)', () => {
  beforeEach(() => {
    session.loginSuccess({
      user: { ...storeUser(), isAdmin: true },
      access_token: 'a-1',
      refresh_token: null,
    });
  });

  it('page 1 has 50 entries, later pages append, a new search replaces the list with its page 1', async () => {
    const { sent } = fakeFetch(server);
    const { wrapper } = queryWrapper();
    const filter: BuildersFilter = { keyword: '', realState: false, withNotification: false, enabled: true };
    const { result, rerender } = renderHook((f: BuildersFilter) => useBuilders(f), {
      wrapper,
      initialProps: filter,
    });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(sent.map((r) => [r.query.get('PageNumber'), r.query.get('PageSize')])).toEqual([['1', '50']]);
    expect(names(result.current.data?.pages)).toHaveLength(50);
    expect(names(result.current.data?.pages)[0]).toBe('Constructora 1');
    expect(result.current.hasNextPage).toBe(true);

    await act(() => result.current.fetchNextPage());
    expect(sent.at(-1)?.query.get('PageNumber')).toBe('2');
    await waitFor(() => expect(names(result.current.data?.pages)).toHaveLength(100));
    const twoPages = names(result.current.data?.pages);
    expect(twoPages).toHaveLength(100);
    expect(twoPages.slice(0, 2)).toEqual(['Constructora 1', 'Constructora 2']);
    expect(twoPages.slice(49, 51)).toEqual(['Constructora 50', 'Constructora 51']);

    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(names(result.current.data?.pages)).toHaveLength(120));
    expect(result.current.hasNextPage).toBe(false);

    // "Constructora 11" … : 11, 110–119 → 11 builders, all on page 1 of the new search.
    rerender({ ...filter, keyword: 'Constructora 11' });
    await waitFor(() => expect(sent.at(-1)?.query.get('Keyword')).toBe('Constructora 11'));
    await waitFor(() => expect(names(result.current.data?.pages)).toHaveLength(11));
    expect(sent.at(-1)?.query.get('PageNumber')).toBe('1');
    expect(names(result.current.data?.pages)[0]).toBe('Constructora 11');
    expect(result.current.hasNextPage).toBe(false);
  });

  it('applies the search keyword only past 2 characters', async () => {
    const { sent } = fakeFetch(server);
    const { wrapper } = queryWrapper();
    const filter: BuildersFilter = { keyword: '', realState: true, withNotification: false, enabled: true };
    const { result, rerender } = renderHook((f: BuildersFilter) => useBuilders(f), {
      wrapper,
      initialProps: filter,
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(sent).toHaveLength(1);
    expect(sent[0].query.get('IsRealEstate')).toBe('true');

    for (const keyword of ['1', '12', ' 12 ']) {
      rerender({ ...filter, keyword });
      await act(async () => {});
    }
    // No keyword applied: the query string leaves Keyword out (the API client drops empty values).
    expect(sent.map((r) => r.query.get('Keyword'))).toEqual([null]);

    rerender({ ...filter, keyword: '119' });
    await waitFor(() => expect(sent.map((r) => r.query.get('Keyword'))).toEqual([null, '119']));
    await waitFor(() => expect(names(result.current.data?.pages)).toEqual(['Constructora 119']));
  });
});
