import type { PropertyListQuery } from '../src/modules/properties/list-query.ts';

/** What the benchmark asks the property list: filters, a sort, a page of 14 and the total. */
export const SCENARIOS: { name: string; user: string; query: PropertyListQuery; http: string }[] = [
  {
    name: 'admin-filtros',
    user: 'superadmin@tu360.test',
    query: {
      PageNumber: 1,
      PageSize: 14,
      SkuStatus: 'Published',
      Categories: ['Apartment', 'House'],
      MinimumPrice: 150_000_000,
      MaximumPrice: 600_000_000,
      field: 'price',
      order: 'asc',
    },
    http: 'SkuStatus=Published&Categories=Apartment&Categories=House&MinimumPrice=150000000&MaximumPrice=600000000&field=price&order=asc&PageNumber=1&PageSize=14',
  },
  {
    name: 'constructora-recientes',
    user: 'admin@andina.test',
    query: { PageNumber: 3, PageSize: 14, IsRealState: false, field: 'updatedAt', order: 'desc' },
    http: 'IsRealState=false&field=updatedAt&order=desc&PageNumber=3&PageSize=14',
  },
];
