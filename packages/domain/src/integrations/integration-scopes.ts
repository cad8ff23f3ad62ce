/**
 * What an integration key opens (issue 15): each key carries one or more of these scopes, limited to its builder.
 * The stored values are these names; the labels are what the portal shows.
 */
export const INTEGRATION_SCOPES = ['catalog:read', 'catalog:write', 'leads:read'] as const;
export type IntegrationScope = (typeof INTEGRATION_SCOPES)[number];

export const INTEGRATION_SCOPE_LABELS: Record<IntegrationScope, string> = {
  'catalog:read': 'Leer catálogo',
  'catalog:write': 'Escribir catálogo',
  'leads:read': 'Leer clientes potenciales',
};
