/**
 * The contract between the portal and the API (ADR 0011): every operation's path, method, request and answer,
 * in zod, written once. The API registers its routes from these (apps/api/src/lib/contract-route.ts); the portal
 * imports only their types (`import type`), through `call()` of apps/web/src/lib/api-client.ts.
 *
 * One file per module of the API. Each exports its operations (made with `operation()`), the schemas they share,
 * and the types the portal uses (`z.output` of a schema).
 */
import * as apiKeys from './api-keys.ts';
import * as auth from './auth.ts';
import * as builders from './builders.ts';
import * as bulkLoads from './bulk-loads.ts';
import * as certificates from './certificates.ts';
import * as constructors from './constructors.ts';
import * as dashboard from './dashboard.ts';
import * as files from './files.ts';
import * as integration from './integration.ts';
import * as leads from './leads.ts';
import * as lookups from './lookups.ts';
import * as maintenance from './maintenance.ts';
import * as notifications from './notifications.ts';
import type { OperationContract } from './operation.ts';
import * as prices from './prices.ts';
import * as projects from './projects.ts';
import * as properties from './properties.ts';
import * as reports from './reports.ts';
import * as sellers from './sellers.ts';
import * as storeCatalog from './store-catalog.ts';
import * as system from './system.ts';
import * as terms from './terms.ts';
import * as users from './users.ts';

export * from './api-keys.ts';
export * from './auth.ts';
export * from './builders.ts';
export * from './bulk-loads.ts';
export * from './certificates.ts';
export * from './constructors.ts';
export * from './dashboard.ts';
export * from './errors.ts';
export * from './files.ts';
export * from './integration.ts';
export * from './leads.ts';
export * from './lookups.ts';
export * from './maintenance.ts';
export * from './notifications.ts';
export * from './operation.ts';
export * from './prices.ts';
export * from './projects.ts';
export * from './properties.ts';
export * from './reports.ts';
export * from './sellers.ts';
export * from './store-catalog.ts';
export * from './system.ts';
export * from './terms.ts';
export * from './users.ts';

/** The contract's modules, as namespaces (a module may also export shared schemas and types). */
export const contractModules = {
  system,
  auth,
  sellers,
  constructors,
  builders,
  lookups,
  projects,
  certificates,
  properties,
  bulkLoads,
  reports,
  files,
  prices,
  users,
  leads,
  notifications,
  maintenance,
  integration,
  apiKeys,
  store: storeCatalog,
  dashboard,
  terms,
};

type OperationsOf<M> = { [K in keyof M as M[K] extends OperationContract ? K : never]: M[K] };
type Modules = typeof contractModules;
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never;

/** Every operation of the API, by operationId. */
export type Operations = UnionToIntersection<
  { [M in keyof Modules]: OperationsOf<Modules[M]> }[keyof Modules]
>;

export const isOperation = (value: unknown): value is OperationContract =>
  !!value && typeof value === 'object' && 'operationId' in value && 'method' in value && 'path' in value;

/** Every operation, as values (for the API's tests of the document and the portal's calls). */
export const allOperations: OperationContract[] = Object.values(contractModules).flatMap((m) =>
  Object.values(m).filter(isOperation),
);
