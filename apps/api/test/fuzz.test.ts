import { performance } from 'node:perf_hooks';
import { INTEGRATION_SCOPES, LEAD_STATES, MARKETPLACE_ID, ROLE_NAMES } from '@tu360/domain';
import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  certificates,
  cities,
  constructors,
  departments,
  files,
  leads,
  notifications,
  properties,
  propertyImages,
  sellerImages,
  sellers,
  users,
  whatsAppContactProjects,
  whatsAppContacts,
} from '../src/db/schema.ts';
import { builderBody, imageFile, projectBody } from './factories/index.ts';
import { injectReadingStreams } from './factories/inject-stream.ts';
import {
  type Example,
  type FormValue,
  fromSchema,
  mutate,
  type Operation,
  operationsOf,
  type Pools,
  type RequestSpec,
  toRequest,
} from './factories/malformed-requests.ts';
import { agencyPropertyBody, builderPropertyBody } from './factories/property-bodies.ts';
import { call, USERS, userBody } from './factories/users.ts';
import { createTestApp, DEMO_PASSWORD, login, type TestApp } from './helper.ts';

/**
 * Property: whatever a caller sends to any operation of the OpenAPI document, the answer is not a 5xx, comes
 * within 2 s, and a refusal says why in Spanish. Slow means wall clock and the process's CPU time both over 2 s:
 * the app and PGlite run in this process, and the machine's other work only inflates the wall clock.
 * Requests are valid examples (so that handlers and the database are reached), the same examples with one part
 * broken, and requests built from the schemas; every operation × every kind of caller gets its share. Fixed seed:
 * the same kinds of requests every run, and the report names each failing request.
 */
// FUZZ_SEED and FUZZ_RUNS explore further (a failure report names its seed); the suite uses the fixed ones.
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_901);
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_080); // 72 operations × 5 callers × 28
const SLOW_MS = 2_000;
/** No answer at all: the run stops and names the request. */
const HANG_MS = 30_000;
const hang = (ms: number) =>
  new Promise<undefined>((resolve) => {
    setTimeout(() => resolve(undefined), ms).unref();
  });

const CALLERS = {
  anónimo: null,
  'administrador de plataforma': 'superadmin@tu360.test',
  'administrador de constructora': 'admin@andina.test',
  visualizador: 'visor@andina.test',
  'administrador de inmobiliaria': 'admin@capital.test',
} as const;
type Caller = keyof typeof CALLERS;

interface Ctx {
  pools: Pools;
  andina: string;
  capital: string;
  pacifico: string;
  andinaProject: string;
  capitalStore: string;
  department: string;
  city: string;
  andinaProduct: { productId: number; refId: string; sellerId: string };
  capitalProduct: { productId: number; refId: string; sellerId: string };
  andinaUsers: string[];
  /** Users the fuzz made for itself (Andina's Operativos): edited, deactivated, deleted at will. */
  fuzzUsers: string[];
  /** Leads of Andina's project. */
  leads: string[];
  /** Notifications of the callers (each is its recipient's own: the others' answer 404). */
  notifications: string[];
  /** Images with what locates them: a property's RefId or a project's id. */
  propertyImages: { id: string; refId: string }[];
  projectImages: { id: string; sellerId: string }[];
  /** A WhatsApp contact of Constructora Andina. */
  contact: string;
  /** Integration keys of Constructora Andina (issue 15): revoked and rotated at will. */
  apiKeys: string[];
}

/** An id no row has. */
const ABSENT = '5f1c0a2e-9d3b-4c1a-8e6f-000000000000';

const json = (value: unknown): RequestSpec['body'] => ({ kind: 'json', value });

/** Valid requests per operation, for the operations whose body a schema alone cannot make coherent. */
const EXAMPLES: Record<string, (c: Ctx, g: fc.GeneratorValue) => Example> = {
  'POST /api/auth/connect/token': (_c, g) => ({
    params: { marketplaceId: MARKETPLACE_ID, tokenCaptcha: 'captcha-disabled', currentIp: '127.0.0.1' },
    body: {
      kind: g(fc.boolean) ? 'multipart' : 'form',
      fields: {
        grant_type: 'password',
        // Wrong passwords go to an account no caller uses, so that its lockout does not stop the good ones.
        ...(g(fc.boolean)
          ? { username: 'asesor@andina.test', password: DEMO_PASSWORD }
          : { username: 'nuevo@pacifico.test', password: 'Incorrecta#1' }),
        client_id: 'tu360-portal',
        scope: 'openid profile email offline_access gateway sellers',
      },
    } as RequestSpec['body'],
  }),
  'POST /api/auth/api/profile/change-password': () => ({
    // A wrong current password: the handler runs, the callers keep their sessions.
    body: json({ currentPassword: 'NoEsLaMia#1', newPassword: 'Nueva#Clave2027' }),
  }),
  'POST /api/terms/versions': (_c, g) => ({
    // A new label each time (a repeated one is a 409), now and then one already published.
    body: json({
      version: g(fc.boolean) ? `fuzz-${++termsVersions}` : 'v2',
      title: 'Términos de prueba',
      body: '<p>Texto <strong>de prueba</strong></p><script>alert(1)</script>',
    }),
  }),
  // Maintenance mode (issue 15): switched on with a valid message, and off again right after (see the loop).
  'PUT /api/system/api/v1/maintenance': () => ({
    body: json({
      enabled: true,
      message: 'Mantenimiento de prueba',
      expectedEnd: new Date(Date.now() + 3_600_000).toISOString(),
    }),
  }),
  'POST /api/auth/api/profile/recovery-password': () => ({
    params: { marketplaceId: MARKETPLACE_ID },
    body: json({ email: 'asesor@andina.test' }),
  }),
  'POST /api/auth/api/profile/reset-password': () => ({
    body: json({
      email: 'asesor@andina.test',
      token: 'token-que-no-existe',
      newPassword: 'Nueva#Clave2027',
      confirmPassword: 'Nueva#Clave2027',
    }),
  }),
  'GET /api/auth/api/roles/claims-by-role': (_c, g) => ({ params: { roleName: pickOf(g, ROLE_NAMES) } }),
  'POST /api/auth/api/users/change-seller': (c) => ({ body: json({ sellerId: c.andinaProject }) }),
  'POST /api/seller/api/constructor/v3/create-constructor': (c) => ({
    body: json(builderLike(c, { nit: nit() })),
  }),
  'POST /api/seller/api/realestate/v1/create-realestate': (c) => ({
    body: json(builderLike(c, { nit: nit(), whatsAppPhone: '3105550000' })),
  }),
  'PUT /api/seller/api/constructor/v3/update-constructor': (c) => ({
    body: json(builderLike(c, { id: c.andina, name: 'Constructora Andina', nit: '900123456-1' })),
  }),
  'PUT /api/seller/api/realestate/v1/update-realestate': (c) => ({
    body: json(
      builderLike(c, {
        id: c.capital,
        name: 'Inmobiliaria Capital',
        nit: '830111222-5',
        whatsAppPhone: '3105550001',
      }),
    ),
  }),
  // Another builder than the callers' own, so that a deactivation does not end the callers' sessions.
  'PUT /api/product/api/constructor/v3/update-constructor-state': (c, g) => ({
    body: json({ id: c.pacifico, state: g(fc.boolean) }),
  }),
  'POST /api/seller/api/v3/create-project': (c) => ({
    body: json(projectLike(c, { constructorId: c.andina })),
  }),
  'PUT /api/seller/api/v3/update-project': (c) => ({
    body: json(projectLike(c, { id: c.andinaProject, name: 'Torre Andina' })),
  }),
  'POST /api/seller/api/v3/create-contact': (c) => ({
    body: json({ ConstructorId: c.andina, WhatsAppPhone: '3105550099', projectIds: [c.andinaProject] }),
  }),
  'PUT /api/seller/api/v3/update-contact': (c, g) => ({
    body: json({
      id: g(fc.boolean) ? c.contact : pickOf(g, c.pools.contacts),
      ConstructorId: c.andina,
      WhatsAppPhone: '3105550098',
      projectIds: [c.andinaProject],
    }),
  }),
  'POST /api/product/api/v5/create-product': (c) => ({
    body: json(builderPropertyBody(c.andinaProject, 3, { departmentId: c.department, cityId: c.city })),
  }),
  'PUT /api/product/api/v5/update-product': (c) => ({
    body: json(
      builderPropertyBody(c.andinaProduct.sellerId, 3, {
        productId: c.andinaProduct.productId,
        departmentId: c.department,
        cityId: c.city,
      }),
    ),
  }),
  'POST /api/product/api/estate-agency/v5/create-agency-realstate': (c) => ({
    body: json(agencyPropertyBody(c.capitalStore)),
  }),
  'PATCH /api/product/api/estate-agency/v5/update-agency-realstate': (c) => ({
    body: json(agencyPropertyBody(c.capitalProduct.sellerId, { productId: c.capitalProduct.productId })),
  }),
  'POST /api/product/api/v5/create-images-product': (c) => ({
    params: { refId: c.andinaProduct.refId },
    body: { kind: 'multipart', fields: { Image: { file: 'png' }, SellerId: c.andinaProduct.sellerId } },
  }),
  'PUT /api/product/api/product-massive/v2/product-image-order': (c, g) => ({
    body: json({
      RefId: c.andinaProduct.refId,
      images: [{ id: pickOf(g, c.pools.images), order: 0, isMain: true, label: 'Fachada', text: 'Vista' }],
    }),
  }),
  'PUT /api/product/api/v5/onapprobation-realstates': (c) => ({
    body: json([
      { ProductId: c.andinaProduct.productId, SellerId: c.andinaProduct.sellerId, Message: 'Revisar' },
    ]),
  }),
  'PUT /api/product/api/v5/update-state': (c, g) => ({
    body: json({
      ProductId: c.andinaProduct.productId,
      SellerId: c.andinaProduct.sellerId,
      Status: pickOf(g, ['Approved', 'Rejected', 'Published', 'Hidden']),
      Message: 'Motivo del cambio',
    }),
  }),
  'PUT /api/product/api/v5/update-state-realstate': (c, g) => ({
    body: json({
      ProductId: c.capitalProduct.productId,
      SellerId: c.capitalProduct.sellerId,
      Status: pickOf(g, ['Approved', 'Rejected', 'Published', 'Hidden']),
      Message: 'Motivo del cambio',
    }),
  }),
  'PATCH /api/product/api/v1/request-product-approval': (c) => ({
    body: json({ productIds: [c.andinaProduct.productId] }),
  }),
  'PUT /api/product/api/v2/hide-realstates': (c) => ({
    body: json({ productIds: [c.andinaProduct.productId], Message: 'Se oculta para revisión' }),
  }),
  'DELETE /api/product/api/v3/delete-product': (c, g) => ({
    // A product that exists nowhere most of the time: the handler runs, the fixtures stay.
    body: json([
      { productId: g(fc.boolean) ? 999_999 : pickOf(g, c.pools.productIds), sellerId: c.andinaProject },
    ]),
  }),
  'POST /api/product/api/user-realstate/v2/add-user-config': (c, g) => ({
    body: json({
      Users: [pickOf(g, c.andinaUsers)],
      SellerId: c.andinaProject,
      ConstructorId: c.andina,
      AssignType: pickOf(g, ['product', 'location', 'price']),
      IsSetLocation: true,
      Locations: [{ CityId: c.city, DepartmentId: c.department }],
      IsSetSpecificProduct: true,
      SkuIds: [c.andinaProduct.productId],
      MinPrice: 1_000_000,
      MaxPrice: 900_000_000,
    }),
  }),
  'POST /api/product/api/user-realstate/v2/remove-user-sku': (c, g) => ({
    body: json({ Users: [pickOf(g, c.andinaUsers)], ProductId: c.andinaProduct.productId }),
  }),
  'POST /api/certificate/api/v1/create': (_c, g) => ({
    body: g(fc.boolean)
      ? json({ name: 'Sello verde', isActive: true })
      : { kind: 'multipart', fields: { name: 'Sello verde', isActive: 'true', logo: { file: 'png' } } },
  }),
  'PUT /api/certificate/api/v1/update/{id}': (c, g) => ({
    params: { id: String(pickOf(g, c.pools.certificates)) },
    body: json({ name: 'Sello azul', isActive: g(fc.boolean) }),
  }),
  'DELETE /api/product/api/v1/delete-image-product': (c, g) => {
    const image = pickOf(g, c.propertyImages);
    return { params: { imageId: image.id, RefId: image.refId } };
  },
  'DELETE /api/seller/api/v3/delete-image-project': (c, g) => {
    const image = pickOf(g, c.projectImages);
    return { params: { sellerId: image.sellerId, imageId: image.id } };
  },
  // Users (issue 13): the fuzz's own users, so that the callers keep theirs.
  'POST /api/auth/api/users': (c) => ({
    body: json(userBody([c.andinaProject], { constructorId: c.andina })),
  }),
  'PUT /api/auth/api/users/{id}': (c, g) => ({
    params: { id: pickOf(g, c.fuzzUsers) },
    body: json(userBody([c.andinaProject], { constructorId: c.andina })),
  }),
  'GET /api/auth/api/users/{id}': (c, g) => ({ params: { id: pickOf(g, c.fuzzUsers) } }),
  'GET /api/auth/api/users/{id}/history': (c, g) => ({ params: { id: pickOf(g, c.fuzzUsers) } }),
  'DELETE /api/auth/api/users/{id}': (c, g) => ({ params: { id: pickOf(g, c.fuzzUsers) } }),
  'POST /api/auth/api/users/{id}/deactivate': (c, g) => ({ params: { id: pickOf(g, c.fuzzUsers) } }),
  'POST /api/auth/api/users/{id}/reactivate': (c, g) => ({ params: { id: pickOf(g, c.fuzzUsers) } }),
  'POST /api/auth/api/users/{id}/resend-invitation': (c, g) => ({ params: { id: pickOf(g, c.fuzzUsers) } }),
  'PUT /api/auth/api/users/add-multipleuser-seller': (c, g) => ({
    body: json({
      sellers: [c.andinaProject],
      users: [pickOf(g, c.fuzzUsers)],
      edit: g(fc.boolean),
      MarketplaceId: MARKETPLACE_ID,
    }),
  }),
  // Leads (issue 14).
  'PUT /api/lead/api/v1/leads/{id}': (c, g) => ({
    params: { id: pickOf(g, c.leads) },
    body: json({ state: pickOf(g, LEAD_STATES), note: 'Llamada de seguimiento' }),
  }),
  'GET /api/lead/api/v1/leads/{id}/history': (c, g) => ({ params: { id: pickOf(g, c.leads) } }),
  'POST /api/lead/api/v1/leads/{id}/anonymise': (c, g) => ({ params: { id: pickOf(g, c.leads) } }),
  // The store catalog (issue 15): its real ids; every caller here is refused (401, or 403 for a portal user).
  'GET /api/store/v1/projects/{id}': (c) => ({ params: { id: c.andinaProject } }),
  'GET /api/store/v1/properties/{productId}': (c) => ({
    params: { productId: String(c.andinaProduct.productId) },
  }),
  // Integration keys (issue 15): the fuzz's own keys.
  'POST /api/auth/api/api-keys': (c, g) => ({
    body: json({
      name: 'Clave del fuzz',
      scopes: [pickOf(g, INTEGRATION_SCOPES)],
      constructorId: c.andina,
      ...(g(fc.boolean) ? { expiresOn: '2027-06-30' } : {}),
    }),
  }),
  'GET /api/auth/api/api-keys': (c) => ({ params: { ConstructorId: c.andina } }),
  'GET /api/auth/api/api-keys/{id}': (c, g) => ({ params: { id: pickOf(g, c.apiKeys) } }),
  'POST /api/auth/api/api-keys/{id}/revoke': (c, g) => ({ params: { id: pickOf(g, c.apiKeys) } }),
  'POST /api/auth/api/api-keys/{id}/rotate': (c, g) => ({ params: { id: pickOf(g, c.apiKeys) } }),
  // Notifications (issue 14).
  'PUT /api/notification/api/notification/v2/change-state-habitat-notification': (c, g) => ({
    body: json([
      { NotificationId: pickOf(g, c.notifications), NotificationState: pickOf(g, ['Read', 'NotRead']) },
    ]),
  }),
  'PUT /api/notification/api/notification/v2/delete-habitat-notifications': (c, g) => ({
    body: json([{ NotificationId: pickOf(g, c.notifications) }]),
  }),
  'PUT /api/notification/api/notification/v2/update-habitat-notification': (c, g) => ({
    body: json([{ NotificationId: pickOf(g, c.notifications), Restore: true }]),
  }),
  'PATCH /api/seller/api/v1/status/{id}/{status}': (c, g) => ({
    params: {
      id: c.andinaProject,
      status: pickOf(g, ['OnApprobation', 'Synchronized', 'Rejected', 'Incomplete']),
    },
    body: json({ statusDetail: 'Cambio de estado' }),
  }),
};

let nits = 0;
let termsVersions = 0;
const nit = () => `8${String(10_000_000 + nits++).padStart(8, '0')}-1`;
const pickOf = <T>(g: fc.GeneratorValue, list: readonly T[]): T => list[g(fc.nat, { max: list.length - 1 })];
let cachedBuilder: Record<string, unknown> = {};
let cachedProject: Record<string, unknown> = {};
const builderLike = (c: Ctx, o: Record<string, unknown>) => ({
  ...cachedBuilder,
  departmentId: c.department,
  cityId: c.city,
  ...o,
});
const projectLike = (c: Ctx, o: Record<string, unknown>) => ({
  ...cachedProject,
  departmentId: c.department,
  cityId: c.city,
  ...o,
});

interface Built {
  caller: Caller;
  op: string;
  mutation: string;
  spec: RequestSpec;
}

function build(g: fc.GeneratorValue, op: Operation, caller: Caller, ctx: Ctx): Built {
  const example = EXAMPLES[op.key];
  const mode = g(fc.nat, { max: 9 });
  const base = example ? example(ctx, g) : fromSchema(g, op, ctx.pools);
  if (mode < 3) return { caller, op: op.key, mutation: 'ejemplo válido', spec: toRequest(op, base) };
  if (mode < 8) {
    const { example: broken, mutation } = mutate(g, op, base);
    return { caller, op: op.key, mutation, spec: toRequest(op, broken) };
  }
  const { example: broken, mutation } = mutate(g, op, fromSchema(g, op, ctx.pools));
  return { caller, op: op.key, mutation: `desde el esquema, ${mutation}`, spec: toRequest(op, broken) };
}

async function encode(spec: RequestSpec, png: Buffer): Promise<Pick<InjectOptions, 'payload' | 'headers'>> {
  const body = spec.body;
  if (!body) return {};
  if (body.kind === 'json')
    return { payload: JSON.stringify(body.value) ?? '', headers: { 'content-type': 'application/json' } };
  if (body.kind === 'raw') return { payload: body.text, headers: { 'content-type': body.contentType } };
  if (body.kind === 'form')
    return {
      payload: new URLSearchParams(body.fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    };
  const form = new FormData();
  const fileOf = (f: { file: string }) => {
    if (f.file === 'png') return new Blob([new Uint8Array(png)], { type: 'image/png' });
    if (f.file === 'html') return new Blob(['<html><script>alert(1)</script></html>'], { type: 'image/png' });
    if (f.file === 'text') return new Blob(['hola'], { type: 'text/plain' });
    return new Blob([], { type: 'image/png' });
  };
  for (const [k, v] of Object.entries(body.fields as Record<string, FormValue>)) {
    if (typeof v === 'string') form.append(k, v);
    else form.append(k, fileOf(v), v.file === 'png' ? 'foto.png' : `archivo.${v.file}`);
  }
  const res = new Response(form);
  return {
    payload: Buffer.from(await res.arrayBuffer()),
    headers: { 'content-type': res.headers.get('content-type') as string },
  };
}

/** A refusal says why in Spanish: `Message` (or OAuth's `error_description` at the token endpoint). */
function spanishMessage(body: string): boolean {
  try {
    const answer = JSON.parse(body) as { Message?: unknown; error_description?: unknown };
    const text = answer.Message ?? answer.error_description;
    return (
      typeof text === 'string' &&
      /[a-záéíóúñ]{3}/i.test(text) &&
      !/\b(the|invalid|failed|must|should|required|not found)\b/i.test(text)
    );
  } catch {
    return false;
  }
}

const excerpt = (s: string, n = 300) => (s.length > n ? `${s.slice(0, n)}… (${s.length} caracteres)` : s);

describe('fuzz: generated requests over every operation of the OpenAPI document', () => {
  let t: TestApp;
  let ops: Operation[];
  let ctx: Ctx;
  let png: Buffer;
  const headers: Record<Caller, Record<string, string>> = {} as never;

  beforeAll(async () => {
    t = await createTestApp({ TOKEN_RATE_LIMIT: '100000' });
    ops = operationsOf((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json());
    for (const [caller, user] of Object.entries(CALLERS) as [Caller, string | null][])
      headers[caller] = user ? (await login(t.app, user)).headers : {};
    png = await imageFile('png', 32, 24);
    // Rows in a stable order (names, codes, product ids) and no random ids: the same seed picks the same rows.
    const ids = async <T extends string | number>(q: Promise<{ id: T }[]>) => (await q).map((r) => r.id);
    const db = t.db;
    const byName = async (name: string) =>
      (await db.select({ id: constructors.id }).from(constructors).where(eq(constructors.name, name)))[0].id;
    const andina = await byName('Constructora Andina');
    const capital = await byName('Inmobiliaria Capital');
    const pacifico = (
      await db.select({ id: constructors.id, name: constructors.name }).from(constructors)
    ).find((r) => r.name.includes('Pacífico') || r.name.includes('Pacifico'))?.id as string;
    const medellin = (await db.select().from(cities).where(eq(cities.code, '05001')))[0];
    const props = await db
      .select({
        productId: properties.productId,
        refId: properties.refId,
        sellerId: properties.sellerId,
        constructorId: properties.constructorId,
        isRealState: properties.isRealState,
      })
      .from(properties)
      .orderBy(properties.productId);
    const andinaProduct = props.find((p) => p.constructorId === andina && !p.isRealState);
    const capitalProduct = props.find((p) => p.constructorId === capital);
    const andinaProjects = await db
      .select({ id: sellers.id })
      .from(sellers)
      .where(eq(sellers.constructorId, andina));
    const capitalStores = await db
      .select({ id: sellers.id })
      .from(sellers)
      .where(eq(sellers.constructorId, capital))
      .orderBy(sellers.name);
    if (!andinaProduct || !capitalProduct || !andinaProjects[0] || !capitalStores[0] || !pacifico)
      throw new Error('faltan datos de demostración para el fuzz');
    const andinaUsers = await ids(
      db.select({ id: users.id }).from(users).where(eq(users.constructorId, andina)).orderBy(users.userName),
    );
    const admin = await login(t.app, 'admin@andina.test');
    const fuzzUsers: string[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await call(t, admin, 'POST', USERS, userBody([andinaProduct.sellerId]));
      if (res.statusCode !== 201) throw new Error(`usuario del fuzz: ${res.statusCode} ${res.body}`);
      fuzzUsers.push((res.json() as { id: string }).id);
    }
    // Enough keys that some are still active when a rotation or a revocation picks them.
    const apiKeyIds: string[] = [];
    for (let i = 0; i < 16; i++) {
      const res = await call(t, admin, 'POST', '/api/auth/api/api-keys', {
        name: `Clave del fuzz ${i}`,
        scopes: ['catalog:read'],
      });
      if (res.statusCode !== 201) throw new Error(`clave del fuzz: ${res.statusCode} ${res.body}`);
      apiKeyIds.push((res.json() as { id: string }).id);
    }
    const leadIds = await ids(
      db
        .insert(leads)
        .values(
          [0, 1, 2, 3].map((i) => ({
            constructorId: andina,
            sellerId: andinaProduct.sellerId,
            fullName: `Cliente ${i}`,
            email: `cliente.fuzz${i}@correo.test`,
            phone: '3001234567',
            consent: true,
          })),
        )
        .returning({ id: leads.id }),
    );
    const callerIds = await ids(
      db
        .select({ id: users.id })
        .from(users)
        .where(
          inArray(
            users.userName,
            Object.values(CALLERS).flatMap((u): string[] => (u ? [u] : [])),
          ),
        ),
    );
    const notificationIds = await ids(
      db
        .select({ id: notifications.id })
        .from(notifications)
        .where(inArray(notifications.recipientId, callerIds))
        .orderBy(notifications.title, notifications.id)
        .limit(30),
    );
    const [contact] = await db
      .insert(whatsAppContacts)
      .values({ constructorId: andina, whatsAppPhone: '3105550077' })
      .returning({ id: whatsAppContacts.id });
    await db
      .insert(whatsAppContactProjects)
      .values({ contactId: contact.id, sellerId: andinaProduct.sellerId });
    ctx = {
      contact: contact.id,
      propertyImages: await db
        .select({ id: propertyImages.id, refId: properties.refId })
        .from(propertyImages)
        .innerJoin(properties, eq(properties.id, propertyImages.propertyId))
        .orderBy(properties.productId, propertyImages.order)
        .limit(20),
      projectImages: await db
        .select({ id: sellerImages.id, sellerId: sellerImages.sellerId })
        .from(sellerImages)
        .innerJoin(sellers, eq(sellers.id, sellerImages.sellerId))
        .orderBy(sellers.name, sellerImages.order)
        .limit(20),
      andina,
      capital,
      pacifico,
      andinaProject: andinaProduct.sellerId,
      capitalStore: capitalStores[0].id,
      department: medellin.departmentId,
      city: medellin.id,
      andinaProduct,
      capitalProduct,
      andinaUsers,
      fuzzUsers,
      leads: leadIds,
      apiKeys: apiKeyIds,
      notifications: notificationIds,
      pools: {
        constructors: await ids(
          db.select({ id: constructors.id }).from(constructors).orderBy(constructors.name),
        ),
        sellers: await ids(db.select({ id: sellers.id }).from(sellers).orderBy(sellers.name)),
        users: await ids(db.select({ id: users.id }).from(users).orderBy(users.userName)),
        departments: await ids(
          db.select({ id: departments.id }).from(departments).orderBy(departments.code).limit(10),
        ),
        cities: [
          medellin.id,
          ...(await ids(db.select({ id: cities.id }).from(cities).orderBy(cities.code).limit(10))),
        ],
        certificates: await ids(
          db.select({ id: certificates.id }).from(certificates).orderBy(certificates.name),
        ),
        files: await ids(db.select({ id: files.id }).from(files).orderBy(files.storageKey).limit(10)),
        images: [
          ...(await ids(
            db
              .select({ id: propertyImages.id })
              .from(propertyImages)
              .innerJoin(properties, eq(properties.id, propertyImages.propertyId))
              .orderBy(properties.productId, propertyImages.order)
              .limit(10),
          )),
          ...(await ids(
            db
              .select({ id: sellerImages.id })
              .from(sellerImages)
              .innerJoin(sellers, eq(sellers.id, sellerImages.sellerId))
              .orderBy(sellers.name, sellerImages.order)
              .limit(10),
          )),
        ],
        contacts: [
          ABSENT,
          ...(await ids(
            db
              .select({ id: whatsAppContacts.id })
              .from(whatsAppContacts)
              .orderBy(whatsAppContacts.whatsAppPhone),
          )),
        ],
        transactions: [
          ABSENT,
          ...(await ids(
            db
              .select({ id: auditLog.transactionalId })
              .from(auditLog)
              .orderBy(auditLog.transactionalId)
              .limit(10),
          )),
        ],
        productIds: props.map((p) => p.productId).slice(0, 20),
        refIds: props.map((p) => p.refId).slice(0, 20),
      },
    };
    cachedBuilder = await builderBody(db);
    cachedProject = await projectBody(db);
  }, 300_000);
  afterAll(() => t?.close());

  it(`answers ${RUNS} requests without a 5xx, each within ${SLOW_MS} ms, every refusal with a Spanish message`, {
    timeout: 600_000,
  }, async () => {
    const callers = Object.keys(CALLERS) as Caller[];
    const combos = ops.flatMap((op) => callers.map((caller) => ({ op, caller })));
    const gens = fc.sample(fc.gen(), { seed: SEED, numRuns: RUNS });
    const failures: string[] = [];
    const byStatus = new Map<number, number>();
    const reached = new Set<string>();
    const timeByOp = new Map<string, number>();
    const started = performance.now();
    for (let i = 0; i < RUNS; i++) {
      const { op, caller } = combos[i % combos.length];
      const built = build(gens[i], op, caller, ctx);
      const encoded = await encode(built.spec, png);
      const request: InjectOptions = {
        method: built.spec.method as InjectOptions['method'],
        url: built.spec.url,
        payload: encoded.payload,
        headers: { ...headers[caller], ...encoded.headers },
      };
      const t0 = performance.now();
      const cpu0 = process.cpuUsage();
      // An open event stream is read up to its first event (it never ends by itself).
      const res = await Promise.race([injectReadingStreams(t.app, request), hang(HANG_MS)]);
      const ms = performance.now() - t0;
      // The app and PGlite run in this process: its CPU time is the work the request cost. On two cores shared
      // with other processes the wall clock also counts their work, so an answer is slow when both are over.
      const cpu = process.cpuUsage(cpu0);
      const cpuMs = (cpu.user + cpu.system) / 1000;
      if (!res) {
        failures.push(
          `#${i} sin respuesta en ${HANG_MS} ms · ${built.op} · ${built.caller} · ${built.mutation}`,
        );
        break;
      }
      const slow = ms > SLOW_MS && cpuMs > SLOW_MS;
      // Signing out ends the caller's session: sign in again, so that the rest of its share reaches the handlers.
      const user = CALLERS[built.caller];
      if (built.op === 'POST /api/auth/connect/endsession' && user && res.statusCode < 300)
        headers[built.caller] = await login(t.app, user).then(
          (session) => session.headers,
          () => headers[built.caller],
        );
      // Maintenance mode switched on would answer 503 to every later request: off again at once.
      if (built.op === 'PUT /api/system/api/v1/maintenance' && res.statusCode < 300)
        await t.app.inject({
          method: 'PUT',
          url: '/api/system/api/v1/maintenance',
          payload: { enabled: false },
          headers: headers['administrador de plataforma'],
        });
      timeByOp.set(built.op, (timeByOp.get(built.op) ?? 0) + ms);
      byStatus.set(res.statusCode, (byStatus.get(res.statusCode) ?? 0) + 1);
      if (res.statusCode < 300) reached.add(built.op);
      if (res.statusCode >= 500 || slow || (res.statusCode >= 400 && !spanishMessage(res.body))) {
        const payload =
          typeof encoded.payload === 'string' ? encoded.payload : (encoded.payload?.toString('latin1') ?? '');
        failures.push(
          [
            `#${i} ${res.statusCode} en ${Math.round(ms)} ms (CPU ${Math.round(cpuMs)} ms) · ${built.op} · ${built.caller} · ${built.mutation}`,
            `  ${request.method} ${excerpt(typeof request.url === 'string' ? request.url : (request.url?.pathname ?? ''), 200)}`,
            payload
              ? `  cuerpo (${encoded.headers?.['content-type']}): ${JSON.stringify(excerpt(payload))}`
              : '',
            `  respuesta: ${excerpt(res.body, 200)}`,
          ]
            .filter(Boolean)
            .join('\n'),
        );
      }
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(
      `fuzz: ${RUNS} solicitudes en ${seconds} s sobre ${ops.length} operaciones; respuestas ${JSON.stringify(Object.fromEntries([...byStatus].sort()))}; operaciones con alguna respuesta 2xx: ${reached.size}; sin ninguna: ${ops
        .filter((o) => !reached.has(o.key))
        .map((o) => o.key)
        .join(', ')}; las más lentas: ${[...timeByOp]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([op, total]) => `${op} ${(total / 1000).toFixed(1)} s`)
        .join(', ')}`,
    );
    expect(ops.length).toBeGreaterThanOrEqual(72);
    expect(
      failures,
      `${failures.length} solicitudes fallaron (semilla ${SEED}):\n${failures.slice(0, 40).join('\n')}`,
    ).toEqual([]);
    // The generator reaches the handlers, not only the schemas: nearly every operation answers some request with
    // success (63 to 70 of the 72 with the seeds tried; change-password and reset-password are sent wrong
    // passwords and tokens on purpose).
    expect(reached.size).toBeGreaterThan(ops.length * 0.8);
  });
});
