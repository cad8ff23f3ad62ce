import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { effectiveKeyword, PAGE_SIZES } from '@tu360/domain';
import type { ProjectListQuery, ProjectSortField } from '@tu360/domain/contracts';
import { call } from '../../../lib/api-client.ts';

/** The list's filter as the screens hold it (get-all's query, named as the screens name it). */
export interface ProjectsFilter {
  pageNumber: number;
  pageSize?: number;
  keyword?: string;
  status?: ProjectListQuery['Status'];
  field?: ProjectSortField;
  order?: ProjectListQuery['order'];
  constructorId?: string | null;
}

export function fetchProjects(f: ProjectsFilter) {
  return call('GET /seller/api/v1/get-all', {
    query: {
      PageNumber: f.pageNumber,
      PageSize: f.pageSize ?? PAGE_SIZES.sellerList,
      Keyword: effectiveKeyword(f.keyword),
      Status: f.status,
      field: f.field,
      order: f.order,
      IdConstructor: f.constructorId ?? undefined,
    },
  });
}

export function projectsQuery(f: ProjectsFilter) {
  const filter = { ...f, keyword: effectiveKeyword(f.keyword) ?? '' };
  return queryOptions({
    queryKey: ['projects', filter],
    queryFn: () => fetchProjects(filter),
    placeholderData: keepPreviousData,
  });
}

export function useProjects(f: ProjectsFilter) {
  return useQuery(projectsQuery(f));
}
