import { builderExampleRows, builderTemplateColumns, headerText, MARKETPLACE_ID } from '@tu360/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { inject } from 'vitest';
import { type Db, executeRows } from '../../src/db/client.ts';
import {
  apiKeys,
  bulkLoads,
  certificates,
  files,
  leads,
  notifications,
  priceBatchChanges,
  priceBatches,
  propertyImages,
  sellerImages,
  sellers,
  termsVersions,
  userSellers,
  users,
  whatsAppContacts,
} from '../../src/db/schema.ts';
import { type FileStorage, LocalDiskStorage } from '../../src/lib/storage.ts';
import { previewOf } from '../../src/modules/prices/service.ts';
import { DEMO_PASSWORD, multipart, type TestApp, TOKEN_URL } from '../helper.ts';
import { testDbKind } from '../test-database.ts';
import { handMadeZip } from './hand-made-zip.ts';
import {
  builderBody,
  cityByCode,
  completePropertyFactory,
  constructorIdByName,
  imageFile,
  projectBody,
  projectFactory,
  propertyFactory,
} from './index.ts';
import { injectReadingStreams } from './inject-stream.ts';
import { agencyPropertyBody, builderPropertyBody } from './property-bodies.ts';

/**
 * Every operation of the OpenAPI document with a request built on fresh target rows and the status each caller
 * must get. Shared by the permission matrix and the per-project role test. The targets belong to Constructora
 * Andina (or, for agency routes, to a fresh store of Inmobiliaria Capital).
 */
export const CALLERS = {
  SA: 'superadmin@tu360.test',
  AB: 'admin.banco@tu360.test',
  VB: 'visor.banco@tu360.test',
  AA: 'admin@andina.test',
  OA: 'operativo@andina.test',
  VA: 'visor@andina.test',
  CA: 'asesor@andina.test',
  AH: 'admin@horizonte.test',
  /** The agency's administrator (Inmobiliaria Capital). */
  CP: 'admin@capital.test',
  /** multi@andina.test on a target project where it is Visualizador (it administers another Andina project). */
  MV: 'multi@andina.test',
  /** multi@andina.test on a target project where it is Administrador. */
  MA: 'multi@andina.test',
} as const;
export type Caller = keyof typeof CALLERS;
export type Expect = Record<Caller, number>;

export const MULTI = 'multi@andina.test';
export const AGENCY_ADMIN = 'admin@capital.test';

export const row = (
  SA: number,
  AB: number,
  VB: number,
  AA: number,
  OA: number,
  VA: number,
  CA: number,
  AH: number,
  CP: number,
  MV: number,
  MA: number,
): Expect => ({ SA, AB, VB, AA, OA, VA, CA, AH, CP, MV, MA });

const EVERYONE = row(200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200);
const ADMINS_ONLY_READ = row(200, 200, 200, 403, 403, 403, 403, 403, 403, 403, 403);
const ANDINA_READ = row(200, 200, 200, 200, 200, 200, 200, 404, 404, 200, 200);
/** A write on an Andina project: its role there decides (multi: 403 where it views, allowed where it administers). */
const PROJECT_WRITE = row(200, 200, 403, 200, 200, 403, 403, 404, 404, 403, 200);
/**
 * A write on Andina's own data: the role held at the builder decides. multi's builder-wide role is Administrador
 * (no project is the target here); the per-project role test gives it a read-only builder-wide role.
 */
const BUILDER_EDIT = row(200, 200, 403, 200, 403, 403, 403, 404, 404, 200, 200);
const BUILDER_CREATE = row(201, 201, 403, 403, 403, 403, 403, 403, 403, 403, 403);
const PLATFORM_STATE = row(200, 200, 403, 403, 403, 403, 403, 403, 403, 403, 403);
const APPROVE = row(200, 200, 403, 403, 403, 403, 403, 404, 404, 403, 403);
const CERT_CREATE = row(201, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403);
const CERT_UPDATE = row(200, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403);
/** A write on a store of Inmobiliaria Capital: every Andina user and Horizonte's admin are outsiders to it. */
const CAPITAL_WRITE = (ok: number) => row(ok, ok, 403, 404, 404, 404, 404, 404, ok, 404, 404);
const PROPERTY_CREATE = row(201, 201, 403, 201, 201, 403, 403, 404, 404, 403, 201);
/** The caller's own account: every signed-in user may act on it (platform admins belong to no builder). */
const OWN_ACCOUNT = EVERYONE;

export interface Call {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** Puts back what a successful call changed that later calls rely on (a password, the selected project). */
  cleanup?: () => Promise<unknown>;
  /** An event stream (text/event-stream) that stays open: see send(). */
  stream?: true;
}

export interface Ctx {
  andina: string;
  capital: string;
  png: Buffer;
  /** Ids of the demo users by user name. */
  userIds: Record<string, string>;
  /** User name of the caller (undefined: anonymous). */
  caller?: string;
  /** Role given to these users (by user name) on every fresh project; others get their builder-wide role. */
  rolesAt: Record<string, string>;
}

/**
 * What a write reaches, which decides whose role is checked: a project (the role held at that project), the
 * builder itself (the role held at the builder), the platform (platform administrators only), or the caller's own
 * account (any signed-in user).
 */
export type Target = 'project' | 'builder' | 'platform' | 'own-account';

export interface Operation {
  expect: Expect;
  /** For writes: what the write reaches. Reads have none. */
  target?: Target;
  /**
   * Permission a store role needs at the target: catalog.write (default), company.edit, or users.write held in a
   * role of the target company's kind (a builder's project: Admintrador_Seller; issue 13).
   */
  /**
   * integrations: a company's integration keys, managed by its Administrador at one of its projects at least
   * (issue 15), whatever the role held elsewhere.
   */
  needs?: 'catalog' | 'company' | 'users' | 'integrations';
  /** The target belongs to the agency (admin@capital.test is then the multi-project user of the per-role test). */
  agency?: true;
  /** Lists or counts rows of every builder: another builder's caller must get none of Andina's. */
  andinaRows?: true;
  /** The call ends or replaces the caller's session: it signs in afresh. */
  ownSession?: true;
  /** Builds a request on fresh target rows. */
  build(t: TestApp, ctx: Ctx): Promise<Call>;
}

const json = (payload: unknown): Pick<Call, 'payload' | 'headers'> => ({
  payload,
  headers: { 'content-type': 'application/json' },
});

/** Gives the roles of ctx.rolesAt on a fresh project. */
async function applyRoles(t: TestApp, ctx: Ctx, sellerId: string) {
  for (const [userName, role] of Object.entries(ctx.rolesAt))
    await t.db
      .update(userSellers)
      .set({ role })
      .where(sql`${userSellers.sellerId} = ${sellerId} and ${userSellers.userId} = ${ctx.userIds[userName]}`);
}

/** A fresh Andina project; every Andina user is assigned (their builder-wide role, or ctx.rolesAt). */
export async function freshProject(t: TestApp, ctx: Ctx, status = 'Incomplete') {
  const project = await projectFactory(t.db, ctx.andina, { status: status as 'Incomplete' });
  await applyRoles(t, ctx, project.id);
  return project;
}
/** A fresh Andina project that may be sent to approval: logo and one image. */
export async function completeProject(t: TestApp, ctx: Ctx, status = 'Incomplete') {
  const fileId = await anyFileId(t.db);
  const project = await freshProject(t, ctx, status);
  await t.db.update(sellers).set({ logo: fileId }).where(eq(sellers.id, project.id));
  await t.db
    .insert(sellerImages)
    .values({ sellerId: project.id, constructorId: ctx.andina, fileId, order: 0, isMain: true });
  return project;
}
const freshProperty = async (t: TestApp, c: Ctx, status = 'Published') =>
  propertyFactory(t.db, await freshProject(t, c), { status: status as 'Published' });

/** A fresh store of Inmobiliaria Capital, with the agency's users assigned like freshProject. */
async function capitalStore(t: TestApp, ctx: Ctx) {
  const store = await projectFactory(t.db, ctx.capital, { status: 'Synchronized' });
  await applyRoles(t, ctx, store.id);
  return store;
}
const capitalProperty = async (t: TestApp, c: Ctx, status = 'OnApprobation') =>
  propertyFactory(t.db, await capitalStore(t, c), {
    status: status as 'OnApprobation',
    isRealState: true,
  });

async function anyFileId(db: Db) {
  const [file] = await db.select({ id: files.id }).from(files).limit(1);
  return file.id;
}
async function propertyImage(t: TestApp, c: Ctx) {
  const p = await freshProperty(t, c);
  const [image] = await t.db
    .insert(propertyImages)
    .values({ propertyId: p.id, constructorId: c.andina, fileId: await anyFileId(t.db), isMain: true })
    .returning();
  return { p, image };
}

// ── price updates (issue 12): prices.update at the project (Administrador and Operativo; platform admins)
const PRICES = row(200, 200, 403, 200, 200, 403, 403, 404, 404, 403, 200);
const pricedProject = async (t: TestApp, c: Ctx) => {
  const project = await freshProject(t, c, 'Synchronized');
  const property = await propertyFactory(t.db, project, { listPrice: 200_000_000 });
  return { project, property };
};
/** A preview of one small change on a fresh project, as apply takes it back. */
async function previewed(t: TestApp, c: Ctx) {
  const { project, property } = await pricedProject(t, c);
  const changes = [{ productId: property.productId, newPrice: 210_000_000 }];
  const { previewToken } = await previewOf(t.db, project.id, [{ row: null, ...changes[0] }]);
  return { project, changes, previewToken };
}
const PRICE_OPERATIONS: Record<string, Operation> = {
  'GET /api/product/api/prices/v1/products': {
    expect: PRICES,
    build: async (t, c) => ({
      url: `/api/product/api/prices/v1/products?SellerId=${(await pricedProject(t, c)).project.id}`,
    }),
  },
  'GET /api/product/api/prices/v1/sheet': {
    expect: PRICES,
    build: async (t, c) => ({
      url: `/api/product/api/prices/v1/sheet?SellerId=${(await pricedProject(t, c)).project.id}`,
    }),
  },
  'POST /api/product/api/prices/v1/preview': {
    expect: PRICES,
    build: async (t, c) => {
      const { project, property } = await pricedProject(t, c);
      return {
        url: '/api/product/api/prices/v1/preview',
        ...json({
          SellerId: project.id,
          changes: [{ productId: property.productId, newPrice: 210_000_000 }],
        }),
      };
    },
  },
  'POST /api/product/api/prices/v1/preview-sheet': {
    expect: PRICES,
    build: async (t, c) => {
      const { project, property } = await pricedProject(t, c);
      const wb = new ExcelJS.Workbook();
      const sheet = wb.addWorksheet('Precios');
      sheet.addRow(['Referencia', 'Nombre', 'Área (m²)', 'Precio actual', 'Precio nuevo']);
      sheet.addRow([property.refId, property.name, null, 200_000_000, 210_000_000]);
      const file = new Blob([new Uint8Array(await wb.xlsx.writeBuffer())], {
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      });
      return {
        url: '/api/product/api/prices/v1/preview-sheet',
        ...(await multipart({ File: file, SellerId: project.id })),
      };
    },
  },
  'POST /api/product/api/prices/v1/apply': {
    expect: PRICES,
    target: 'project',
    build: async (t, c) => {
      const { project, changes, previewToken } = await previewed(t, c);
      return {
        url: '/api/product/api/prices/v1/apply',
        ...json({ SellerId: project.id, changes, previewToken, acceptedWarnings: [] }),
      };
    },
  },
  'GET /api/product/api/prices/v1/batches': {
    expect: PRICES,
    build: async (t, c) => ({
      url: `/api/product/api/prices/v1/batches?SellerId=${(await pricedProject(t, c)).project.id}`,
    }),
  },
  'POST /api/product/api/prices/v1/batches/{id}/undo': {
    expect: PRICES,
    target: 'project',
    build: async (t, c) => {
      const { project, property } = await pricedProject(t, c);
      const [batch] = await t.db
        .insert(priceBatches)
        .values({
          sellerId: project.id,
          constructorId: c.andina,
          createdBy: c.userIds[CALLERS.AA],
          createdByName: 'Prueba',
          count: 1,
        })
        .returning();
      await t.db
        .insert(priceBatchChanges)
        .values({ batchId: batch.id, propertyId: property.id, oldPrice: 190_000_000, newPrice: 200_000_000 });
      return { url: `/api/product/api/prices/v1/batches/${batch.id}/undo` };
    },
  },
};

// ── bulk loads (issue 11)
/** A small filled Apartment template: one good row with a fresh reference. */
async function bulkWorkbook(): Promise<Buffer> {
  const columns = builderTemplateColumns('Apartment');
  const [example] = builderExampleRows('Apartment');
  const row = { ...example, Referencia: `M-${Math.random().toString(36).slice(2, 10)}` };
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Inmuebles');
  sheet.addRow(columns.map(headerText));
  sheet.addRow(columns.map((c) => (row as Record<string, string>)[c.header] ?? null));
  return Buffer.from(await wb.xlsx.writeBuffer());
}
const workbookPart = async () =>
  new Blob([new Uint8Array(await bulkWorkbook())], {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

/** A zip of one image in a folder named after a reference no property has (the dry run lists it unmatched). */
const imageZipPart = async () =>
  new Blob([new Uint8Array(handMadeZip([{ name: 'SIN-REF/1.png', data: await imageFile() }]))], {
    type: 'application/zip',
  });

/** Waits until no load of these projects (or builder) runs in the background, so that later calls see a still database. */
async function loadsSettled(t: TestApp, where: { sellerId?: string; constructorId?: string }) {
  for (let i = 0; i < 400; i++) {
    const running = await t.db
      .select({ id: bulkLoads.id })
      .from(bulkLoads)
      .where(
        and(
          where.sellerId ? eq(bulkLoads.sellerId, where.sellerId) : undefined,
          where.constructorId ? eq(bulkLoads.constructorId, where.constructorId) : undefined,
          inArray(bulkLoads.status, ['Validating', 'Applying']),
        ),
      );
    if (!running.length) return;
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** A checked load of a fresh Andina project, its workbook stored (with one row in error when asked). */
async function storedLoad(t: TestApp, c: Ctx, withError = false) {
  const project = await freshProject(t, c, 'Synchronized');
  const id = crypto.randomUUID();
  const storageKey = `bulk-loads/${id}.xlsx`;
  const storage: FileStorage = new LocalDiskStorage(inject('filesDir'));
  await storage.put(storageKey, await bulkWorkbook(), 'application/octet-stream');
  const [load] = await t.db
    .insert(bulkLoads)
    .values({
      id,
      kind: 'BuilderProperties',
      template: 'Apartment',
      fileName: 'Plantilla de carga - Apartamentos.xlsx',
      status: 'Validated',
      constructorId: c.andina,
      sellerId: project.id,
      createdBy: c.userIds['admin@andina.test'],
      createdByName: 'Admin Andina',
      storageKey,
      rowsTotal: 1,
      rowsDone: 1,
      toCreate: withError ? 0 : 1,
      errorRows: withError ? 1 : 0,
      errors: withError ? [{ row: 2, column: 'Habitaciones', message: 'No debe tener "."' }] : [],
    })
    .returning();
  return { project, load, cleanup: () => loadsSettled(t, { sellerId: project.id }) };
}

// ── integration keys (issue 15): a company's Administrador (at every project of it the caller holds: a key opens
// the whole company, so multi, Visualizador at Mirador de la Sierra, manages none) and platform administrators whose
// role manages integrations; the platform's other roles only read; another company's callers get 404
const KEYS_READ = row(200, 200, 200, 200, 403, 403, 403, 404, 404, 403, 403);
const KEYS_WRITE = (ok: number) => row(ok, ok, 403, ok, 403, 403, 403, 404, 404, 403, 403);
/** A fresh key of Andina, straight into the table (its secrets are not needed). */
async function freshApiKey(t: TestApp, c: Ctx) {
  const [key] = await t.db
    .insert(apiKeys)
    .values({
      constructorId: c.andina,
      name: 'Clave de la matriz',
      applicationKey: `tu360_app_${crypto.randomUUID()}`,
      tokenHash: crypto.randomUUID().replaceAll('-', '').repeat(2),
      tokenPrefix: 'tu360_tok_abcd',
      scopes: ['catalog:read'],
      createdBy: c.userIds['admin@andina.test'],
    })
    .returning();
  return key;
}
const API_KEY_OPERATIONS: Record<string, Operation> = {
  'GET /api/auth/api/api-keys': {
    expect: KEYS_READ,
    build: async (_t, c) => ({ url: `/api/auth/api/api-keys?ConstructorId=${c.andina}&PageSize=5` }),
  },
  'GET /api/auth/api/api-keys/{id}': {
    expect: KEYS_READ,
    build: async (t, c) => ({ url: `/api/auth/api/api-keys/${(await freshApiKey(t, c)).id}` }),
  },
  'POST /api/auth/api/api-keys': {
    expect: KEYS_WRITE(201),
    target: 'builder',
    needs: 'integrations',
    build: async (_t, c) => ({
      url: '/api/auth/api/api-keys',
      ...json({ name: 'ERP de ventas', scopes: ['catalog:read', 'leads:read'], constructorId: c.andina }),
    }),
  },
  'POST /api/auth/api/api-keys/{id}/revoke': {
    expect: KEYS_WRITE(200),
    target: 'builder',
    needs: 'integrations',
    build: async (t, c) => ({ url: `/api/auth/api/api-keys/${(await freshApiKey(t, c)).id}/revoke` }),
  },
  'POST /api/auth/api/api-keys/{id}/rotate': {
    expect: KEYS_WRITE(201),
    target: 'builder',
    needs: 'integrations',
    build: async (t, c) => ({ url: `/api/auth/api/api-keys/${(await freshApiKey(t, c)).id}/rotate` }),
  },
};

// ── users (issue 13): users.read for reads (not Operativo); a write needs users.write at every project of the
// target user (multi: refused where it views) and the target within the caller's company
const USERS_READ = row(200, 200, 200, 200, 403, 200, 200, 404, 404, 200, 200);
const USERS_WRITE = (ok: number) => row(ok, ok, 403, ok, 403, 403, 403, 404, 404, 403, ok);
const randomEmail = (prefix: string) => `${prefix}.${Math.random().toString(36).slice(2, 10)}@andina.test`;
/** A fresh Andina user (Operativo) on a fresh Andina project, where ctx.rolesAt holds. */
export async function freshUser(t: TestApp, c: Ctx, overrides: Partial<typeof users.$inferInsert> = {}) {
  const project = await freshProject(t, c);
  const email = randomEmail('usuario');
  const [user] = await t.db
    .insert(users)
    .values({
      userName: email,
      email,
      givenName: 'Usuario',
      familyName: 'De Prueba',
      identification: '10203040',
      phoneNumber: '3001234567',
      role: 'Operativo_Seller',
      constructorId: c.andina,
      lastVisitAt: new Date(),
      ...overrides,
    })
    .returning();
  await t.db
    .insert(userSellers)
    .values({ userId: user.id, sellerId: project.id, constructorId: c.andina, role: 'Operativo_Seller' });
  return { user, project };
}
const userForm = (c: Ctx, sellerId: string, overrides: Record<string, unknown> = {}) => ({
  givenName: 'Nuevo',
  lastName: 'Usuario',
  email: randomEmail('nuevo'),
  identification: '10203040',
  phone: '3001234567',
  role: 'Operativo_Seller',
  constructorId: c.andina,
  projects: [{ sellerId, role: 'Operativo_Seller' }],
  ...overrides,
});
const USER_OPERATIONS: Record<string, Operation> = {
  'GET /api/auth/api/users/{id}': {
    expect: USERS_READ,
    build: async (t, c) => ({ url: `/api/auth/api/users/${(await freshUser(t, c)).user.id}` }),
  },
  'GET /api/auth/api/users/{id}/history': {
    expect: USERS_READ,
    build: async (t, c) => ({ url: `/api/auth/api/users/${(await freshUser(t, c)).user.id}/history` }),
  },
  'GET /api/auth/api/users/get-users-by-seller/{id}': {
    expect: USERS_READ,
    build: async (t, c) => ({
      url: `/api/auth/api/users/get-users-by-seller/${(await freshUser(t, c)).project.id}`,
    }),
  },
  'GET /api/auth/api/roles': {
    expect: row(200, 200, 200, 200, 403, 200, 200, 200, 200, 200, 200),
    build: async () => ({ url: '/api/auth/api/roles' }),
  },
  'POST /api/auth/api/users': {
    expect: USERS_WRITE(201),
    target: 'project',
    needs: 'users',
    build: async (t, c) => ({
      url: '/api/auth/api/users',
      ...json(userForm(c, (await freshProject(t, c)).id)),
    }),
  },
  'PUT /api/auth/api/users/{id}': {
    expect: USERS_WRITE(200),
    target: 'project',
    needs: 'users',
    build: async (t, c) => {
      const { user, project } = await freshUser(t, c);
      return {
        url: `/api/auth/api/users/${user.id}`,
        ...json(userForm(c, project.id, { email: user.email, givenName: 'Cambiado' })),
      };
    },
  },
  'POST /api/auth/api/users/{id}/deactivate': {
    expect: USERS_WRITE(200),
    target: 'project',
    needs: 'users',
    build: async (t, c) => ({ url: `/api/auth/api/users/${(await freshUser(t, c)).user.id}/deactivate` }),
  },
  'POST /api/auth/api/users/{id}/reactivate': {
    expect: USERS_WRITE(200),
    target: 'project',
    needs: 'users',
    build: async (t, c) => ({
      url: `/api/auth/api/users/${(await freshUser(t, c, { isActive: false })).user.id}/reactivate`,
    }),
  },
  'DELETE /api/auth/api/users/{id}': {
    expect: USERS_WRITE(200),
    target: 'project',
    needs: 'users',
    build: async (t, c) => ({ url: `/api/auth/api/users/${(await freshUser(t, c)).user.id}` }),
  },
  'POST /api/auth/api/users/{id}/resend-invitation': {
    expect: USERS_WRITE(200),
    target: 'project',
    needs: 'users',
    build: async (t, c) => ({
      url: `/api/auth/api/users/${(await freshUser(t, c, { lastVisitAt: null })).user.id}/resend-invitation`,
    }),
  },
  'PUT /api/auth/api/users/add-multipleuser-seller': {
    expect: USERS_WRITE(200),
    target: 'project',
    needs: 'users',
    build: async (t, c) => {
      const { user } = await freshUser(t, c);
      const other = await freshProject(t, c);
      // A fresh project takes every Andina user: the fresh user is not at it yet.
      await t.db
        .delete(userSellers)
        .where(and(eq(userSellers.userId, user.id), eq(userSellers.sellerId, other.id)));
      return {
        url: '/api/auth/api/users/add-multipleuser-seller',
        ...json({ sellers: [other.id], users: [user.id], edit: false, MarketplaceId: MARKETPLACE_ID }),
      };
    },
  },
};

// ── notifications (issue 14): the caller's own rows; notifications.read (Visualizador_Seller has none)
const NOTIFICATION_READERS = row(200, 200, 200, 200, 200, 403, 200, 200, 200, 200, 200);
const NOTIFICATIONS = '/api/notification/api/notification/v2';
/** A notification of the caller (of admin@andina.test for an anonymous call), deleted when asked. */
async function ownNotification(t: TestApp, c: Ctx, deleted = false) {
  const [n] = await t.db
    .insert(notifications)
    .values({
      recipientId: c.userIds[c.caller ?? 'admin@andina.test'],
      constructorId: c.andina,
      title: 'Notificación de la matriz',
      message: 'Mensaje',
      type: 'Product',
      operation: 'Create',
      deletedAt: deleted ? new Date() : null,
    })
    .returning();
  return n.id;
}
// ── maintenance mode (issue 15): platform administrators whose role changes things; switched off here, so that the
// calls after it are not refused
const MAINTENANCE_OPERATIONS: Record<string, Operation> = {
  'PUT /api/system/api/v1/maintenance': {
    expect: PLATFORM_STATE,
    target: 'platform',
    build: async () => ({ url: '/api/system/api/v1/maintenance', ...json({ enabled: false }) }),
  },
};

const NOTIFICATION_OPERATIONS: Record<string, Operation> = {
  [`GET ${NOTIFICATIONS}/get-all`]: {
    expect: NOTIFICATION_READERS,
    build: async (_t, c) => ({ url: `${NOTIFICATIONS}/get-all?ConstructorId=${c.andina}` }),
  },
  [`GET ${NOTIFICATIONS}/get-by-notification-state-count`]: {
    expect: NOTIFICATION_READERS,
    build: async () => ({ url: `${NOTIFICATIONS}/get-by-notification-state-count` }),
  },
  [`GET ${NOTIFICATIONS}/stream`]: {
    expect: NOTIFICATION_READERS,
    // An open stream never ends by itself: send() reads its head and first event, then hangs up.
    build: async () => ({ url: `${NOTIFICATIONS}/stream`, stream: true }),
  },
  [`PUT ${NOTIFICATIONS}/change-state-habitat-notification`]: {
    expect: NOTIFICATION_READERS,
    target: 'own-account',
    build: async (t, c) => ({
      url: `${NOTIFICATIONS}/change-state-habitat-notification`,
      ...json([{ NotificationId: await ownNotification(t, c), NotificationState: 'Read' }]),
    }),
  },
  [`PUT ${NOTIFICATIONS}/delete-habitat-notifications`]: {
    expect: NOTIFICATION_READERS,
    target: 'own-account',
    build: async (t, c) => ({
      url: `${NOTIFICATIONS}/delete-habitat-notifications`,
      ...json([{ NotificationId: await ownNotification(t, c) }]),
    }),
  },
  [`PUT ${NOTIFICATIONS}/update-habitat-notification`]: {
    expect: NOTIFICATION_READERS,
    target: 'own-account',
    build: async (t, c) => ({
      url: `${NOTIFICATIONS}/update-habitat-notification`,
      ...json([{ NotificationId: await ownNotification(t, c, true), Restore: true }]),
    }),
  },
};

// ── leads (issue 14): the store's intake (its client token only: every user is refused), leads.read everywhere,
// changes where the role at the lead's project writes (an Asesor only the state of its own leads), anonymisation
// by administrators
const LEADS = '/api/lead/api/v1';
/** A lead on a fresh Andina project, assigned to the caller (so that an Asesor sees it; admin@andina.test else). */
async function freshLead(t: TestApp, c: Ctx) {
  const project = await freshProject(t, c, 'Synchronized');
  const [lead] = await t.db
    .insert(leads)
    .values({
      constructorId: c.andina,
      sellerId: project.id,
      fullName: 'Cliente de la matriz',
      email: 'cliente@matriz.test',
      phone: '3000000000',
      assigneeId: c.userIds[c.caller ?? 'admin@andina.test'],
    })
    .returning();
  return lead;
}
const LEAD_OPERATIONS: Record<string, Operation> = {
  [`POST ${LEADS}/leads`]: {
    // Only the store's client-credentials token posts leads (leads-intake.test.ts): a user's token is refused.
    expect: row(403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403),
    target: 'platform',
    build: async (t, c) => {
      const property = await propertyFactory(t.db, await freshProject(t, c, 'Synchronized'));
      return {
        url: `${LEADS}/leads`,
        ...json({
          productId: property.productId,
          fullName: 'Cliente de la matriz',
          email: 'cliente@matriz.test',
          phone: '3000000000',
          consent: true,
        }),
      };
    },
  },
  [`GET ${LEADS}/leads`]: {
    expect: EVERYONE,
    andinaRows: true,
    build: async (t, c) => {
      await freshLead(t, c);
      return { url: `${LEADS}/leads` };
    },
  },
  [`GET ${LEADS}/sellers`]: {
    expect: EVERYONE,
    andinaRows: true,
    build: async (t, c) => {
      await freshLead(t, c);
      return { url: `${LEADS}/sellers` };
    },
  },
  [`GET ${LEADS}/leads/export`]: {
    expect: ANDINA_READ,
    build: async (t, c) => ({ url: `${LEADS}/leads/export?SellerId=${(await freshLead(t, c)).sellerId}` }),
  },
  [`GET ${LEADS}/leads/{id}/history`]: {
    expect: ANDINA_READ,
    build: async (t, c) => ({ url: `${LEADS}/leads/${(await freshLead(t, c)).id}/history` }),
  },
  [`PUT ${LEADS}/leads/{id}`]: {
    // The assignee changes too: an Asesor may change only the state of its own leads (403 here).
    expect: PROJECT_WRITE,
    target: 'project',
    build: async (t, c) => ({
      url: `${LEADS}/leads/${(await freshLead(t, c)).id}`,
      ...json({ state: 'Contacted', assigneeId: c.userIds['admin@andina.test'], note: 'Nota de la matriz' }),
    }),
  },
  [`POST ${LEADS}/leads/{id}/anonymise`]: {
    // Administrators of the lead's project (platform: SuperAdmin and Administrador_Bancolombia).
    expect: row(200, 200, 403, 200, 403, 403, 403, 404, 404, 403, 200),
    target: 'project',
    needs: 'company',
    build: async (t, c) => ({ url: `${LEADS}/leads/${(await freshLead(t, c)).id}/anonymise` }),
  },
};

// ── the published catalog for the store (issue 15): the store's client-credentials token only (store-catalog
// tests); every portal user's token is refused with 403, whatever its role
const STORE = '/api/store/v1';
const STORE_ONLY = row(403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403);
const STORE_CATALOG_OPERATIONS: Record<string, Operation> = {
  [`GET ${STORE}/projects`]: { expect: STORE_ONLY, build: async () => ({ url: `${STORE}/projects` }) },
  [`GET ${STORE}/projects/{id}`]: {
    expect: STORE_ONLY,
    build: async (t, c) => ({ url: `${STORE}/projects/${(await freshProject(t, c, 'Synchronized')).id}` }),
  },
  [`GET ${STORE}/properties`]: { expect: STORE_ONLY, build: async () => ({ url: `${STORE}/properties` }) },
  [`GET ${STORE}/properties/{productId}`]: {
    expect: STORE_ONLY,
    build: async (t, c) => {
      const project = await freshProject(t, c, 'Synchronized');
      const property = await propertyFactory(t.db, project, { status: 'Published' });
      return { url: `${STORE}/properties/${property.productId}` };
    },
  },
};

/** Versioned terms (issue 15): the current version is public (PUBLIC_OPERATIONS); publishing is the platform's. */
let termsVersionCount = 0;
const TERMS_OPERATIONS: Record<string, Operation> = {
  'POST /api/terms/versions': {
    expect: row(201, 201, 403, 403, 403, 403, 403, 403, 403, 403, 403),
    target: 'platform',
    build: async (t) => {
      const version = `matriz-${++termsVersionCount}`;
      return {
        url: '/api/terms/versions',
        ...json({ version, title: 'Términos de prueba', body: '<p>Texto de prueba</p>' }),
        // The seeded version stays the current one for the other rows.
        cleanup: () => t.db.delete(termsVersions).where(eq(termsVersions.version, version)),
      };
    },
  },
};

export const OPERATIONS: Record<string, Operation> = {
  // ── own account
  'GET /api/auth/connect/userinfo': {
    expect: EVERYONE,
    build: async () => ({ url: '/api/auth/connect/userinfo' }),
  },
  'GET /api/auth/api/roles/claims-by-role': {
    expect: EVERYONE,
    build: async () => ({ url: '/api/auth/api/roles/claims-by-role?roleName=Visualizador_Seller' }),
  },
  'POST /api/auth/api/profile/change-password': {
    expect: OWN_ACCOUNT,
    target: 'own-account',
    ownSession: true,
    build: async (t, c) => {
      const [u] = await t.db
        .select({ id: users.id, hash: users.passwordHash })
        .from(users)
        .where(eq(users.userName, c.caller ?? ''));
      return {
        url: '/api/auth/api/profile/change-password',
        ...json({ currentPassword: DEMO_PASSWORD, newPassword: 'Otra#Clave2026' }),
        cleanup: async () => u && t.db.update(users).set({ passwordHash: u.hash }).where(eq(users.id, u.id)),
      };
    },
  },
  'POST /api/auth/api/users/change-seller': {
    // Choosing a project, even one the caller only views; platform admins choose none (400), outsiders 404.
    expect: row(400, 400, 400, 200, 200, 200, 200, 404, 404, 200, 200),
    target: 'own-account',
    ownSession: true,
    build: async (t, c) => {
      const project = await freshProject(t, c, 'Synchronized');
      const [u] = await t.db
        .select({ id: users.id, current: users.currentSellerId })
        .from(users)
        .where(eq(users.userName, c.caller ?? ''));
      return {
        url: '/api/auth/api/users/change-seller',
        ...json({ sellerId: project.id }),
        cleanup: async () =>
          u && t.db.update(users).set({ currentSellerId: u.current }).where(eq(users.id, u.id)),
      };
    },
  },
  'GET /api/auth/api/terms/v2/constructor': {
    expect: ANDINA_READ,
    build: async (_t, c) => ({ url: `/api/auth/api/terms/v2/constructor?constructorId=${c.andina}` }),
  },
  'GET /api/auth/api/account/AcceptTerms': {
    // A GET that records the caller's own acceptance; platform admins belong to no builder (400).
    expect: row(400, 400, 400, 200, 200, 200, 200, 200, 200, 200, 200),
    target: 'own-account',
    build: async (_t, c) => ({
      url: `/api/auth/api/account/AcceptTerms?user=${c.userIds[c.caller ?? ''] ?? crypto.randomUUID()}`,
    }),
  },
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
    target: 'platform',
    build: async (t) => ({
      url: '/api/seller/api/constructor/v3/create-constructor',
      ...json(await builderBody(t.db)),
    }),
  },
  'POST /api/seller/api/realestate/v1/create-realestate': {
    expect: BUILDER_CREATE,
    target: 'platform',
    build: async (t) => ({
      url: '/api/seller/api/realestate/v1/create-realestate',
      ...json(await builderBody(t.db, { whatsAppPhone: '3105550000' })),
    }),
  },
  'PUT /api/seller/api/constructor/v3/update-constructor': {
    expect: BUILDER_EDIT,
    target: 'builder',
    needs: 'company',
    build: async (t, c) => ({
      url: '/api/seller/api/constructor/v3/update-constructor',
      ...json(await builderBody(t.db, { id: c.andina, name: 'Constructora Andina', nit: '900123456-1' })),
    }),
  },
  'PUT /api/seller/api/realestate/v1/update-realestate': {
    expect: CAPITAL_WRITE(200),
    target: 'builder',
    needs: 'company',
    agency: true,
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
    target: 'platform',
    build: async (_t, c) => ({
      url: '/api/product/api/constructor/v3/update-constructor-state',
      ...json({ id: c.andina, state: true }),
    }),
  },
  'PUT /api/seller/api/constructor/v2/update-logo-banner': {
    expect: BUILDER_EDIT,
    target: 'builder',
    needs: 'company',
    build: async (_t, c) => ({
      url: `/api/seller/api/constructor/v2/update-logo-banner?constructorId=${c.andina}`,
      ...(await multipart({ logo: new Blob([c.png]), banner: new Blob([c.png]) })),
    }),
  },
  'PUT /api/seller/api/constructor/v3/update-logo': {
    expect: BUILDER_EDIT,
    target: 'builder',
    needs: 'company',
    build: async (_t, c) => ({
      url: `/api/seller/api/constructor/v3/update-logo?constructorId=${c.andina}`,
      ...(await multipart({ logo: new Blob([c.png]) })),
    }),
  },
  'PUT /api/seller/api/constructor/v2/update-Banner': {
    expect: BUILDER_EDIT,
    target: 'builder',
    needs: 'company',
    build: async (_t, c) => ({
      url: `/api/seller/api/constructor/v2/update-Banner?constructorId=${c.andina}`,
      ...(await multipart({ banner: new Blob([c.png]) })),
    }),
  },
  'PUT /api/seller/api/constructor/v2/delete-banner': {
    expect: BUILDER_EDIT,
    target: 'builder',
    needs: 'company',
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
    andinaRows: true,
    build: async () => ({ url: '/api/seller/api/v1/get-all-by-user' }),
  },
  'GET /api/seller/api/v1/get-all': {
    expect: EVERYONE,
    andinaRows: true,
    build: async () => ({ url: '/api/seller/api/v1/get-all' }),
  },
  'GET /api/seller/api/v1/get-all-projects': {
    expect: EVERYONE,
    andinaRows: true,
    build: async () => ({ url: '/api/seller/api/v1/get-all-projects' }),
  },
  'GET /api/seller/api/v1/get-seller-count': {
    expect: EVERYONE,
    andinaRows: true,
    build: async () => ({ url: '/api/seller/api/v1/get-seller-count' }),
  },
  'GET /api/seller/api/v1/get-seller-by-id/{id}': {
    expect: ANDINA_READ,
    build: async (t, c) => ({ url: `/api/seller/api/v1/get-seller-by-id/${(await freshProject(t, c)).id}` }),
  },
  'POST /api/seller/api/v3/create-project': {
    // A new project of the builder: the role held at the builder decides (multi's is Administrador).
    expect: row(201, 201, 403, 201, 201, 403, 403, 403, 403, 201, 201),
    target: 'builder',
    build: async (t, c) => ({
      url: '/api/seller/api/v3/create-project',
      ...json(await projectBody(t.db, { constructorId: c.andina })),
    }),
  },
  'PUT /api/seller/api/v3/update-project': {
    expect: PROJECT_WRITE,
    target: 'project',
    build: async (t, c) => ({
      url: '/api/seller/api/v3/update-project',
      ...json(await projectBody(t.db, { id: (await freshProject(t, c)).id })),
    }),
  },
  'PATCH /api/seller/api/v1/status/{id}/{status}': {
    // Asking for approval (store and admins); approving is the last test of the matrix.
    expect: PROJECT_WRITE,
    target: 'project',
    build: async (t, c) => ({
      url: `/api/seller/api/v1/status/${(await completeProject(t, c)).id}/OnApprobation`,
      ...json({}),
    }),
  },
  'PUT /api/seller/api/v1/update-logo-by-seller-id': {
    expect: PROJECT_WRITE,
    target: 'project',
    build: async (t, c) => ({
      url: `/api/seller/api/v1/update-logo-by-seller-id?sellerId=${(await freshProject(t, c)).id}`,
      ...(await multipart({ File: new Blob([c.png]) })),
    }),
  },
  'PUT /api/seller/api/v1/update-banner-by-seller-id': {
    expect: PROJECT_WRITE,
    target: 'project',
    build: async (t, c) => ({
      url: `/api/seller/api/v1/update-banner-by-seller-id?sellerId=${(await freshProject(t, c)).id}`,
      ...(await multipart({ File: new Blob([c.png]) })),
    }),
  },
  'PUT /api/seller/api/v1/update-banner-logo-by-seller-id/': {
    expect: PROJECT_WRITE,
    target: 'project',
    build: async (t, c) => ({
      url: `/api/seller/api/v1/update-banner-logo-by-seller-id/?SellerId=${(await freshProject(t, c)).id}`,
      ...(await multipart({ FileLogo: new Blob([c.png]), FileBanner: new Blob([c.png]) })),
    }),
  },
  'PUT /api/seller/api/v1/delete-banner-by-seller-id': {
    expect: PROJECT_WRITE,
    target: 'project',
    build: async (t, c) => ({
      url: `/api/seller/api/v1/delete-banner-by-seller-id?sellerId=${(await freshProject(t, c)).id}`,
    }),
  },
  'POST /api/seller/api/v5/update-image-project': {
    expect: PROJECT_WRITE,
    target: 'project',
    build: async (t, c) => ({
      url: `/api/seller/api/v5/update-image-project?sellerId=${(await freshProject(t, c)).id}`,
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
    target: 'project',
    build: async (t, c) => {
      const project = await freshProject(t, c);
      const [image] = await t.db
        .insert(sellerImages)
        .values({
          sellerId: project.id,
          constructorId: c.andina,
          fileId: await anyFileId(t.db),
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
    target: 'project',
    build: async (t, c) => ({
      url: '/api/seller/api/v3/create-contact',
      ...json({
        ConstructorId: c.andina,
        WhatsAppPhone: '3105551234',
        projectIds: [(await freshProject(t, c)).id],
      }),
    }),
  },
  'PUT /api/seller/api/v3/update-contact': {
    expect: PROJECT_WRITE,
    target: 'project',
    build: async (t, c) => {
      const project = await freshProject(t, c);
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
    target: 'platform',
    build: async (_t, c) => ({
      url: '/api/certificate/api/v1/create',
      ...(await multipart({ name: 'HQE', isActive: 'true', logo: new Blob([c.png]) })),
    }),
  },
  'PUT /api/certificate/api/v1/update/{id}': {
    expect: CERT_UPDATE,
    target: 'platform',
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
    andinaRows: true,
    build: async () => ({ url: '/api/product/api/v2/get-realstates' }),
  },
  'GET /api/product/api/v2/get-realstate-count': {
    expect: EVERYONE,
    andinaRows: true,
    build: async () => ({ url: '/api/product/api/v2/get-realstate-count' }),
  },
  'GET /api/product/api/v2/get-data-dashboard': {
    expect: EVERYONE,
    andinaRows: true,
    build: async () => ({ url: '/api/product/api/v2/get-data-dashboard' }),
  },
  'GET /api/product/api/v2/get-realstatestypes-count': {
    expect: EVERYONE,
    andinaRows: true,
    build: async () => ({ url: '/api/product/api/v2/get-realstatestypes-count' }),
  },
  // ── homes (issue 15): the platform admins' dashboard, and the activity of every caller's scope
  'GET /api/product/api/v2/get-admin-dashboard': {
    expect: ADMINS_ONLY_READ,
    build: async () => ({ url: '/api/product/api/v2/get-admin-dashboard' }),
  },
  'GET /api/product/api/v2/get-dashboard-activity': {
    // Counts of leads and publications, not rows: dashboard.test.ts checks that another builder's are not counted.
    expect: EVERYONE,
    build: async () => ({ url: '/api/product/api/v2/get-dashboard-activity' }),
  },
  'GET /api/product/api/v2/get-product-id': {
    expect: ANDINA_READ,
    build: async (t, c) => ({
      url: `/api/product/api/v2/get-product-id?productId=${(await freshProperty(t, c)).productId}`,
    }),
  },
  'POST /api/product/api/v5/create-product': {
    expect: PROPERTY_CREATE,
    target: 'project',
    build: async (t, c) => ({
      url: '/api/product/api/v5/create-product',
      ...json(builderPropertyBody((await freshProject(t, c)).id)),
    }),
  },
  'PUT /api/product/api/v5/update-product': {
    expect: PROJECT_WRITE,
    target: 'project',
    build: async (t, c) => {
      const p = await freshProperty(t, c, 'Incomplete');
      return {
        url: '/api/product/api/v5/update-product',
        ...json(builderPropertyBody(p.sellerId, 3, { productId: p.productId })),
      };
    },
  },
  'POST /api/product/api/estate-agency/v5/create-agency-realstate': {
    expect: CAPITAL_WRITE(201),
    target: 'project',
    agency: true,
    build: async (t, c) => ({
      url: '/api/product/api/estate-agency/v5/create-agency-realstate',
      ...json(agencyPropertyBody((await capitalStore(t, c)).id)),
    }),
  },
  'PATCH /api/product/api/estate-agency/v5/update-agency-realstate': {
    expect: CAPITAL_WRITE(200),
    target: 'project',
    agency: true,
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
    target: 'project',
    build: async (t, c) => ({
      url: `/api/product/api/v5/create-images-product?refId=${(await freshProperty(t, c)).refId}`,
      ...(await multipart({ Image: new Blob([c.png]) })),
    }),
  },
  'DELETE /api/product/api/v1/delete-image-product': {
    expect: PROJECT_WRITE,
    target: 'project',
    build: async (t, c) => {
      const { p, image } = await propertyImage(t, c);
      return { url: `/api/product/api/v1/delete-image-product?imageId=${image.id}&RefId=${p.refId}` };
    },
  },
  'PUT /api/product/api/product-massive/v2/product-image-order': {
    expect: PROJECT_WRITE,
    target: 'project',
    build: async (t, c) => {
      const { p, image } = await propertyImage(t, c);
      return {
        url: '/api/product/api/product-massive/v2/product-image-order',
        ...json({ RefId: p.refId, images: [{ id: image.id, order: 0, isMain: true, label: 'Sala' }] }),
      };
    },
  },
  'PUT /api/product/api/v5/onapprobation-realstates': {
    expect: APPROVE,
    target: 'platform',
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
    target: 'platform',
    build: async (t, c) => {
      const p = await freshProperty(t, c, 'OnApprobation');
      return {
        url: '/api/product/api/v5/update-state',
        ...json({ ProductId: p.productId, SellerId: p.sellerId, Status: 'Published', Message: '' }),
      };
    },
  },
  'PUT /api/product/api/v5/update-state-realstate': {
    // Approving an agency's property: platform administrators only, the agency's own admin included (403).
    expect: row(200, 200, 403, 404, 404, 404, 404, 404, 403, 404, 404),
    target: 'platform',
    agency: true,
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
    target: 'project',
    build: async (t, c) => {
      const p = await completePropertyFactory(t.db, await freshProject(t, c), { status: 'Incomplete' });
      return { url: '/api/product/api/v1/request-product-approval', ...json({ productIds: [p.productId] }) };
    },
  },
  'PUT /api/product/api/v2/hide-realstates': {
    expect: PROJECT_WRITE,
    target: 'project',
    build: async (t, c) => ({
      url: '/api/product/api/v2/hide-realstates',
      ...json({ productIds: [(await freshProperty(t, c)).productId], Message: 'Vendido' }),
    }),
  },
  'DELETE /api/product/api/v3/delete-product': {
    expect: PROJECT_WRITE,
    target: 'project',
    build: async (t, c) => {
      const p = await freshProperty(t, c);
      return { url: `/api/product/api/v3/delete-product?productId=${p.productId}&sellerId=${p.sellerId}` };
    },
  },
  'GET /api/auth/api/users': {
    expect: row(200, 200, 200, 200, 403, 200, 200, 404, 404, 200, 200),
    build: async (_t, c) => ({
      url: `/api/auth/api/users?IsActive=true&ConstructorId=${c.andina}&PageNumber=1&PageSize=10`,
    }),
  },
  'POST /api/product/api/user-realstate/v2/add-user-config': {
    expect: PROJECT_WRITE,
    target: 'project',
    build: async (t, c) => {
      const p = await freshProperty(t, c);
      return {
        url: '/api/product/api/user-realstate/v2/add-user-config',
        ...json({
          Users: [c.userIds['operativo@andina.test']],
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
    target: 'project',
    build: async (t, c) => {
      const p = await freshProperty(t, c);
      return {
        url: '/api/product/api/user-realstate/v2/remove-user-sku',
        ...json({ Users: [c.userIds['operativo@andina.test']], ProductId: p.productId }),
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
  // ── reports (issue 12): scoped like the lists (reports.test.ts checks whose rows each caller gets)
  'GET /api/product/api/reports/get-seller-dashboard-report': {
    expect: EVERYONE,
    build: async () => ({ url: '/api/product/api/reports/get-seller-dashboard-report' }),
  },
  'GET /api/auth/api/reports/get-user-dashboard-report': {
    // Users are not for Operativo (spec section 6).
    expect: row(200, 200, 200, 200, 403, 200, 200, 200, 200, 200, 200),
    build: async () => ({ url: '/api/auth/api/reports/get-user-dashboard-report' }),
  },
  'GET /api/product/api/reports/get-realestate-offer-dashboard': {
    expect: EVERYONE,
    build: async () => ({ url: '/api/product/api/reports/get-realestate-offer-dashboard' }),
  },
  'GET /api/seller/api/reports/get-realestates-dashboard-report': {
    expect: EVERYONE,
    build: async () => ({ url: '/api/seller/api/reports/get-realestates-dashboard-report' }),
  },
  // ── bulk loads
  'GET /api/bulk-load/api/v1/templates/{template}': {
    expect: EVERYONE,
    build: async () => ({ url: '/api/bulk-load/api/v1/templates/Apartment' }),
  },
  'POST /api/product/api/productsync-massive/v5/create-product-massive': {
    expect: row(202, 202, 403, 202, 202, 403, 403, 404, 404, 403, 202),
    target: 'project',
    build: async (t, c) => {
      const project = await freshProject(t, c, 'Synchronized');
      return {
        url: '/api/product/api/productsync-massive/v5/create-product-massive',
        ...(await multipart({
          File: await workbookPart(),
          ConstructorId: c.andina,
          SellerId: project.id,
          TemplateProduct: 'Apartment',
        })),
        cleanup: () => loadsSettled(t, { sellerId: project.id }),
      };
    },
  },
  'POST /api/product/api/estateagencysync-massive/v5/create-agency-realstate-massive': {
    expect: CAPITAL_WRITE(202),
    target: 'project',
    agency: true,
    build: async (t, c) => {
      const store = await capitalStore(t, c);
      return {
        url: '/api/product/api/estateagencysync-massive/v5/create-agency-realstate-massive',
        ...(await multipart({ File: await workbookPart(), ConstructorId: c.capital, SellerId: store.id })),
        // The agency's handler checks the file in the background: wait for its dry run to end.
        cleanup: () => loadsSettled(t, { sellerId: store.id }),
      };
    },
  },
  'POST /api/seller/api/v3/create-massive-projects/': {
    // The role held at the builder decides (templates.load: Administrador and Operativo).
    expect: row(202, 202, 403, 202, 202, 403, 403, 404, 404, 202, 202),
    target: 'builder',
    build: async (t, c) => ({
      url: '/api/seller/api/v3/create-massive-projects/',
      ...(await multipart({ File: await workbookPart(), ConstructorId: c.andina })),
      // The projects' handler checks the file in the background: wait for its dry run to end, or it would change
      // bulk_loads during the next call, which the matrix checks changes nothing.
      cleanup: () => loadsSettled(t, { constructorId: c.andina }),
    }),
  },
  'GET /api/bulk-load/api/v1/deletion-template': {
    expect: EVERYONE,
    build: async () => ({ url: '/api/bulk-load/api/v1/deletion-template' }),
  },
  'POST /api/product/api/productsync-massive/v5/delete-product-massive': {
    // templates.load and the single delete's catalog.write at the project (Administrador and Operativo).
    expect: row(202, 202, 403, 202, 202, 403, 403, 404, 404, 403, 202),
    target: 'project',
    build: async (t, c) => {
      const project = await freshProject(t, c, 'Synchronized');
      return {
        url: '/api/product/api/productsync-massive/v5/delete-product-massive',
        // Its one reference names no property: the dry run ends with a row error and nothing is deleted.
        ...(await multipart({ File: await workbookPart(), ConstructorId: c.andina, SellerId: project.id })),
        cleanup: () => loadsSettled(t, { sellerId: project.id }),
      };
    },
  },
  'POST /api/product/api/productsync-massive/v5/create-images-product-massive': {
    expect: row(202, 202, 403, 202, 202, 403, 403, 404, 404, 403, 202),
    target: 'project',
    build: async (t, c) => {
      const project = await freshProject(t, c, 'Synchronized');
      return {
        url: '/api/product/api/productsync-massive/v5/create-images-product-massive',
        ...(await multipart({
          FileZip: await imageZipPart(),
          ConstructorId: c.andina,
          SellerId: project.id,
        })),
        cleanup: () => loadsSettled(t, { sellerId: project.id }),
      };
    },
  },
  'POST /api/product/api/estateagencysync-massive/v5/create-images-agencyrealstates-massive': {
    expect: CAPITAL_WRITE(202),
    target: 'project',
    agency: true,
    build: async (t, c) => {
      const store = await capitalStore(t, c);
      return {
        url: '/api/product/api/estateagencysync-massive/v5/create-images-agencyrealstates-massive',
        ...(await multipart({ FileZip: await imageZipPart(), ConstructorId: c.capital, SellerId: store.id })),
        cleanup: () => loadsSettled(t, { sellerId: store.id }),
      };
    },
  },
  'POST /api/seller/api/v3/create-images-massive-projects': {
    // The role held at the builder decides (templates.load: Administrador and Operativo).
    expect: row(202, 202, 403, 202, 202, 403, 403, 404, 404, 202, 202),
    target: 'builder',
    build: async (t, c) => ({
      url: '/api/seller/api/v3/create-images-massive-projects',
      ...(await multipart({ FileZip: await imageZipPart(), ConstructorId: c.andina })),
      cleanup: () => loadsSettled(t, { constructorId: c.andina }),
    }),
  },
  'GET /api/bulk-load/api/v1/loads': {
    expect: ANDINA_READ,
    build: async (_t, c) => ({ url: `/api/bulk-load/api/v1/loads?ConstructorId=${c.andina}` }),
  },
  'GET /api/bulk-load/api/v1/loads/{id}': {
    expect: ANDINA_READ,
    build: async (t, c) => ({ url: `/api/bulk-load/api/v1/loads/${(await storedLoad(t, c)).load.id}` }),
  },
  'GET /api/bulk-load/api/v1/loads/{id}/error-file': {
    expect: ANDINA_READ,
    build: async (t, c) => ({
      url: `/api/bulk-load/api/v1/loads/${(await storedLoad(t, c, true)).load.id}/error-file`,
    }),
  },
  'POST /api/bulk-load/api/v1/loads/{id}/confirm': {
    expect: row(202, 202, 403, 202, 202, 403, 403, 404, 404, 403, 202),
    target: 'project',
    build: async (t, c) => {
      const { load, cleanup } = await storedLoad(t, c);
      return { url: `/api/bulk-load/api/v1/loads/${load.id}/confirm`, cleanup };
    },
  },
  'POST /api/bulk-load/api/v1/loads/{id}/cancel': {
    expect: PROJECT_WRITE,
    target: 'project',
    build: async (t, c) => {
      const { load } = await storedLoad(t, c);
      return { url: `/api/bulk-load/api/v1/loads/${load.id}/cancel` };
    },
  },
  ...PRICE_OPERATIONS,
  ...USER_OPERATIONS,
  ...LEAD_OPERATIONS,
  ...STORE_CATALOG_OPERATIONS,
  ...NOTIFICATION_OPERATIONS,
  ...MAINTENANCE_OPERATIONS,
  ...API_KEY_OPERATIONS,
  ...TERMS_OPERATIONS,
};

/**
 * Operations anyone may call without signing in, and why. Everything else answers 401 to an anonymous caller.
 */
export const PUBLIC_OPERATIONS: Record<string, { why: string; build(t: TestApp): Promise<Call> }> = {
  'GET /api/health': {
    why: 'liveness probe of the platform',
    build: async () => ({ url: '/api/health' }),
  },
  'GET /api/health/ready': {
    why: 'readiness probe of one instance (balancer, rolling restarts)',
    build: async () => ({ url: '/api/health/ready' }),
  },
  'GET /api/config': {
    why: 'the portal reads its settings before anyone signs in',
    build: async () => ({ url: '/api/config' }),
  },
  'GET /api/system/api/v1/maintenance': {
    why: 'the maintenance page reads it, signed in or not, while the rest of the API is refused',
    build: async () => ({ url: '/api/system/api/v1/maintenance' }),
  },
  'GET /api/terms/current': {
    why: 'the terms and conditions are a public page (/terminos-condiciones)',
    build: async () => ({ url: '/api/terms/current' }),
  },
  'GET /api/files/{id}': {
    why: 'logos and photos are shown in the public store; ids are random UUIDs',
    build: async (t) => ({ url: `/api/files/${await anyFileId(t.db)}` }),
  },
  'GET /api/files/{id}/{thumbnail}': {
    why: 'thumbnails of those same images, for lists and the public store',
    build: async (t) => ({ url: `/api/files/${await anyFileId(t.db)}/64.webp` }),
  },
  'POST /api/auth/connect/token': {
    why: 'signing in',
    build: async () => ({ url: TOKEN_URL, ...(await multipart({ grant_type: 'password' })) }),
  },
  'POST /api/auth/connect/endsession': {
    why: 'logout beacon: it carries the token to revoke in its query (a beacon sends no header)',
    build: async () => ({ url: '/api/auth/connect/endsession' }),
  },
  'GET /api/auth/.well-known/jwks.json': {
    why: 'public signing keys, so that tokens can be verified',
    build: async () => ({ url: '/api/auth/.well-known/jwks.json' }),
  },
  'GET /api/auth/.well-known/openid-configuration': {
    why: 'token server metadata',
    build: async () => ({ url: '/api/auth/.well-known/openid-configuration' }),
  },
  'POST /api/auth/api/profile/recovery-password': {
    why: 'for someone who cannot sign in (same answer whether or not the account exists)',
    build: async () => ({
      url: '/api/auth/api/profile/recovery-password?marketplaceId=none',
      ...json({ email: 'nadie@ninguno.test' }),
    }),
  },
  'POST /api/auth/api/profile/reset-password': {
    why: 'for someone who cannot sign in: the single-use link from the recovery e-mail',
    build: async () => ({ url: '/api/auth/api/profile/reset-password', ...json({}) }),
  },
};

/** GET operations that write (the method alone does not say it). */
export const GET_WRITES = ['GET /api/auth/api/account/AcceptTerms'];

export const methodOf = (op: string) => op.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** POST operations that only read (a body too large or too structured for a query: the price previews). */
export const POST_READS = [
  'POST /api/product/api/prices/v1/preview',
  'POST /api/product/api/prices/v1/preview-sheet',
];
export const isWrite = (op: string) =>
  (methodOf(op) !== 'GET' && !POST_READS.includes(op)) || GET_WRITES.includes(op);

/** Every operation of the app's OpenAPI document, as "METHOD /path". */
export async function documentedOperations(t: TestApp): Promise<string[]> {
  const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  const methods = ['get', 'post', 'put', 'patch', 'delete'];
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops)
      .filter((m) => methods.includes(m))
      .map((m) => `${m.toUpperCase()} ${path}`),
  );
}

export async function baseCtx(t: TestApp): Promise<Ctx> {
  const all = await t.db.select({ id: users.id, userName: users.userName }).from(users);
  return {
    andina: await constructorIdByName(t.db, 'Constructora Andina'),
    capital: await constructorIdByName(t.db, 'Inmobiliaria Capital'),
    png: await imageFile(),
    userIds: Object.fromEntries(all.map((u) => [u.userName, u.id])),
    rolesAt: {},
  };
}

export function send(t: TestApp, op: string, call: Call, headers: Record<string, string> = {}) {
  if (call.stream) return sendToStream(t, op, call, headers);
  return t.app.inject({
    method: methodOf(op),
    url: call.url,
    payload: call.payload as string | Buffer | object | undefined,
    headers: { ...headers, ...call.headers },
  });
}

/** Tables a route may write (the sign-in tables, which signing in itself changes, are left out). */
const WRITABLE_TABLES = [
  'constructors',
  'sellers',
  'seller_details',
  'seller_images',
  'properties',
  'property_details',
  'property_images',
  'responsible_rules',
  'responsible_rule_products',
  'responsible_exclusions',
  'whatsapp_contacts',
  'whatsapp_contact_projects',
  'certificates',
  'audit_log',
  'bulk_loads',
  'notifications',
  'files',
  'leads',
  'users',
  'user_sellers',
  'terms_acceptances',
  'maintenance',
  'terms_versions',
  'api_keys',
];
const DIGEST_SQL = `select ${WRITABLE_TABLES.map(
  (table) =>
    `(select count(*)::text || ':' || coalesce(md5(string_agg(md5(x::text), '' order by md5(x::text))), '') from ${table} x) as ${table}`,
).join(', ')}`;

/** Each writable table as a digest of its rows. */
async function digest(db: Db): Promise<Record<string, string>> {
  return (await executeRows<Record<string, string>>(db, sql.raw(DIGEST_SQL)))[0];
}
/** The next transaction id: it moves only when a transaction writes (reads take none). */
async function nextXid(db: Db): Promise<string> {
  const [row] = await executeRows<{ xmax: string }>(
    db,
    sql.raw('select pg_snapshot_xmax(pg_current_snapshot())::text as xmax'),
  );
  return row.xmax;
}

export interface Mark {
  xid: string;
  /** On PostgreSQL, where background work (autovacuum) takes transaction ids too, the rows themselves. */
  rows?: Record<string, string>;
}

/** The database's state before a call, to tell afterwards whether the call changed anything. */
export async function markState(db: Db): Promise<Mark> {
  return { xid: await nextXid(db), ...(testDbKind() === 'postgres' ? { rows: await digest(db) } : {}) };
}

/**
 * What changed since the mark: [] when nothing did. On PGlite no transaction id was taken at all (cheap and
 * strict: a refused call did not even start a write); otherwise the tables whose rows are new or changed.
 */
export async function changesSince(db: Db, mark: Mark): Promise<string[]> {
  if (mark.rows) {
    const now = await digest(db);
    return WRITABLE_TABLES.filter((table) => now[table] !== mark.rows?.[table]);
  }
  if ((await nextXid(db)) === mark.xid) return [];
  const [row] = await executeRows<Record<string, boolean>>(
    db,
    sql.raw(
      `select ${WRITABLE_TABLES.map((table) => `exists (select 1 from ${table} where xmin::text::bigint >= ${Number(mark.xid)}) as ${table}`).join(', ')}`,
    ),
  );
  const tables = WRITABLE_TABLES.filter((table) => row[table]);
  return tables.length ? tables : ['a write transaction (rows deleted, or a write rolled back)'];
}

/** A call to an event stream, which stays open (see injectReadingStreams). */
async function sendToStream(t: TestApp, op: string, call: Call, headers: Record<string, string>) {
  const res = await injectReadingStreams(t.app, {
    method: methodOf(op),
    url: call.url,
    headers: { ...headers, ...call.headers },
  });
  return { ...res, json: () => JSON.parse(res.body) };
}
