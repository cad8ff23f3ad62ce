import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Pager, pageBounds } from './pager.tsx';

describe('the lists page control (fixed page size, no rows-per-page select)', () => {
  it.each([
    // count, page, size → from, to, first?, last?
    [0, 0, 10, 0, 0, true, true],
    [7, 0, 10, 1, 7, true, true],
    [57, 0, 10, 1, 10, true, false],
    [57, 2, 10, 21, 30, false, false],
    [57, 5, 10, 51, 57, false, true],
    [60, 5, 10, 51, 60, false, true],
  ])('%i items, page %i of %i: %i–%i', (count, page, size, from, to, isFirst, isLast) => {
    expect(pageBounds(count, page, size)).toEqual({ from, to, isFirst, isLast });
  });

  it('shows the range with es-CO thousands and moves a page with its buttons', () => {
    const onPageChange = vi.fn();
    render(<Pager count={1250} page={1} pageSize={10} onPageChange={onPageChange} />);
    expect(screen.getByRole('navigation', { name: 'Paginación' }).textContent).toBe('11–20 de 1.250');
    fireEvent.click(screen.getByRole('button', { name: 'Ir a la página siguiente' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ir a la página anterior' }));
    expect(onPageChange.mock.calls).toEqual([[2], [0]]);
  });

  it('an estimated count shows the words given for it beside the range, not the number, and still pages', () => {
    render(
      <Pager
        count={48_213}
        page={1}
        pageSize={14}
        estimate="Más de 10.000 inmuebles"
        onPageChange={() => undefined}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Paginación' });
    expect(nav.textContent).toBe('15–28 · Más de 10.000 inmuebles');
    expect(nav.textContent).not.toMatch(/48\.?213/);
    expect(
      (screen.getByRole('button', { name: 'Ir a la página siguiente' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('the first page cannot go back, the last cannot go on', () => {
    render(<Pager count={15} page={1} pageSize={10} onPageChange={() => undefined} />);
    expect(
      (screen.getByRole('button', { name: 'Ir a la página siguiente' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Ir a la página anterior' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });
});
