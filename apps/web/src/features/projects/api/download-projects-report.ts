import { effectiveKeyword } from '@tu360/domain';
import { download } from '../../../lib/api-client.ts';
import type { ProjectsFilter } from './get-projects.ts';

/** The projects report (.xlsx) with the list's current filters: keyword, status and the builder chosen. */
export function downloadProjectsReport(f: Pick<ProjectsFilter, 'keyword' | 'status' | 'constructorId'>) {
  return download('GET /product/api/reports/get-seller-dashboard-report', {
    query: {
      Keyword: effectiveKeyword(f.keyword),
      Status: f.status,
      IdConstructor: f.constructorId ?? undefined,
    },
  });
}
