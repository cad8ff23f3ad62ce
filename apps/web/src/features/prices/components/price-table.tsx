import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { es, formatArea, formatCop, PAGE_SIZES, propertyStatusLabel } from '@tu360/domain';
import type { PriceItem, PriceSortField } from '@tu360/domain/contracts';
import { categoryLabel } from '../../../components/property-filters/categories.ts';
import { type Column, DataTable, type Sort } from '../../../components/ui/data-table.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { tidyPriceText } from '../price-edits.ts';

const U = es.pricesUi;
export type PriceSort = Sort<PriceSortField>;

export interface PriceTableProps {
  items: PriceItem[];
  total: number;
  page: number;
  onPageChange: (page: number) => void;
  sort: PriceSort;
  onSortChange: (sort: PriceSort) => void;
  loading: boolean;
  /** The selected properties (of every page). */
  selected: ReadonlySet<number>;
  onSelectedChange: (next: Set<number>) => void;
  /** The new prices as typed, by productId. */
  typed: Readonly<Record<number, string>>;
  onType: (productId: number, text: string) => void;
  /** The fields' errors, by productId. */
  errors: Readonly<Record<number, string>>;
}

const money = (n: number | null) =>
  n === null ? '—' : <Box sx={{ whiteSpace: 'nowrap' }}>{formatCop(n)}</Box>;

/** The project's properties with their prices, 14 a page; a selected row gets its "Nuevo precio" input. */
export function PriceTable(props: PriceTableProps) {
  const { items, selected, typed, errors } = props;
  const columns: Column<PriceItem, PriceSortField>[] = [
    { key: 'refId', label: U.colReference, sortField: 'refId', render: (p) => p.refId },
    { key: 'name', label: U.colName, sortField: 'name', rowHeader: true, render: (p) => p.name },
    { key: 'type', label: U.colType, render: (p) => categoryLabel(p.category) || '—' },
    {
      key: 'area',
      label: U.colArea,
      sortField: 'area',
      render: (p) => (p.area === null ? '—' : <Box sx={{ whiteSpace: 'nowrap' }}>{formatArea(p.area)}</Box>),
    },
    { key: 'price', label: U.colPrice, sortField: 'price', render: (p) => money(p.price) },
    // Next to the current price, so that the field is in view without scrolling the table sideways (at 1280 px the
    // last column was cut off, and on a phone it was six columns away).
    {
      key: 'newPrice',
      label: U.colNewPrice,
      width: 200,
      render: (p) =>
        selected.has(p.productId) && (
          <TextField
            size="small"
            label={U.newPriceLabel}
            value={typed[p.productId] ?? ''}
            onChange={(e) => props.onType(p.productId, e.target.value)}
            // Typed as 448000000, shown as the percentage's prices are once left: 448.000.000.
            onBlur={(e) => {
              const tidy = tidyPriceText(e.target.value);
              if (tidy !== e.target.value) props.onType(p.productId, tidy);
            }}
            error={!!errors[p.productId]}
            helperText={errors[p.productId]}
            sx={{ minWidth: 170 }}
            // The visible label, with the row's name for a screen reader (every row has one such field).
            slotProps={{
              htmlInput: { inputMode: 'numeric', autoComplete: 'off', 'aria-label': U.newPriceOf(p.name) },
            }}
          />
        ),
    },
    {
      key: 'pricePerM2',
      label: U.colPricePerM2,
      sortField: 'pricePerM2',
      render: (p) => money(p.pricePerM2),
    },
    {
      key: 'status',
      label: U.colStatus,
      sortField: 'status',
      render: (p) => <Chip size="small" variant="outlined" label={propertyStatusLabel(p.status)} />,
    },
  ];

  // The table's selection is of its page: the other pages' selected rows are kept as they are.
  const onPage = new Set(items.map((i) => i.productId));
  const changeSelection = (pageSelection: Set<number>) => {
    const next = new Set([...selected].filter((id) => !onPage.has(id)));
    for (const id of pageSelection) if (onPage.has(id)) next.add(id);
    props.onSelectedChange(next);
  };

  return (
    <DataTable
      caption={U.listCaption}
      columns={columns}
      items={items}
      rowKey={(p) => p.productId}
      total={props.total}
      page={props.page}
      pageSize={PAGE_SIZES.propertyList}
      onPageChange={props.onPageChange}
      sort={props.sort}
      onSortChange={props.onSortChange}
      selection={{
        selected,
        onChange: changeSelection,
        allLabel: U.selectAll,
        rowLabel: (p) => U.selectRow(p.name),
      }}
      loading={props.loading}
      empty={U.empty}
    />
  );
}
