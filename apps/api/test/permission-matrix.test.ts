import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  certificates,
  propertyImages,
  sellerImages,
  sellers,
  users,
  whatsAppContacts,
} from '../src/db/schema.ts';
import {
  builderBody,
  cityByCode,
  completePropertyFactory,
  constructorIdByName,
  imageFile,
  projectBody,
  projectFactory,
  propertyFactory,
  withProjectMedia,
} from './factories/index.ts';
import { agencyPropertyBody, builderPropertyBody } from './factories/property-bodies.ts';
import { createTestApp, login, multipart, type Session, type TestApp } from './helper.ts';

/**
 * Every route of issue 3 × demo role × own or other builder, with the expected status. The target records
 * belong to Constructora Andina: its users act on their own builder, admin@horizonte.test on another's.
 */
const CALLERS = {
  SA: 'superadmin@tu360.test',
  AB: 'admin.banco@tu360.test',
  VB: 'visor.banco@tu360.test',
  AA: 'admin@andina.test',
  OA: 'operativo@andina.test',
  VA: 'visor@andina.test',
  CA: 'asesor@andina.test',
  AH: 'admin@horizonte.test',
} as const;
type Caller = keyof typeof CALLERS;
type Expect = Record<Caller, number>;

const row = (
  SA: number,
  AB: number,
  VB: number,
  AA: number,
  OA: number,
  VA: number,
  CA: number,
  AH: number,
): Expect => ({
  SA,
  AB,
  VB,
  AA,
  OA,
  VA,
  CA,
  AH,
});
const EVERYONE = row(200, 200, 200, 200, 200, 200, 200, 200);
const ADMINS_ONLY_READ = row(200, 200, 200, 403, 403, 403, 403, 403);
const ANDINA_READ = row(200, 200, 200, 200, 200, 200, 200, 404);
const PROJECT_WRITE = row(200, 200, 403, 200, 200, 403, 403, 404);
const BUILDER_EDIT = row(200, 200, 403, 200, 403, 403, 403, 404);
const BUILDER_CREATE = row(201, 201, 403, 403, 403, 403, 403, 403);
const PLATFORM_STATE = row(200, 200, 403, 403, 403, 403, 403, 403);
const APPROVE = row(200, 200, 403, 403, 403, 403, 403, 404);
const CERT_CREATE = row(201, 403, 403, 403, 403, 403, 403, 403);
const CERT_UPDATE = row(200, 403, 403, 403, 403, 403, 403, 403);

interface Call {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}
interface Case {
  expect: Expect;
  /** Builds a request on fresh target rows. */
  build(t: TestApp, ctx: Ctx): Promise<Call>;
}
interface Ctx {
  andina: string;
  capital: string;
  png: Buffer;
}

const json = (payload: unknown): Pick<Call, 'payload' | 'headers'> => ({
  payload,
  headers: { 'content-type': 'application/json' },
});
const freshProperty = async (t: TestApp, c: Ctx, status = 'Published') =>
  propertyFactory(t.db, await fresh(t, c), { status: status as 'Published' });
const capitalStore = async (t: TestApp) =>
  (await t.db.select({ id: sellers.id }).from(sellers).where(eq(sellers.name, 'Inmobiliaria Capital')))[0];
const capitalProperty = async (t: TestApp, c: Ctx, status = 'OnApprobation') =>
  propertyFactory(
    t.db,
    { id: (await capitalStore(t)).id, constructorId: c.capital },
    { status: status as 'OnApprobation', isRealState: true },
  );
const OUTSIDERS_TO_CAPITAL = (ok: number) => row(ok, ok, 403, 404, 404, 404, 404, 404);
const PROPERTY_CREATE = row(201, 201, 403, 201, 201, 403, 403, 404);
const fresh = (t: TestApp, ctx: Ctx, status = 'Incomplete') =>
  projectFactory(t.db, ctx.andina, { status: status as 'Incomplete' });

const MATRIX: Record<string, Case> = {
  // ── builders and agencies
  'GET /api/seller/api/constructor/v2/get-all': {
    expect: ADMINS_ONLY_READ,
    build: async () => ({ url: '/api/seller/api/constructor/v2/get-all' }),
  },
  'GET /api/seller/api/constructor/v2/get-constructor-by-id': {
    expect: ANDINA_READ,
    build: async (_t, c) => ({
      url: `/api/seller/api/constructor/v2/get-constructor-by-id?constructorId=${c.andina}`,
    }),
  },
  'POST /api/seller/api/constructor/v3/create-constructor': {
    expect: BUILDER_CREATE,
    build: async (t) => ({
      url: '/api/seller/api/constructor/v3/create-constructor',
      ...json(await builderBody(t.db)),
    }),
  },
  'POST /api/seller/api/realestate/v1/create-realestate': {
    expect: BUILDER_CREATE,
    build: async (t) => ({
      url: '/api/seller/api/realestate/v1/create-realestate',
      ...json(await builderBody(t.db, { whatsAppPhone: '3105550000' })),
    }),
  },
  'PUT /api/seller/api/constructor/v3/update-constructor': {
    expect: BUILDER_EDIT,
    build: async (t, c) => ({
      url: '/api/seller/api/constructor/v3/update-constructor',
      ...json(await builderBody(t.db, { id: c.andina, name: 'Constructora Andina', nit: '900123456-1' })),
    }),
  },
  'PUT /api/seller/api/realestate/v1/update-realestate': {
    // The agency is Inmobiliaria Capital: every Andina user and Horizonte's admin are outsiders to it.
    expect: row(200, 200, 403, 404, 404, 404, 404, 404),
    build: async (t, c) => ({
      url: '/api/seller/api/realestate/v1/update-realestate',
      ...json(
        await builderBody(t.db, {
          id: c.capital,
          name: 'Inmobiliaria Capital',
          nit: '830111222-5',
          whatsAppPhone: '3105550001',
        }),
      ),
    }),
  },
  'PUT /api/product/api/constructor/v3/update-constructor-state': {
    expect: PLATFORM_STATE,
    build: async (_t, c) => ({
      url: '/api/product/api/constructor/v3/update-constructor-state',
      ...json({ id: c.andina, state: true }),
    }),
  },
  'PUT /api/seller/api/constructor/v2/update-logo-banner': {
    expect: BUILDER_EDIT,
    build: async (_t, c) => ({
      url: `/api/seller/api/constructor/v2/update-logo-banner?constructorId=${c.andina}`,
      ...(await multipart({ logo: new Blob([c.png]), banner: new Blob([c.png]) })),
    }),
  },
  'PUT /api/seller/api/constructor/v3/update-logo': {
    expect: BUILDER_EDIT,
    build: async (_t, c) => ({
      url: `/api/seller/api/constructor/v3/update-logo?constructorId=${c.andina}`,
      ...(await multipart({ logo: new Blob([c.png]) })),
    }),
  },
  'PUT /api/seller/api/constructor/v2/update-Banner': {
    expect: BUILDER_EDIT,
    build: async (_t, c) => ({
      url: `/api/seller/api/constructor/v2/update-Banner?constructorId=${c.andina}`,
      ...(await multipart({ banner: new Blob([c.png]) })),
    }),
  },
  'PUT /api/seller/api/constructor/v2/delete-banner': {
    expect: BUILDER_EDIT,
    build: async (_t, c) => ({
      url: `/api/seller/api/constructor/v2/delete-banner?constructorId=${c.andina}`,
    }),
  },
  // ── lookups
  'GET /api/lookups/departments': {
    expect: EVERYONE,
    build: async () => ({ url: '/api/lookups/departments' }),
  },
  'GET /api/lookups/cities': {
    expect: EVERYONE,
    build: async (t) => ({
      url: `/api/lookups/cities?departmentId=${(await cityByCode(t.db, '05001')).departmentId}`,
    }),
  },
  // ── projects
  'GET /api/seller/api/v1/get-all-by-user': {
    expect: EVERYONE,
    build: async () => ({ url: '/api/seller/api/v1/get-all-by-user' }),
  },
  'GET /api/seller/api/v1/get-all': {
    expect: EVERYONE,
    build: async () => ({ url: '/api/seller/api/v1/get-all' }),
  },
  'GET /api/seller/api/v1/get-all-projects': {
    expect: EVERYONE,
    build: async () => ({ url: '/api/seller/api/v1/get-all-projects' }),
  },
  'GET /api/seller/api/v1/get-seller-count': {
    expect: EVERYONE,
    build: async () => ({ url: '/api/seller/api/v1/get-seller-count' }),
  },
  'GET /api/seller/api/v1/get-seller-by-id/{id}': {
    expect: ANDINA_READ,
    build: async (t, c) => ({ url: `/api/seller/api/v1/get-seller-by-id/${(await fresh(t, c)).id}` }),
  },
  'POST /api/seller/api/v3/create-project': {
    expect: row(201, 201, 403, 201, 201, 403, 403, 403),
    build: async (t, c) => ({
      url: '/api/seller/api/v3/create-project',
      ...json(await projectBody(t.db, { constructorId: c.andina })),
    }),
  },
  'PUT /api/seller/api/v3/update-project': {
    expect: PROJECT_WRITE,
    build: async (t, c) => ({
      url: '/api/seller/api/v3/update-project',
      ...json(await projectBody(t.db, { id: (await fresh(t, c)).id })),
    }),
  },
  'PATCH /api/seller/api/v1/status/{id}/{status}': {
    // Asking for approval (store and admins); approving is covered by the next rows of the approval tests.
    expect: PROJECT_WRITE,
    build: async (t, c) => ({
      url: `/api/seller/api/v1/status/${(await withProjectMedia(t.db, await fresh(t, c))).id}/OnApprobation`,
      ...json({}),
    }),
  },
  'PUT /api/seller/api/v1/update-logo-by-seller-id': {
    expect: PROJECT_WRITE,
    build: async (t, c) => ({
      url: `/api/seller/api/v1/update-logo-by-seller-id?sellerId=${(await fresh(t, c)).id}`,
      ...(await multipart({ File: new Blob([c.png]) })),
    }),
  },
  'PUT /api/seller/api/v1/update-banner-by-seller-id': {
    expect: PROJECT_WRITE,
    build: async (t, c) => ({
      url: `/api/seller/api/v1/update-banner-by-seller-id?sellerId=${(await fresh(t, c)).id}`,
      ...(await multipart({ File: new Blob([c.png]) })),
    }),
  },
  'PUT /api/seller/api/v1/update-banner-logo-by-seller-id/': {
    expect: PROJECT_WRITE,
    build: async (t, c) => ({
      url: `/api/seller/api/v1/update-banner-logo-by-seller-id/?SellerId=${(await fresh(t, c)).id}`,
      ...(await multipart({ FileLogo: new Blob([c.png]), FileBanner: new Blob([c.png]) })),
    }),
  },
  'PUT /api/seller/api/v1/delete-banner-by-seller-id': {
    expect: PROJECT_WRITE,
    build: async (t, c) => ({
      url: `/api/seller/api/v1/delete-banner-by-seller-id?sellerId=${(await fresh(t, c)).id}`,
    }),
  },
  'POST /api/seller/api/v5/update-image-project': {
    expect: PROJECT_WRITE,
    build: async (t, c) => ({
      url: `/api/seller/api/v5/update-image-project?sellerId=${(await fresh(t, c)).id}`,
      ...(await multipart({
        Name: 'Fachada',
        Label: 'Fachada',
        Text: 'Vista',
        IsMain: 'true',
        Order: '0',
        File: new Blob([c.png]),
      })),
    }),
  },
  'DELETE /api/seller/api/v3/delete-image-project': {
    expect: PROJECT_WRITE,
    build: async (t, c) => {
      const project = await fresh(t, c);
      const [file] = await t.db.select({ fileId: sellerImages.fileId }).from(sellerImages).limit(1);
      const [image] = await t.db
        .insert(sellerImages)
        .values({
          sellerId: project.id,
          constructorId: c.andina,
          fileId: file.fileId,
          order: 0,
          isMain: true,
        })
        .returning();
      return { url: `/api/seller/api/v3/delete-image-project?sellerId=${project.id}&imageId=${image.id}` };
    },
  },
  'GET /api/seller/api/v3/get-contacts': {
    expect: ANDINA_READ,
    build: async (_t, c) => ({ url: `/api/seller/api/v3/get-contacts?constructorId=${c.andina}` }),
  },
  'POST /api/seller/api/v3/create-contact': {
    expect: PROJECT_WRITE,
    build: async (t, c) => ({
      url: '/api/seller/api/v3/create-contact',
      ...json({ ConstructorId: c.andina, WhatsAppPhone: '3105551234', projectIds: [(await fresh(t, c)).id] }),
    }),
  },
  'PUT /api/seller/api/v3/update-contact': {
    expect: PROJECT_WRITE,
    build: async (t, c) => {
      const project = await fresh(t, c);
      const [contact] = await t.db
        .insert(whatsAppContacts)
        .values({ constructorId: c.andina, whatsAppPhone: '3100000000' })
        .returning();
      return {
        url: '/api/seller/api/v3/update-contact',
        ...json({
          id: contact.id,
          ConstructorId: c.andina,
          WhatsAppPhone: '3105554321',
          projectIds: [project.id],
        }),
      };
    },
  },
  // ── certificates
  'GET /api/certificate/api/v1/get-all': {
    expect: EVERYONE,
    build: async () => ({ url: '/api/certificate/api/v1/get-all' }),
  },
  'GET /api/certificate/api/v1/get-by-id/{id}': {
    expect: EVERYONE,
    build: async (t) => {
      const [c] = await t.db.select({ id: certificates.id }).from(certificates).limit(1);
      return { url: `/api/certificate/api/v1/get-by-id/${c.id}` };
    },
  },
  'POST /api/certificate/api/v1/create': {
    expect: CERT_CREATE,
    build: async (_t, c) => ({
      url: '/api/certificate/api/v1/create',
      ...(await multipart({ name: 'HQE', isActive: 'true', logo: new Blob([c.png]) })),
    }),
  },
  'PUT /api/certificate/api/v1/update/{id}': {
    expect: CERT_UPDATE,
    build: async (t) => {
      const [c] = await t.db
        .select({ id: certificates.id })
        .from(certificates)
        .where(eq(certificates.name, 'EDGE'));
      return {
        url: `/api/certificate/api/v1/update/${c.id}`,
        ...(await multipart({ name: 'EDGE', isActive: 'true' })),
      };
    },
  },
  // ── properties
  'GET /api/product/api/v2/get-realstates': {
    expect: EVERYONE,
    build: async () => ({ url: '/api/product/api/v2/get-realstates' }),
  },
  'GET /api/product/api/v2/get-realstate-count': {
    expect: EVERYONE,
    build: async () => ({ url: '/api/product/api/v2/get-realstate-count' }),
  },
  'GET /api/product/api/v2/get-data-dashboard': {
    expect: EVERYONE,
    build: async () => ({ url: '/api/product/api/v2/get-data-dashboard' }),
  },
  'GET /api/product/api/v2/get-realstatestypes-count': {
    expect: EVERYONE,
    build: async () => ({ url: '/api/product/api/v2/get-realstatestypes-count' }),
  },
  'GET /api/product/api/v2/get-product-id': {
    expect: ANDINA_READ,
    build: async (t, c) => ({
      url: `/api/product/api/v2/get-product-id?productId=${(await freshProperty(t, c)).productId}`,
    }),
  },
  'POST /api/product/api/v5/create-product': {
    expect: PROPERTY_CREATE,
    build: async (t, c) => ({
      url: '/api/product/api/v5/create-product',
      ...json(builderPropertyBody((await fresh(t, c)).id)),
    }),
  },
  'PUT /api/product/api/v5/update-product': {
    expect: PROJECT_WRITE,
    build: async (t, c) => {
      const p = await freshProperty(t, c, 'Incomplete');
      return {
        url: '/api/product/api/v5/update-product',
        ...json(builderPropertyBody(p.sellerId, 3, { productId: p.productId })),
      };
    },
  },
  'POST /api/product/api/estate-agency/v5/create-agency-realstate': {
    expect: OUTSIDERS_TO_CAPITAL(201),
    build: async (t) => ({
      url: '/api/product/api/estate-agency/v5/create-agency-realstate',
      ...json(agencyPropertyBody((await capitalStore(t)).id)),
    }),
  },
  'PATCH /api/product/api/estate-agency/v5/update-agency-realstate': {
    expect: OUTSIDERS_TO_CAPITAL(200),
    build: async (t, c) => {
      const p = await capitalProperty(t, c, 'Incomplete');
      return {
        url: '/api/product/api/estate-agency/v5/update-agency-realstate',
        ...json(agencyPropertyBody(p.sellerId, { productId: p.productId })),
      };
    },
  },
  'POST /api/product/api/v5/create-images-product': {
    expect: PROJECT_WRITE,
    build: async (t, c) => ({
      url: `/api/product/api/v5/create-images-product?refId=${(await freshProperty(t, c)).refId}`,
      ...(await multipart({ Image: new Blob([c.png]) })),
    }),
  },
  'DELETE /api/product/api/v1/delete-image-product': {
    expect: PROJECT_WRITE,
    build: async (t, c) => {
      const p = await freshProperty(t, c);
      const [file] = await t.db.select({ fileId: sellerImages.fileId }).from(sellerImages).limit(1);
      const [image] = await t.db
        .insert(propertyImages)
        .values({ propertyId: p.id, constructorId: c.andina, fileId: file.fileId, isMain: true })
        .returning();
      return { url: `/api/product/api/v1/delete-image-product?imageId=${image.id}&RefId=${p.refId}` };
    },
  },
  'PUT /api/product/api/product-massive/v2/product-image-order': {
    expect: PROJECT_WRITE,
    build: async (t, c) => {
      const p = await freshProperty(t, c);
      const [file] = await t.db.select({ fileId: sellerImages.fileId }).from(sellerImages).limit(1);
      const [image] = await t.db
        .insert(propertyImages)
        .values({ propertyId: p.id, constructorId: c.andina, fileId: file.fileId, isMain: true })
        .returning();
      return {
        url: '/api/product/api/product-massive/v2/product-image-order',
        ...json({ RefId: p.refId, images: [{ id: image.id, order: 0, isMain: true }] }),
      };
    },
  },
  'PUT /api/product/api/v5/onapprobation-realstates': {
    expect: APPROVE,
    build: async (t, c) => {
      const p = await freshProperty(t, c, 'OnApprobation');
      return {
        url: '/api/product/api/v5/onapprobation-realstates',
        ...json([{ ProductId: p.productId, SellerId: p.sellerId, Message: '' }]),
      };
    },
  },
  'PUT /api/product/api/v5/update-state': {
    expect: APPROVE,
    build: async (t, c) => {
      const p = await freshProperty(t, c, 'OnApprobation');
      return {
        url: '/api/product/api/v5/update-state',
        ...json({ ProductId: p.productId, SellerId: p.sellerId, Status: 'Published', Message: '' }),
      };
    },
  },
  'PUT /api/product/api/v5/update-state-realstate': {
    expect: OUTSIDERS_TO_CAPITAL(200),
    build: async (t, c) => {
      const p = await capitalProperty(t, c, 'OnApprobation');
      return {
        url: '/api/product/api/v5/update-state-realstate',
        ...json({ ProductId: p.productId, SellerId: p.sellerId, Status: 'Published', Message: '' }),
      };
    },
  },
  'PATCH /api/product/api/v1/request-product-approval': {
    expect: PROJECT_WRITE,
    build: async (t, c) => {
      const p = await completePropertyFactory(t.db, await fresh(t, c), { status: 'Incomplete' });
      return { url: '/api/product/api/v1/request-product-approval', ...json({ productIds: [p.productId] }) };
    },
  },
  'PUT /api/product/api/v2/hide-realstates': {
    expect: PROJECT_WRITE,
    build: async (t, c) => ({
      url: '/api/product/api/v2/hide-realstates',
      ...json({ productIds: [(await freshProperty(t, c)).productId], Message: 'Vendido' }),
    }),
  },
  'DELETE /api/product/api/v3/delete-product': {
    expect: PROJECT_WRITE,
    build: async (t, c) => {
      const p = await freshProperty(t, c);
      return { url: `/api/product/api/v3/delete-product?productId=${p.productId}&sellerId=${p.sellerId}` };
    },
  },
  'GET /api/auth/api/users': {
    expect: row(200, 200, 200, 200, 403, 200, 200, 404),
    build: async (_t, c) => ({
      url: `/api/auth/api/users?IsActive=true&ConstructorId=${c.andina}&PageNumber=1&PageSize=10`,
    }),
  },
  'POST /api/product/api/user-realstate/v2/add-user-config': {
    expect: row(200, 200, 403, 200, 200, 403, 403, 404),
    build: async (t, c) => {
      const p = await freshProperty(t, c);
      const [u] = await t.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.userName, 'operativo@andina.test'));
      return {
        url: '/api/product/api/user-realstate/v2/add-user-config',
        ...json({
          Users: [u.id],
          ConstructorId: c.andina,
          AssignType: 'Product',
          IsSetLocation: false,
          IsSetSpecificProduct: true,
          SkuIds: [p.productId],
          Locations: [],
        }),
      };
    },
  },
  'POST /api/product/api/user-realstate/v2/remove-user-sku': {
    expect: PROJECT_WRITE,
    build: async (t, c) => {
      const p = await freshProperty(t, c);
      const [u] = await t.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.userName, 'operativo@andina.test'));
      return {
        url: '/api/product/api/user-realstate/v2/remove-user-sku',
        ...json({ Users: [u.id], ProductId: p.productId }),
      };
    },
  },
  'GET /api/product/api/v1/get-last-changes': {
    expect: ANDINA_READ,
    build: async (t, c) => ({
      url: `/api/product/api/v1/get-last-changes?productId=${(await freshProperty(t, c)).productId}`,
    }),
  },
  'GET /api/product/api/v2/get-audit-log-product': {
    expect: EVERYONE,
    build: async () => ({
      url: `/api/product/api/v2/get-audit-log-product?TransactionalId=${crypto.randomUUID()}`,
    }),
  },
};

const TAGS = ['builders', 'constructors', 'projects', 'certificates', 'lookups', 'properties', 'users'];

describe('permission matrix of issues 3 and 4 (route × role × own/other builder)', () => {
  let t: TestApp;
  let ctx: Ctx;
  const sessions = {} as Record<Caller, Session>;

  beforeAll(async () => {
    t = await createTestApp();
    ctx = {
      andina: await constructorIdByName(t.db, 'Constructora Andina'),
      capital: await constructorIdByName(t.db, 'Inmobiliaria Capital'),
      png: await imageFile(),
    };
    for (const [k, user] of Object.entries(CALLERS)) sessions[k as Caller] = await login(t.app, user);
  });
  afterAll(() => t.close());

  it('lists every route of the issue (a new route without a row fails here)', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    const routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => op.tags?.some((tag) => TAGS.includes(tag)))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(routes.sort()).toEqual(Object.keys(MATRIX).sort());
  });

  const cells = Object.entries(MATRIX).flatMap(([route, c]) =>
    (Object.keys(CALLERS) as Caller[]).map((caller) => [route, caller, c.expect[caller]] as const),
  );
  it.each(cells)('%s as %s → %i', async (route, caller, status) => {
    const method = route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    const call = await MATRIX[route].build(t, ctx);
    const res = await t.app.inject({
      method,
      url: call.url,
      payload: call.payload as string | Buffer | object | undefined,
      headers: { ...sessions[caller].headers, ...call.headers },
    });
    expect(res.statusCode, res.body).toBe(status);
    if (status >= 400) expect(typeof (res.json() as { Message: unknown }).Message).toBe('string');
  });

  it('lets only platform admins with catalog.approve approve a project', async () => {
    const expected = APPROVE;
    for (const caller of Object.keys(CALLERS) as Caller[]) {
      const project = await fresh(t, ctx, 'OnApprobation');
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/seller/api/v1/status/${project.id}/Synchronized`,
        payload: {},
        headers: sessions[caller].headers,
      });
      expect(res.statusCode, `${caller}: ${res.body}`).toBe(expected[caller]);
    }
  });
});
