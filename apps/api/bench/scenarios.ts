import type { PropertyListQuery } from '../src/modules/properties/list-query.ts';

/**
 * The street the keyword scenario looks for: seed-properties.ts names every property after a Colombian address
 * ('Apartamento Diagonal 17 # 45-08'), and this one is in about 1 of 400 names (0.25 %: 2,500 of 1,000,000).
 */
export const BENCH_KEYWORD = 'Diagonal 17';

/**
 * What the benchmark asks the property list: filters, a sort, a page of 14 and the total. `query` is what the
 * route reads from `http` (the same filters): the bench server builds the bare SQL and the plain count(*) from it.
 * The scopes of issue 19: a platform admin with and without filters, a builder's first, third and 100th page, a
 * keyword search, and an agency's own list (a store user's list carries no IsRealState: the portal sends it only
 * for a platform admin's choice in the side panel, see apps/web/src/features/properties/use-property-scope.ts).
 */
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
  {
    // "Ver todos los inmuebles" with nothing chosen: the first page, the default sort.
    name: 'admin-sin-filtro',
    user: 'superadmin@tu360.test',
    query: { PageNumber: 1, PageSize: 14 },
    http: 'PageNumber=1&PageSize=14',
  },
  {
    name: 'constructora-sin-filtro',
    user: 'admin@andina.test',
    query: { PageNumber: 1, PageSize: 14, field: 'updatedAt', order: 'desc' },
    http: 'field=updatedAt&order=desc&PageNumber=1&PageSize=14',
  },
  {
    name: 'constructora-pagina-100',
    user: 'admin@andina.test',
    query: { PageNumber: 100, PageSize: 14, field: 'updatedAt', order: 'desc' },
    http: 'field=updatedAt&order=desc&PageNumber=100&PageSize=14',
  },
  {
    name: 'admin-palabra',
    user: 'superadmin@tu360.test',
    query: { PageNumber: 1, PageSize: 14, KeyWord: BENCH_KEYWORD, field: 'updatedAt', order: 'desc' },
    http: `KeyWord=${encodeURIComponent(BENCH_KEYWORD)}&field=updatedAt&order=desc&PageNumber=1&PageSize=14`,
  },
  {
    // Inmobiliaria Capital's administrator (a company with realState: true in the demo data): the agency's own list.
    name: 'inmobiliaria-propia',
    user: 'admin@capital.test',
    query: { PageNumber: 1, PageSize: 14, field: 'updatedAt', order: 'desc' },
    http: 'field=updatedAt&order=desc&PageNumber=1&PageSize=14',
  },
];
