import type { IntegrationScope } from '@tu360/domain';
import type { TestApp } from '../helper.ts';
import { projectFactory, propertyFactory } from './index.ts';
import { integrationKey, type TestKey } from './integration-keys.ts';
import { builderPropertyBody } from './property-bodies.ts';

/**
 * The permission matrix of the integration API (issue 15): every operation of its own OpenAPI document
 * (/api/integration/v1/openapi.json) × every kind of caller, with the status each must get. Its callers are keys,
 * not users: the portal's matrix (operations.ts) walks the portal's document, which does not list these; a
 * portal user's bearer token is one more caller here, refused like no key at all.
 */
export const INTEGRATION_CALLERS = [
  /** No header at all. */
  'none',
  /** A portal user's valid bearer token (Administrador of Andina): the integration API does not take it. */
  'user',
  /** An Andina key, revoked. */
  'revoked',
  /** An Andina key past its expiry. */
  'expired',
  /** An Andina key whose scopes do not include the operation's. */
  'wrongScope',
  /** Horizonte's key with every scope: another builder's rows do not exist for it. */
  'otherBuilder',
  /** Andina's key with every scope. */
  'own',
] as const;
export type IntegrationCaller = (typeof INTEGRATION_CALLERS)[number];

export interface IntegrationCtx {
  andina: string;
  horizonte: string;
  /** The key of each caller (none and user have none). */
  keys: Record<Exclude<IntegrationCaller, 'none' | 'user' | 'wrongScope'>, TestKey>;
  /** A portal user's headers. */
  userHeaders: Record<string, string>;
  png: Buffer;
}

export interface IntegrationCall {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

export interface IntegrationOperation {
  /** The scope the operation needs (the wrongScope caller holds every other one). */
  scope: IntegrationScope;
  expect: Record<IntegrationCaller, number>;
  /** Lists rows: the other builder's key gets a 200 with none of Andina's. */
  lists?: true;
  /** Writes: a refused call must change nothing. */
  writes?: true;
  build(t: TestApp, c: IntegrationCtx): Promise<IntegrationCall>;
}

const refused = { none: 401, user: 401, revoked: 401, expired: 401, wrongScope: 403 } as const;
const READ_ONE = { ...refused, otherBuilder: 404, own: 200 };
const LIST = { ...refused, otherBuilder: 200, own: 200 };
const V1 = '/api/integration/v1';

const freshProject = (t: TestApp, c: IntegrationCtx) =>
  projectFactory(t.db, c.andina, { status: 'Synchronized' });
const freshProperty = async (t: TestApp, c: IntegrationCtx) =>
  propertyFactory(t.db, await freshProject(t, c));

async function imageBody(png: Buffer) {
  const form = new FormData();
  form.append('Image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'foto.png');
  const res = new Response(form);
  return {
    payload: Buffer.from(await res.arrayBuffer()),
    headers: { 'content-type': res.headers.get('content-type') as string },
  };
}

export const INTEGRATION_OPERATIONS: Record<string, IntegrationOperation> = {
  [`GET ${V1}/projects`]: {
    scope: 'catalog:read',
    expect: LIST,
    lists: true,
    build: async (t, c) => {
      await freshProject(t, c);
      return { url: `${V1}/projects?PageSize=200` };
    },
  },
  [`GET ${V1}/projects/{id}`]: {
    scope: 'catalog:read',
    expect: READ_ONE,
    build: async (t, c) => ({ url: `${V1}/projects/${(await freshProject(t, c)).id}` }),
  },
  [`GET ${V1}/properties`]: {
    scope: 'catalog:read',
    expect: LIST,
    lists: true,
    build: async (t, c) => {
      await freshProperty(t, c);
      return { url: `${V1}/properties?PageSize=200` };
    },
  },
  [`GET ${V1}/properties/{productId}`]: {
    scope: 'catalog:read',
    expect: READ_ONE,
    build: async (t, c) => ({ url: `${V1}/properties/${(await freshProperty(t, c)).productId}` }),
  },
  [`POST ${V1}/properties`]: {
    scope: 'catalog:write',
    // The project is Andina's: for Horizonte's key it does not exist.
    expect: { ...refused, otherBuilder: 404, own: 201 },
    writes: true,
    build: async (t, c) => ({
      url: `${V1}/properties`,
      payload: builderPropertyBody((await freshProject(t, c)).id, 3),
      headers: { 'content-type': 'application/json' },
    }),
  },
  [`PUT ${V1}/properties/{productId}`]: {
    scope: 'catalog:write',
    expect: { ...refused, otherBuilder: 404, own: 200 },
    writes: true,
    build: async (t, c) => {
      const project = await freshProject(t, c);
      const created = await t.app.inject({
        method: 'POST',
        url: `${V1}/properties`,
        headers: c.keys.own.headers,
        payload: builderPropertyBody(project.id, 3),
      });
      const { productId } = created.json() as { productId: number };
      return {
        url: `${V1}/properties/${productId}`,
        payload: { ...builderPropertyBody(project.id, 3, { name: 'Nombre nuevo' }), sellerId: undefined },
        headers: { 'content-type': 'application/json' },
      };
    },
  },
  [`POST ${V1}/properties/{productId}/images`]: {
    scope: 'catalog:write',
    expect: { ...refused, otherBuilder: 404, own: 200 },
    writes: true,
    build: async (t, c) => ({
      url: `${V1}/properties/${(await freshProperty(t, c)).productId}/images`,
      ...(await imageBody(c.png)),
    }),
  },
  [`GET ${V1}/leads`]: {
    scope: 'leads:read',
    expect: LIST,
    lists: true,
    build: async () => ({ url: `${V1}/leads?limit=200` }),
  },
};

/** The headers of a caller for an operation (wrongScope: a fresh Andina key with every scope but the needed one). */
export async function integrationHeaders(
  t: TestApp,
  c: IntegrationCtx,
  caller: IntegrationCaller,
  op: IntegrationOperation,
): Promise<Record<string, string>> {
  if (caller === 'none') return {};
  if (caller === 'user') return c.userHeaders;
  if (caller === 'wrongScope') {
    const scopes = (['catalog:read', 'catalog:write', 'leads:read'] as const).filter((s) => s !== op.scope);
    return (await integrationKey(t.db, c.andina, { scopes })).headers;
  }
  return c.keys[caller].headers;
}
