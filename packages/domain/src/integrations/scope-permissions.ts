import type { Permission } from '../roles.ts';
import type { IntegrationScope } from './integration-scopes.ts';

/**
 * What each scope of an integration key lets it do, in the portal's permission names: the write code the key shares
 * with the portal (a property's save, its images) checks these as it checks a role's. A key holds no role.
 */
export const INTEGRATION_SCOPE_PERMISSIONS: Record<IntegrationScope, readonly Permission[]> = {
  'catalog:read': ['portal.read'],
  'catalog:write': ['catalog.write'],
  'leads:read': ['leads.read'],
};

/** The permissions of a key with these scopes. */
export function permissionsOfScopes(scopes: readonly IntegrationScope[]): Permission[] {
  return [...new Set(scopes.flatMap((s) => INTEGRATION_SCOPE_PERMISSIONS[s] ?? []))];
}
