import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DataTable, type DataTableProps } from './data-table.tsx';

type Row = { id: number; name: string };

const props = (over: Partial<DataTableProps<Row, 'name', number>>): DataTableProps<Row, 'name', number> => ({
  caption: 'Inmuebles',
  columns: [{ key: 'name', label: 'Inmueble', render: (r) => r.name, rowHeader: true }],
  items: [],
  rowKey: (r) => r.id,
  total: 0,
  page: 0,
  pageSize: 14,
  onPageChange: () => undefined,
  loading: true,
  empty: 'Sin inmuebles',
  ...over,
});

const pager = () => screen.queryByRole('navigation', { name: 'Paginación' });

describe('a list’s page control while its first page comes', () => {
  it('is unseen until the first answer (no "0–0 de 0", nothing moved when the rows arrive), then stays', () => {
    const { rerender } = render(<DataTable {...props({})} />);
    expect(pager()).toBeNull();
    expect(screen.getByRole('progressbar')).toBeDefined();
    const rows = [{ id: 1, name: 'Apartamento 101' }];
    rerender(<DataTable {...props({ loading: false, items: rows, total: 1 })} />);
    expect(pager()?.textContent).toBe('1–1 de 1');
    // Loading another page with no rows to show meanwhile: the control stays where the keyboard left it.
    rerender(<DataTable {...props({ loading: true, items: [], total: 1, page: 0 })} />);
    expect(pager()).not.toBeNull();
  });

  it('is there at once when the table starts with its answer', () => {
    render(<DataTable {...props({ loading: false, items: [], total: 0 })} />);
    expect(pager()?.textContent).toBe('0–0 de 0');
    expect(screen.getByText('Sin inmuebles')).toBeDefined();
  });
});

describe('rows drawn in the background', () => {
  const rows = [
    { id: 1, name: 'Apartamento 101' },
    { id: 2, name: 'Apartamento 102' },
  ];

  it('draws a new answer’s rows, and the page control with them', () => {
    const { rerender } = render(<DataTable {...props({ loading: false, items: rows, total: 2 })} />);
    expect(screen.getAllByRole('row')).toHaveLength(3);
    const next = [{ id: 3, name: 'Casa 7' }];
    rerender(<DataTable {...props({ loading: false, items: next, total: 3, page: 1 })} />);
    expect(screen.getByRole('rowheader', { name: 'Casa 7' })).toBeDefined();
    expect(screen.queryByRole('rowheader', { name: 'Apartamento 101' })).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows no progress for the same rows in a new array, nor for an empty list written anew', () => {
    const { rerender } = render(<DataTable {...props({ loading: false, items: rows, total: 2 })} />);
    rerender(<DataTable {...props({ loading: false, items: [...rows], total: 2 })} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    rerender(<DataTable {...props({ loading: false, items: [], total: 0 })} />);
    rerender(<DataTable {...props({ loading: false, items: [], total: 0 })} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('Sin inmuebles')).toBeDefined();
  });
});

describe('the same rows are drawn once', () => {
  // A list's page passes `data ?? []` while it loads, a new empty array on each of its renders; a new array of the
  // same rows must not cost another render of every row in the background (issue 10).
  it('a parent re-rendering with the same rows in a new array draws each row once more, not twice', async () => {
    const rows = [
      { id: 1, name: 'Apartamento 101' },
      { id: 2, name: 'Apartamento 102' },
    ];
    const drawn: number[] = [];
    const columns = [
      {
        key: 'name' as const,
        label: 'Inmueble',
        render: (r: Row) => {
          drawn.push(r.id);
          return r.name;
        },
        rowHeader: true,
      },
    ];
    const { rerender } = render(<DataTable {...props({ loading: false, items: rows, total: 2, columns })} />);
    expect(drawn).toEqual([1, 2]);
    drawn.length = 0;
    await act(async () => {
      rerender(<DataTable {...props({ loading: false, items: [...rows], total: 2, columns })} />);
    });
    // Let a render in the background (useDeferredValue's) happen, if one was scheduled.
    await act(() => new Promise((done) => setTimeout(done, 50)));
    expect(drawn).toEqual([1, 2]);
  });
});

describe('row selection with the browser’s own checkboxes', () => {
  const rows = [
    { id: 1, name: 'Apartamento 101' },
    { id: 2, name: 'Apartamento 102' },
    { id: 3, name: 'Casa 7' },
  ];

  function Selectable({ isSelectable }: { isSelectable?: (r: Row) => boolean }) {
    const [selected, setSelected] = useState<Set<number>>(new Set());
    return (
      <DataTable
        {...props({ loading: false, items: rows, total: 3 })}
        selection={{
          selected,
          onChange: setSelected,
          isSelectable,
          allLabel: 'Seleccionar todos',
          rowLabel: (r) => `Seleccionar ${r.name}`,
        }}
      />
    );
  }
  const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

  it('checks a row by its name, marks the header as partly chosen, and chooses all or none from it', () => {
    render(<Selectable />);
    fireEvent.click(box('Seleccionar Apartamento 102'));
    expect(box('Seleccionar Apartamento 102').checked).toBe(true);
    expect(box('Seleccionar todos').checked).toBe(false);
    expect(box('Seleccionar todos').indeterminate).toBe(true);
    fireEvent.click(box('Seleccionar todos'));
    expect(rows.every((r) => box(`Seleccionar ${r.name}`).checked)).toBe(true);
    expect(box('Seleccionar todos').checked).toBe(true);
    expect(box('Seleccionar todos').indeterminate).toBe(false);
    fireEvent.click(box('Seleccionar todos'));
    expect(rows.some((r) => box(`Seleccionar ${r.name}`).checked)).toBe(false);
  });

  it('offers no checkbox on a row that cannot be chosen, and none in the header when no row can', () => {
    const { unmount } = render(<Selectable isSelectable={(r) => r.id !== 3} />);
    expect(screen.queryByRole('checkbox', { name: 'Seleccionar Casa 7' })).toBeNull();
    fireEvent.click(box('Seleccionar todos'));
    expect(box('Seleccionar Apartamento 101').checked).toBe(true);
    expect(box('Seleccionar todos').checked).toBe(true);
    unmount();
    render(<Selectable isSelectable={() => false} />);
    expect(box('Seleccionar todos').disabled).toBe(true);
  });
});

describe('sortable columns', () => {
  type Field = 'name' | 'price';
  const rows = [{ id: 1, name: 'Apartamento 101' }];

  function Sortable() {
    const [sort, setSort] = useState<{ field: Field; order: 'asc' | 'desc' }>({
      field: 'name',
      order: 'asc',
    });
    return (
      <DataTable<Row, Field, number>
        {...(props({ loading: false, items: rows, total: 1 }) as unknown as DataTableProps<
          Row,
          Field,
          number
        >)}
        columns={[
          { key: 'name', label: 'Inmueble', render: (r) => r.name, rowHeader: true, sortField: 'name' },
          { key: 'price', label: 'Precio', render: () => '$ 1', sortField: 'price', width: 120 },
          { key: 'status', label: 'Estado', render: () => 'Borrador' },
        ]}
        sort={sort}
        onSortChange={setSort}
      />
    );
  }
  const heading = (name: string) => screen.getByRole('columnheader', { name });

  it('are headings with a button each; the sorted one says its order; a click sorts, a second reverses', () => {
    render(<Sortable />);
    expect(heading('Inmueble').getAttribute('aria-sort')).toBe('ascending');
    expect(heading('Precio').getAttribute('aria-sort')).toBeNull();
    expect(heading('Precio').style.width).toBe('120px');
    // The heading of a column that does not sort is only its text.
    expect(heading('Estado').querySelector('button')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Precio' }));
    expect(heading('Precio').getAttribute('aria-sort')).toBe('ascending');
    expect(heading('Inmueble').getAttribute('aria-sort')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Precio' }));
    expect(heading('Precio').getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('button', { name: 'Precio' }).getAttribute('type')).toBe('button');
  });
});
