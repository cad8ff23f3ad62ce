import { es, PAGE_SIZES } from '@tu360/domain';
import type { ProjectItem, ProjectSortField } from '@tu360/domain/contracts';
import {
  type Column,
  DataTable,
  type DataTableProps,
  type Sort,
} from '../../../components/ui/data-table.tsx';

export type ProjectColumn = Column<ProjectItem, ProjectSortField>;
export type ProjectSort = Sort<ProjectSortField>;

type Props = Omit<DataTableProps<ProjectItem, ProjectSortField, string>, 'rowKey' | 'pageSize' | 'empty'> & {
  empty?: string;
};

/** A page of projects, 10 a page (PAGE_SIZES.sellerList), with sortable columns (field/order of get-all). */
export function ProjectsTable({ empty, ...props }: Props) {
  return (
    <DataTable
      {...props}
      rowKey={(item) => item.id}
      pageSize={PAGE_SIZES.sellerList}
      empty={empty ?? es.project.empty}
    />
  );
}
