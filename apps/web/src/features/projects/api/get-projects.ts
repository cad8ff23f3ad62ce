import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { effectiveKeyword, PAGE_SIZES, type ProjectStatus } from '@tu360/domain';
import { api, type Paged } from '../../../lib/api-client.ts';

/** A project of GET seller/api/v1/get-all. */
export interface ProjectItem {
  id: string;
  name: string;
  businessName: string | null;
  status: string;
  statusDetail: string | null;
  percent: number;
  constructorId: string;
  constructorName: string;
  logo: string | null;
  cityName: string | null;
  departmentName: string | null;
  createdAt: string;
  updatedAt: string;
  isCertificate: boolean;
  /** Role of the signed-in store user at the project; null for platform admins. */
  role: string | null;
}

export type ProjectSortField = 'name' | 'status' | 'createdAt' | 'updatedAt' | 'city';

export interface ProjectsFilter {
  pageNumber: number;
  pageSize?: number;
  keyword?: string;
  status?: ProjectStatus;
  field?: ProjectSortField;
  order?: 'asc' | 'desc';
  constructorId?: string | null;
}

export function fetchProjects(f: ProjectsFilter): Promise<Paged<ProjectItem>> {
  return api<Paged<ProjectItem>>('/seller/api/v1/get-all', {
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
