import { useEffect, useState } from 'react';
import type { PropertiesFilter } from './api/get-properties.ts';
import { EMPTY_FILTERS, type FiltersState, priceFilter } from './components/properties-filters.tsx';
import type { PropertySort } from './components/properties-table.tsx';

/**
 * The state every property list shares, so that it behaves the same on every screen: filters, page, sort and
 * row selection. New filters or a new scope start again at the first page with nothing selected; another page
 * clears the selection; another sort starts again at the first page.
 */
export function usePropertyList(scopeKey: string) {
  const [filters, setFilters] = useState<FiltersState>(EMPTY_FILTERS);
  const [page, setPage] = useState(0);
  const [sort, setSort] = useState<PropertySort>({ field: 'updatedAt', order: 'desc' });
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const clearSelection = () => setSelected(new Set());
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new scope starts again at the first page
  useEffect(() => {
    setPage(0);
    setSelected(new Set());
  }, [scopeKey]);

  /** What the list asks get-realstates: page, sort and the filters above the table (status apart). */
  const query: PropertiesFilter = {
    PageNumber: page + 1,
    KeyWord: filters.keyword,
    field: sort.field,
    order: sort.order,
    MinimumPrice: priceFilter(filters.minPrice),
    MaximumPrice: priceFilter(filters.maxPrice),
    Categories: filters.categories,
    CityDepartments: filters.departmentId || undefined,
    Cities: filters.cityId || undefined,
  };
  return {
    filters,
    changeFilters: (next: FiltersState) => {
      setFilters(next);
      setPage(0);
      clearSelection();
    },
    query,
    selected,
    setSelected,
    clearSelection,
    /** The table's paging and sorting props. */
    table: {
      page,
      onPageChange: (next: number) => {
        setPage(next);
        clearSelection();
      },
      sort,
      onSortChange: (next: PropertySort) => {
        setSort(next);
        setPage(0);
      },
    },
  };
}
