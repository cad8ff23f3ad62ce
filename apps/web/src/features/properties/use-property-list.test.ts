import { act, renderHook } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS } from '../../components/property-filters/properties-filters.tsx';
import { usePropertyList } from './use-property-list.ts';

// Spec section 9: "Paged lists start at page 1, next is 2"; "reset to page 1 when switching store".
describe('property list paging', () => {
  it('asks page 1 first, page 2 next, and page 1 again when the store changes', () => {
    const { result, rerender } = renderHook(({ scope }) => usePropertyList(scope), {
      initialProps: { scope: 'store-torres' },
      wrapper: MemoryRouter,
    });
    expect(result.current.query.PageNumber).toBe(1);
    act(() => result.current.table.onPageChange(1));
    expect(result.current.query.PageNumber).toBe(2);
    act(() => result.current.setSelected(new Set([7, 8])));

    rerender({ scope: 'store-mirador' });
    expect(result.current.query.PageNumber).toBe(1);
    expect(result.current.selected.size).toBe(0);
  });

  it('goes back to page 1 on new filters or a new sort', () => {
    const { result } = renderHook(() => usePropertyList('s'), { wrapper: MemoryRouter });
    act(() => result.current.table.onPageChange(3));
    expect(result.current.query.PageNumber).toBe(4);
    act(() => result.current.changeFilters({ ...EMPTY_FILTERS, keyword: 'casa' }));
    expect(result.current.query).toMatchObject({ PageNumber: 1, KeyWord: 'casa' });
    act(() => result.current.table.onPageChange(2));
    act(() => result.current.table.onSortChange({ field: 'price', order: 'asc' }));
    expect(result.current.query).toMatchObject({ PageNumber: 1, field: 'price', order: 'asc' });
  });

  it('opens at page 1 with nothing selected in one render (no second one to reset them)', () => {
    let renders = 0;
    renderHook(
      () => {
        renders++;
        return usePropertyList('s');
      },
      { wrapper: MemoryRouter },
    );
    expect(renders).toBe(1);
  });
});
