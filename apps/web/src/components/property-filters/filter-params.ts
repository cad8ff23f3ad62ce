import { CATEGORIES, type Category, SKU_STATUS_FILTERS } from '@tu360/domain';
import type { Operations } from '@tu360/domain/contracts';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { CallOptions } from '../../lib/api-client.ts';
import { type FiltersState, PROGRESS_FILTERS, priceFilter } from './properties-filters.tsx';

/** The filters' part of get-realstates' query (the price page's list and sheet take the same, by the same names). */
export type PropertyFilterQuery = Pick<
  NonNullable<CallOptions<Operations['getRealstates']>['query']>,
  | 'KeyWord'
  | 'SkuStatus'
  | 'Progress'
  | 'MinimumPrice'
  | 'MaximumPrice'
  | 'Categories'
  | 'CityDepartments'
  | 'Cities'
>;

/** What the filters above a list of properties ask the server, by the contract's names. */
export function filterQuery(f: FiltersState): PropertyFilterQuery {
  return {
    KeyWord: f.keyword,
    SkuStatus: f.status || undefined,
    Progress: f.progress || undefined,
    MinimumPrice: priceFilter(f.minPrice),
    MaximumPrice: priceFilter(f.maxPrice),
    Categories: f.categories,
    CityDepartments: f.departmentId || undefined,
    Cities: f.cityId || undefined,
  };
}

/**
 * The filters in the page's address, under the API's names (?KeyWord=…&SkuStatus=…&Categories=House&Categories=…),
 * so that a filtered list can be linked to, reloaded or shared. The prices are kept as typed.
 */
const PARAMS = {
  keyword: 'KeyWord',
  status: 'SkuStatus',
  progress: 'Progress',
  minPrice: 'MinimumPrice',
  maxPrice: 'MaximumPrice',
  categories: 'Categories',
  departmentId: 'CityDepartments',
  cityId: 'Cities',
} as const satisfies Record<keyof FiltersState, keyof PropertyFilterQuery>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An id of the address when it can be one (a mangled link is ignored rather than refused by the server). */
const idOf = (v: string | null) => (v && UUID.test(v) ? v : '');

export function filtersFromParams(params: URLSearchParams): FiltersState {
  const status = params.get(PARAMS.status);
  const progress = params.get(PARAMS.progress);
  return {
    keyword: params.get(PARAMS.keyword) ?? '',
    status: SKU_STATUS_FILTERS.find((s) => s === status) ?? '',
    progress: PROGRESS_FILTERS.find((p) => p === progress) ?? '',
    minPrice: params.get(PARAMS.minPrice) ?? '',
    maxPrice: params.get(PARAMS.maxPrice) ?? '',
    categories: params
      .getAll(PARAMS.categories)
      .filter((c, i, all): c is Category => CATEGORIES.includes(c as Category) && all.indexOf(c) === i),
    departmentId: idOf(params.get(PARAMS.departmentId)),
    cityId: idOf(params.get(PARAMS.cityId)),
  };
}

/** The address's parameters with these filters (empty ones left out; other parameters kept). */
export function withFilters(params: URLSearchParams, f: FiltersState): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of Object.values(PARAMS)) next.delete(name);
  for (const [key, name] of Object.entries(PARAMS) as [keyof FiltersState, string][]) {
    const value = f[key];
    for (const v of Array.isArray(value) ? value : [value]) if (v.trim()) next.append(name, v);
  }
  return next;
}

/** Marks the history entries the filters write themselves (see useUrlFilters). */
const OWN_WRITE = 'filtersWritten';

/**
 * A list's filters kept in the address (see filtersFromParams): read from it when the page opens or a link changes
 * it, written to it on each change. The fields follow a state of their own, as the router applies an address change
 * in a transition (a field bound to the address straight would lag behind the typing); each change replaces the
 * current history entry, so that typing a keyword does not add one per letter.
 */
export function useUrlFilters(): [FiltersState, (next: FiltersState) => void] {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const [filters, setFilters] = useState<FiltersState>(() => filtersFromParams(params));
  const state = location.state as Record<string, unknown> | null;
  const written = state?.[OWN_WRITE] === true;
  // A new address that the filters did not write is read again. Adjusted while rendering, not in an effect: an
  // effect also ran when the page opened, and its fresh (equal) filters re-rendered the whole list once more.
  const [readKey, setReadKey] = useState(location.key);
  if (readKey !== location.key) {
    setReadKey(location.key);
    if (!written) setFilters(filtersFromParams(params));
  }
  const change = (next: FiltersState) => {
    setFilters(next);
    setParams((prev) => withFilters(prev, next), {
      replace: true,
      state: { ...(state ?? {}), [OWN_WRITE]: true },
    });
  };
  return [filters, change];
}
