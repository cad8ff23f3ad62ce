import { LEAD_INTAKE_SCOPE } from '../leads/lead-rules.ts';
import { ALL_DETAIL_KEYS, AMENITIES } from '../property/detail-keys.ts';
import type { PROJECT_DETAIL_KEYS } from '../schemas/project.schema.ts';
import type { ProjectStatus } from '../statuses/project-status.ts';
import { type PropertyStatus, statusesOfFilter } from '../statuses/property-status.ts';

/**
 * The published catalog the public store reads (issue 15, /api/store/v1): what is in it, who may read it, and
 * how it is paged and cached.
 */

/** The scope of the store's client-credentials token (client tu360-store) that opens the catalog. */
export const STORE_CATALOG_SCOPE = 'store.catalog.read';
/** Every scope the store's client gets when it asks for none: it posts leads and reads the catalog. */
export const STORE_CLIENT_SCOPES = [LEAD_INTAKE_SCOPE, STORE_CATALOG_SCOPE] as const;

/** A project is in the store when it is published ("Publicado"). */
export const STORE_PROJECT_STATUSES: readonly ProjectStatus[] = ['Synchronized'];
/** A property is in the store when it is published: Published and Loaded, both "Publicado" (spec section 4). */
export const STORE_PROPERTY_STATUSES: readonly PropertyStatus[] = statusesOfFilter('Published');

/** Whether a project is in the store: published, and its builder (or agency) active. */
export function isProjectInStore(project: { status: string; builderActive: boolean }): boolean {
  return project.builderActive && (STORE_PROJECT_STATUSES as readonly string[]).includes(project.status);
}

/**
 * Whether a property is in the store: published, in a project that is in the store. Never Incompleto, En
 * aprobación, Aprobado (not yet published), Rechazado or Oculto, nor under a hidden or unpublished project, nor of
 * an inactive builder.
 */
export function isPropertyInStore(property: {
  status: string;
  projectStatus: string;
  builderActive: boolean;
}): boolean {
  return (
    (STORE_PROPERTY_STATUSES as readonly string[]).includes(property.status) &&
    isProjectInStore({ status: property.projectStatus, builderActive: property.builderActive })
  );
}

/**
 * Pages of the catalog: 20 by default, at most 100 a page, and at most the first 2,000 items of a search reached by
 * paging (100 pages of 20; past them the store narrows with filters). The properties' total is counted as far.
 */
export const STORE_PAGE = { defaultSize: 20, maxSize: 100, maxItems: 2_000 } as const;

/** How long a CDN or the store may keep an answer, and serve it stale while it asks again (seconds). */
export const STORE_CACHE = { maxAge: 60, staleWhileRevalidate: 300 } as const;

/** The catalog's orders: newest first (default), price up, price down; the product id breaks ties (stable). */
export const STORE_SORTS = ['recent', 'priceAsc', 'priceDesc'] as const;
export type StoreSort = (typeof STORE_SORTS)[number];

/** What the store shows of a project's details: the stratum and what it builds (CamacolCode and Nit stay inside). */
export const STORE_PROJECT_DETAIL_KEYS: readonly (typeof PROJECT_DETAIL_KEYS)[number][] = [
  'construye',
  'estrato',
];

const PUBLIC_PROPERTY_DETAILS = new Set<string>([...ALL_DETAIL_KEYS, ...AMENITIES]);
/** Whether a property's detail is one the store shows: the wizard's characteristics and amenities (spec section 3). */
export const isPublicPropertyDetail = (key: string) => PUBLIC_PROPERTY_DETAILS.has(key);
