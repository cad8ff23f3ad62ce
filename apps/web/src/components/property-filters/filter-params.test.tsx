import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, type NavigateFunction, useLocation, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { filterQuery, filtersFromParams, useUrlFilters, withFilters } from './filter-params.ts';
import { EMPTY_FILTERS } from './properties-filters.tsx';

const DEPT = '11111111-1111-4111-8111-111111111111';
const CITY = '22222222-2222-4222-8222-222222222222';

describe('the filters of a list of properties in the address', () => {
  it('reads the API’s names, keeps what is valid and drops the rest', () => {
    const params = new URLSearchParams(
      `KeyWord=torre&SkuStatus=Published&Progress=Medium&MinimumPrice=200.000.000&Categories=House&Categories=Castle&Categories=House&CityDepartments=${DEPT}&Cities=nope&page=2`,
    );
    expect(filtersFromParams(params)).toEqual({
      keyword: 'torre',
      status: 'Published',
      progress: 'Medium',
      minPrice: '200.000.000',
      maxPrice: '',
      categories: ['House'],
      departmentId: DEPT,
      cityId: '',
    });
    expect(filtersFromParams(new URLSearchParams('SkuStatus=Deleted')).status).toBe('');
    expect(filtersFromParams(new URLSearchParams('Progress=Green')).progress).toBe('');
  });

  it('writes the filters set, leaves the empty ones out and other parameters as they were', () => {
    const next = withFilters(new URLSearchParams('KeyWord=old&page=2'), {
      ...EMPTY_FILTERS,
      status: 'Rejected',
      categories: ['House', 'Apartment'],
      cityId: CITY,
    });
    expect(next.toString()).toBe(
      `page=2&SkuStatus=Rejected&Categories=House&Categories=Apartment&Cities=${CITY}`,
    );
  });

  it('asks the server by the contract’s names (prices as numbers, the keyword as typed)', () => {
    expect(
      filterQuery({
        ...EMPTY_FILTERS,
        keyword: 'ca',
        minPrice: '200.000.000',
        maxPrice: 'mucho',
        departmentId: DEPT,
      }),
    ).toEqual({
      KeyWord: 'ca',
      SkuStatus: undefined,
      MinimumPrice: 200_000_000,
      MaximumPrice: undefined,
      Categories: [],
      CityDepartments: DEPT,
      Cities: undefined,
    });
  });

  it('opens with the address’s filters and keeps each change in it, without a history entry per change', () => {
    const seen: { path: string; search: string }[] = [];
    let navigate: NavigateFunction | undefined;
    function Spy() {
      const l = useLocation();
      navigate = useNavigate();
      seen.push({ path: l.pathname, search: l.search });
      return null;
    }
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/a', '/catalogo/inmuebles?SkuStatus=Published']} initialIndex={1}>
        {children}
        <Spy />
      </MemoryRouter>
    );
    const { result } = renderHook(() => useUrlFilters(), { wrapper });
    expect(result.current[0]).toMatchObject({ status: 'Published', keyword: '' });
    act(() => result.current[1]({ ...result.current[0], keyword: 'torre' }));
    act(() => result.current[1]({ ...result.current[0], categories: ['House'] }));
    expect(result.current[0]).toMatchObject({ status: 'Published', keyword: 'torre', categories: ['House'] });
    expect(seen.at(-1)).toEqual({
      path: '/catalogo/inmuebles',
      search: '?KeyWord=torre&SkuStatus=Published&Categories=House',
    });
    // Back leaves the list: the changes replaced its entry.
    act(() => void navigate?.(-1));
    expect(seen.at(-1)?.path).toBe('/a');
  });

  it('reads an address it did not write (a link), and opening the list renders it once', () => {
    let navigate: NavigateFunction | undefined;
    let renders = 0;
    function Spy() {
      navigate = useNavigate();
      return null;
    }
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/catalogo/inmuebles?SkuStatus=Published']}>
        {children}
        <Spy />
      </MemoryRouter>
    );
    const { result } = renderHook(
      () => {
        renders++;
        return useUrlFilters();
      },
      { wrapper },
    );
    // Issue 10: reading the address again when the list opens re-rendered the whole page for equal filters.
    expect(renders).toBe(1);
    act(() => void navigate?.('/catalogo/inmuebles?SkuStatus=Rejected&KeyWord=casa'));
    expect(result.current[0]).toMatchObject({ status: 'Rejected', keyword: 'casa' });
  });
});
