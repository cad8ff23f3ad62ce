import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type Category, effectiveKeyword, PAGE_SIZES } from '@tu360/domain';
import { api, type Paged } from '../../../lib/api-client.ts';
import { propertyKeys } from './keys.ts';
import type { PropertyItem, PropertySortField } from './types.ts';

/** Every filter of GET product/api/v2/get-realstates (spec section 7). */
export interface PropertiesFilter {
  pageNumber: number;
  pageSize?: number;
  getReaders?: boolean;
  isRealState?: boolean;
  sellerId?: string | null;
  constructorId?: string | null;
  keyword?: string;
  skuStatus?: string;
  field?: PropertySortField;
  order?: 'asc' | 'desc';
  minimumPrice?: number;
  maximumPrice?: number;
  categories?: Category[];
  cities?: string[];
  cityDepartments?: string[];
  productId?: number;
}

function queryString(f: PropertiesFilter): string {
  const q = new URLSearchParams();
  const set = (key: string, value: string | number | boolean | null | undefined) => {
    if (value !== undefined && value !== null && value !== '') q.append(key, String(value));
  };
  set('GetReaders', f.getReaders);
  set('PageNumber', f.pageNumber);
  set('PageSize', f.pageSize ?? PAGE_SIZES.propertyList);
  set('IsRealState', f.isRealState);
  set('SellerId', f.sellerId);
  set('ConstructorId', f.constructorId);
  set('KeyWord', effectiveKeyword(f.keyword));
  set('SkuStatus', f.skuStatus);
  set('field', f.field);
  set('order', f.order);
  set('MinimumPrice', f.minimumPrice);
  set('MaximumPrice', f.maximumPrice);
  for (const c of f.categories ?? []) set('Categories', c);
  for (const c of f.cities ?? []) set('Cities', c);
  for (const d of f.cityDepartments ?? []) set('CityDepartments', d);
  set('ProductId', f.productId);
  return q.toString();
}

export function fetchProperties(f: PropertiesFilter): Promise<Paged<PropertyItem>> {
  // Categories, Cities and CityDepartments repeat, so the query string is built here.
  return api<Paged<PropertyItem>>(`/product/api/v2/get-realstates?${queryString(f)}`);
}

/** The filter as it reaches the server (the keyword only past 2 characters), so typing does not refetch. */
const applied = (f: PropertiesFilter): PropertiesFilter => ({
  ...f,
  keyword: effectiveKeyword(f.keyword) ?? '',
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
  const filter = applied({ ...f, skuStatus: 'OnApprobation' });
  return useQuery({
    queryKey: [...propertyKeys.approvals, filter],
    queryFn: () => fetchProperties(filter),
    placeholderData: keepPreviousData,
  });
}
