import { effectiveKeyword } from '@tu360/domain';
import { download } from '../../../lib/api-client.ts';
import type { PropertiesFilter } from './get-properties.ts';

/**
 * The property report (.xlsx) of what the list shows, with its current filters (its page, sort and kind
 * apart): the agencies' report for an agency's properties, the builders' offer otherwise.
 */
export function downloadPropertiesReport(agencies: boolean, f: PropertiesFilter) {
  const query = {
    SellerId: f.SellerId,
    ConstructorId: f.ConstructorId,
    KeyWord: effectiveKeyword(f.KeyWord),
    SkuStatus: f.SkuStatus,
    MinimumPrice: f.MinimumPrice,
    MaximumPrice: f.MaximumPrice,
    Categories: f.Categories,
    Cities: f.Cities,
    CityDepartments: f.CityDepartments,
    ProductId: f.ProductId,
  };
  return agencies
    ? download('GET /seller/api/reports/get-realestates-dashboard-report', { query })
    : download('GET /product/api/reports/get-realestate-offer-dashboard', { query });
}
