import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { effectiveKeyword, PAGE_SIZES } from '@tu360/domain';
import type { Operations } from '@tu360/domain/contracts';
import { type CallOptions, call } from '../../../lib/api-client.ts';
import { propertyKeys } from './keys.ts';

/** Every filter of GET product/api/v2/get-realstates (spec section 7), as the contract types its query. */
export type PropertiesFilter = NonNullable<CallOptions<Operations['getRealstates']>['query']>;

/** One page of the list; Categories, Cities and CityDepartments repeat once per item. */
export const fetchProperties = (f: PropertiesFilter) =>
  call('GET /product/api/v2/get-realstates', {
    query: { ...f, PageSize: f.PageSize ?? PAGE_SIZES.propertyList },
  });

/** The filter as it reaches the server (the keyword only past 2 characters), so typing does not refetch. */
const applied = (f: PropertiesFilter): PropertiesFilter => ({
  ...f,
  KeyWord: effectiveKeyword(f.KeyWord) ?? '',
});

export function propertiesQuery(f: PropertiesFilter) {
  const filter = applied(f);
  return queryOptions({
    queryKey: [...propertyKeys.lists, filter],
    queryFn: () => fetchProperties(filter),
    placeholderData: keepPreviousData,
  });
}

export function useProperties(f: PropertiesFilter, enabled = true) {
  return useQuery({ ...propertiesQuery(f), enabled });
}

/** The approvals list (OnApprobation), under its own key. */
export function usePropertyApprovals(f: PropertiesFilter) {
  const filter = applied({ ...f, SkuStatus: 'OnApprobation' });
  return useQuery({
    queryKey: [...propertyKeys.approvals, filter],
    queryFn: () => fetchProperties(filter),
    placeholderData: keepPreviousData,
  });
}
