import { useState } from 'react';
import { filterQuery, useUrlFilters } from '../../components/property-filters/filter-params.ts';
import type { FiltersState } from '../../components/property-filters/properties-filters.tsx';
import type { PropertiesFilter } from './api/get-properties.ts';
import type { PropertySort } from './components/properties-table.tsx';

/**
 * The state every property list shares, so that it behaves the same on every screen: filters (kept in the address,
 * see useUrlFilters), page, sort and row selection. New filters or a new scope start again at the first page with nothing selected; another page
 * clears the selection; another sort starts again at the first page.
 */
export function usePropertyList(scopeKey: string) {
  const [filters, setFilters] = useUrlFilters();
  const [page, setPage] = useState(0);
  const [sort, setSort] = useState<PropertySort>({ field: 'updatedAt', order: 'desc' });
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const clearSelection = () => setSelected(new Set());
  // A new scope starts again at the first page with nothing selected. Adjusted while rendering, not in an effect:
  // an effect ran on every mount too, and its new empty selection re-rendered the whole page once more (issue 10).
  const [shownScope, setShownScope] = useState(scopeKey);
  if (shownScope !== scopeKey) {
    setShownScope(scopeKey);
    setPage(0);
    setSelected(new Set());
  }

  /** What the list asks get-realstates: page, sort and the filters above the table (a page listing one status sets its own). */
  const query: PropertiesFilter = {
    PageNumber: page + 1,
    field: sort.field,
    order: sort.order,
    ...filterQuery(filters),
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
