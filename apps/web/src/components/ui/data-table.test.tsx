import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable, type DataTableProps } from './data-table.tsx';

type Row = { id: number; name: string };

const props = (over: Partial<DataTableProps<Row, 'name', number>>): DataTableProps<Row, 'name', number> => ({
  caption: 'Inmuebles',
  columns: [{ key: 'name', label: 'Inmueble', render: (r) => r.name }],
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
