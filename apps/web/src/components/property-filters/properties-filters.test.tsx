import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryWrapper } from '../../test/query-wrapper.tsx';
import { EMPTY_FILTERS, type FiltersState, PropertiesFilters } from './properties-filters.tsx';

beforeEach(() => {
  // The department and city lists: none needed here.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json([])),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderFilters(value: FiltersState) {
  const onChange = vi.fn();
  const { wrapper: Wrapper } = queryWrapper();
  render(
    <Wrapper>
      <PropertiesFilters value={value} onChange={onChange} />
    </Wrapper>,
  );
  return onChange;
}

describe('the categories of the property filters: the browser’s own checkboxes in a named group', () => {
  it('offers each category as a checkbox labelled by its Spanish name, in the group «Categorías»', () => {
    renderFilters({ ...EMPTY_FILTERS, categories: ['House'] });
    const group = screen.getByRole('group', { name: 'Categorías' });
    const boxes = within(group).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((b) => [b.labels?.[0]?.textContent, b.checked])).toEqual([
      ['Casa', true],
      ['Apartamento', false],
      ['Apartaestudio', false],
    ]);
    // Not MUI's Checkbox (a ButtonBase with icons, styled on every render).
    expect(group.querySelector('.MuiCheckbox-root, .MuiButtonBase-root')).toBeNull();
  });

  it('a click on a category or on its name adds it; a click on a chosen one takes it out', () => {
    const onChange = renderFilters({ ...EMPTY_FILTERS, categories: ['House'] });
    fireEvent.click(screen.getByText('Apartamento'));
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, categories: ['House', 'Apartment'] });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Casa' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, categories: [] });
  });
});
