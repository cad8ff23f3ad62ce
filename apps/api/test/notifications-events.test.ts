import { propertyBody } from '@tu360/domain/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, notifications, properties, propertyImages, users } from '../src/db/schema.ts';
import { findUserByName, principalOf } from '../src/modules/auth/identity.ts';
import { notifyProjectAccess } from '../src/modules/notifications/events.ts';
import { savePropertiesInBatch } from '../src/modules/properties/batch-save.ts';
import {
  completePropertyFactory,
  constructorIdByName,
  projectFactory,
  propertyFactory,
  withProjectMedia,
} from './factories/index.ts';
import { builderPropertyBody } from './factories/property-bodies.ts';
import { createTestApp, idOf, login, type Session, type TestApp } from './helper.ts';

// The events that create notifications (issue 14): who receives them, with which texts and links. The expected
// titles and messages are written out here, as the issue and es.notification.events say them.

let t: TestApp;
let andina: string;
let sa: Session;
let aa: Session;
const id: Record<string, string> = {};

const APPROVERS = ['superadmin@tu360.test', 'admin.banco@tu360.test'];
/** Andina's users who read notifications, all assigned to a project made by projectFactory. */
const ANDINA_READERS = [
  'admin@andina.test',
  'operativo@andina.test',
  'asesor@andina.test',
  'multi@andina.test',
];

/** The rows written since `since`, as recipient user names with title, message and link. */
async function written(since: Date) {
  const rows = await t.db
    .select()
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.recipientId));
  return rows
    .filter((r) => r.notifications.createdAt >= since)
    .map((r) => ({
      to: r.users.userName,
      title: r.notifications.title,
      message: r.notifications.message,
      link: r.notifications.link,
    }));
}
const recipients = (rows: { to: string }[]) => rows.map((r) => r.to).sort();

beforeAll(async () => {
  t = await createTestApp();
  andina = await constructorIdByName(t.db, 'Constructora Andina');
  sa = await login(t.app, 'superadmin@tu360.test');
  aa = await login(t.app, 'admin@andina.test');
  for (const u of [...APPROVERS, ...ANDINA_READERS, 'visor@andina.test', 'visor.banco@tu360.test'])
    id[u] = await idOf(t.db, 'users', u);
});
afterAll(() => t.close());

describe('approval requests go to the platform approvers', () => {
  it('a property sent to approval', async () => {
    const project = await projectFactory(t.db, andina, { name: 'Torres <del> Río', status: 'Synchronized' });
    const p = await completePropertyFactory(t.db, project, {
      status: 'Incomplete',
      name: 'Apto "101" & más',
    });
    const since = new Date();
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/product/api/v1/request-product-approval',
      headers: aa.headers,
      payload: { productIds: [p.productId] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await written(since);
    expect(recipients(rows)).toEqual([...APPROVERS].sort());
    expect(rows[0]).toMatchObject({
      title: 'Inmueble enviado a aprobación',
      message:
        'El inmueble <b>Apto &#34;101&#34; &#38; más</b> del proyecto <b>Torres &#60;del&#62; Río</b> espera su aprobación.',
      link: `/catalogo/inmuebles/${p.productId}`,
    });
  });

  it('a property the wizard saves complete goes to approval once', async () => {
    const project = await projectFactory(t.db, andina, { status: 'Synchronized' });
    const save = (body: object, method: 'POST' | 'PUT') =>
      t.app.inject({
        method,
        url: `/api/product/api/v5/${method === 'POST' ? 'create' : 'update'}-product`,
        headers: aa.headers,
        payload: body,
      });
    const since = new Date();
    const created = await save(builderPropertyBody(project.id, 3), 'POST');
    expect(created.statusCode, created.body).toBe(201);
    const { productId } = created.json() as { productId: number };
    expect(await written(since)).toEqual([]);
    const [row] = await t.db.select().from(properties).where(eq(properties.productId, productId));
    const [file] = await t.db.select({ id: files.id }).from(files).limit(1);
    await t.db.insert(propertyImages).values(
      Array.from({ length: 5 }, (_, i) => ({
        propertyId: row.id,
        constructorId: andina,
        fileId: file.id,
        order: i,
        isMain: i === 0,
      })),
    );
    const complete = await save(builderPropertyBody(project.id, 5, { productId }), 'PUT');
    expect((complete.json() as { status: string }).status).toBe('OnApprobation');
    const rows = await written(since);
    expect(recipients(rows)).toEqual([...APPROVERS].sort());
    expect(rows.every((r) => r.title === 'Inmueble enviado a aprobación')).toBe(true);
    // Saved again while it waits: nobody is told twice.
    const again = new Date();
    await save(builderPropertyBody(project.id, 5, { productId, name: 'Apartamento 1205' }), 'PUT');
    expect(await written(again)).toEqual([]);
  });

  it('a property a bulk load completes (the batch save) goes to approval, as in the wizard', async () => {
    const project = await projectFactory(t.db, andina, { status: 'Synchronized' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/product/api/v5/create-product',
      headers: aa.headers,
      payload: builderPropertyBody(project.id, 3),
    });
    const { productId } = created.json() as { productId: number };
    const [row] = await t.db.select().from(properties).where(eq(properties.productId, productId));
    const [file] = await t.db.select({ id: files.id }).from(files).limit(1);
    await t.db.insert(propertyImages).values(
      Array.from({ length: 5 }, (_, i) => ({
        propertyId: row.id,
        constructorId: andina,
        fileId: file.id,
        order: i,
      })),
    );
    const user = await findUserByName(t.db, 'admin@andina.test');
    if (!user) throw new Error('admin@andina.test');
    const p = await principalOf(t.db, user, null);
    const body = propertyBody.parse({ ...builderPropertyBody(project.id, 5), productId });
    const since = new Date();
    const [saved] = await t.db.transaction((tx) =>
      savePropertiesInBatch(tx as never, p, 'builder', project.id, [{ body, existing: row }]),
    );
    expect(saved.status).toBe('OnApprobation');
    const rows = await written(since);
    expect(recipients(rows)).toEqual([...APPROVERS].sort());
    expect(rows[0]).toMatchObject({
      title: 'Inmueble enviado a aprobación',
      link: `/catalogo/inmuebles/${productId}`,
    });
  });

  it('a project sent to approval', async () => {
    const project = await withProjectMedia(t.db, await projectFactory(t.db, andina, { name: 'Mirador' }));
    const since = new Date();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/seller/api/v1/status/${project.id}/OnApprobation`,
      headers: aa.headers,
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await written(since);
    expect(recipients(rows)).toEqual([...APPROVERS].sort());
    expect(rows[0]).toMatchObject({
      title: 'Proyecto enviado a aprobación',
      message: 'El proyecto <b>Mirador</b> de <b>Constructora Andina</b> espera su aprobación.',
      link: `/catalogo/proyectos/${project.id}`,
    });
  });
});

describe("decisions go to the project's readers, with the reason", () => {
  it('a property approved, another rejected (the reason escaped); never to Visualizador_Seller', async () => {
    const project = await projectFactory(t.db, andina, { status: 'Synchronized' });
    const a = await propertyFactory(t.db, project, { status: 'OnApprobation', name: 'Casa 1' });
    const b = await propertyFactory(t.db, project, { status: 'OnApprobation', name: 'Casa 2' });
    let since = new Date();
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/product/api/v5/onapprobation-realstates',
      headers: sa.headers,
      payload: [{ ProductId: a.productId, SellerId: project.id, Message: '' }],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    let rows = await written(since);
    expect(recipients(rows)).toEqual([...ANDINA_READERS].sort());
    expect(rows[0]).toMatchObject({
      title: 'Inmueble aprobado',
      message: 'El inmueble <b>Casa 1</b> fue aprobado y ya está publicado en la tienda.',
      link: `/catalogo/inmuebles/${a.productId}`,
    });
    since = new Date();
    const no = await t.app.inject({
      method: 'PUT',
      url: '/api/product/api/v5/update-state',
      headers: sa.headers,
      payload: { ProductId: b.productId, Status: 'Rejected', Message: 'Faltan <fotos> del baño' },
    });
    expect(no.statusCode, no.body).toBe(200);
    rows = await written(since);
    expect(recipients(rows)).toEqual([...ANDINA_READERS].sort());
    expect(rows[0]).toMatchObject({
      title: 'Inmueble rechazado',
      message: 'El inmueble <b>Casa 2</b> fue rechazado: Faltan &#60;fotos&#62; del baño',
    });
  });

  it('a project approved and another rejected', async () => {
    const good = await withProjectMedia(
      t.db,
      await projectFactory(t.db, andina, { name: 'Alto', status: 'OnApprobation' }),
    );
    const bad = await withProjectMedia(
      t.db,
      await projectFactory(t.db, andina, { name: 'Bajo', status: 'OnApprobation' }),
    );
    let since = new Date();
    const ok = await t.app.inject({
      method: 'PATCH',
      url: `/api/seller/api/v1/status/${good.id}/Synchronized`,
      headers: sa.headers,
      payload: {},
    });
    expect(ok.statusCode, ok.body).toBe(200);
    let rows = await written(since);
    expect(recipients(rows)).toEqual([...ANDINA_READERS].sort());
    expect(rows[0]).toMatchObject({
      title: 'Proyecto aprobado',
      message: 'El proyecto <b>Alto</b> fue aprobado y está publicado.',
      link: `/catalogo/proyectos/${good.id}`,
    });
    since = new Date();
    const no = await t.app.inject({
      method: 'PATCH',
      url: `/api/seller/api/v1/status/${bad.id}/Rejected`,
      headers: sa.headers,
      payload: { statusDetail: 'Logo borroso' },
    });
    expect(no.statusCode, no.body).toBe(200);
    rows = await written(since);
    expect(recipients(rows)).toEqual([...ANDINA_READERS].sort());
    expect(rows[0]).toMatchObject({
      title: 'Proyecto rechazado',
      message: 'El proyecto <b>Bajo</b> fue rechazado: Logo borroso',
    });
  });

  it('a refused decision writes no notification', async () => {
    const project = await projectFactory(t.db, andina, { status: 'Synchronized' });
    const p = await propertyFactory(t.db, project, { status: 'Published' });
    const since = new Date();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/product/api/v5/update-state',
      headers: sa.headers,
      payload: { ProductId: p.productId, Status: 'Published', Message: '' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(await written(since)).toEqual([]);
  });
});

describe('access to a project (for the users module to call when it grants one)', () => {
  it('tells each active user given a role that reads notifications; not a viewer, not a deactivated user', async () => {
    const project = await projectFactory(t.db, andina, { name: 'Bosque' });
    const since = new Date();
    await t.db.transaction((tx) =>
      notifyProjectAccess(
        tx,
        [id['operativo@andina.test'], id['asesor@andina.test']],
        project.id,
        'Operativo_Seller',
      ),
    );
    const rows = await written(since);
    expect(recipients(rows)).toEqual(['asesor@andina.test', 'operativo@andina.test']);
    expect(rows[0]).toMatchObject({
      title: 'Acceso a un proyecto',
      message: 'Le dieron acceso al proyecto <b>Bosque</b> con el rol <b>Operativo</b>.',
      link: `/catalogo/proyectos/${project.id}`,
    });
    const later = new Date();
    await t.db.transaction((tx) =>
      notifyProjectAccess(tx, [id['admin@andina.test']], project.id, 'Visualizador_Seller'),
    );
    await t.db
      .update(users)
      .set({ isActive: false })
      .where(inArray(users.id, [id['multi@andina.test']]));
    await t.db.transaction((tx) =>
      notifyProjectAccess(tx, [id['multi@andina.test']], project.id, 'Admintrador_Seller'),
    );
    await t.db.update(users).set({ isActive: true }).where(eq(users.id, id['multi@andina.test']));
    expect(await written(later)).toEqual([]);
  });
});
