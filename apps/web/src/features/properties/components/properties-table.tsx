import { es, PAGE_SIZES } from '@tu360/domain';
import type { PropertyItem, PropertySortField } from '@tu360/domain/contracts';
import {
  type Column,
  DataTable,
  type DataTableProps,
  type Selection,
  type Sort,
} from '../../../components/ui/data-table.tsx';

export type PropertyColumn = Column<PropertyItem, PropertySortField>;
export type PropertySort = Sort<PropertySortField>;
export type PropertySelection = Omit<Selection<PropertyItem, number>, 'allLabel' | 'rowLabel'>;

type Props = Omit<
  DataTableProps<PropertyItem, PropertySortField, number>,
  'rowKey' | 'pageSize' | 'selection' | 'totalEstimate'
> & {
  selection?: PropertySelection;
  /** get-realstates' totalDataEstimated: `total` is the planner's estimate, shown as 'Más de 10.000 inmuebles'. */
  totalEstimated?: boolean;
};

/**
 * A page of properties, 14 a page (PAGE_SIZES.propertyList), with sortable columns and optional row selection;
 * an estimated total reads 'Más de 10.000 inmuebles', never as an exact number.
 */
export function PropertiesTable({ selection, totalEstimated, ...props }: Props) {
  return (
    <DataTable
      {...props}
      totalEstimate={totalEstimated ? es.propertyUi.totalEstimated : undefined}
      rowKey={(item) => item.productId}
      pageSize={PAGE_SIZES.propertyList}
      selection={
        selection && {
          ...selection,
          allLabel: es.propertyUi.selectAll,
          rowLabel: (item) => es.propertyUi.selectRow(item.name),
        }
      }
    />
  );
}
