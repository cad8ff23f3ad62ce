import { DETAIL_KEYS } from '@tu360/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  notifications,
  properties,
  propertyDetails,
  propertyImages,
  users,
} from '../src/db/schema.ts';
import {
  cityByCode,
  constructorIdByName,
  imageFile,
  projectFactory,
  propertyFactory,
} from './factories/index.ts';
import { agencyPropertyBody, builderPropertyBody } from './factories/property-bodies.ts';
import { createTestApp, idOf, login, type Session, type TestApp } from './helper.ts';

type Saved = {
  productId: number;
  refId: string;
  status: string;
  progress: string;
  percent: number;
  color: string;
  progressStatus: number;
  message?: string;
};

describe('property wizard saves (builder and agency flows)', () => {
  let t: TestApp;
  let admin: Session;
  let agency: Session;
  let rio: string;
  let capitalStore: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t.app, 'admin@andina.test');
    agency = await login(t.app, 'admin@capital.test');
    rio = await idOf(t.db, 'sellers', 'Torres del Río');
    capitalStore = await idOf(t.db, 'sellers', 'Inmobiliaria Capital');
  });
  afterAll(() => t.close());

  const save = async (s: Session, url: string, body: unknown, method: 'POST' | 'PUT' | 'PATCH' = 'POST') =>
    t.app.inject({ method, url, headers: s.headers, payload: body as object });
  const upload = async (s: Session, refId: string, count: number) => {
    const form = new FormData();
    for (let i = 0; i < count; i++) form.append('Image', new Blob([await imageFile('jpeg', 80 + i, 60)]));
    const res = new Response(form);
    return t.app.inject({
      method: 'POST',
      url: `/api/product/api/v5/create-images-product?refId=${refId}`,
      headers: { ...s.headers, 'content-type': res.headers.get('content-type') as string },
      payload: Buffer.from(await res.arrayBuffer()),
    });
  };

  it('refuses what the form refuses, with the same messages, and writes nothing', async () => {
    const [{ before }] = await t.db.select({ before: sql<number>`count(*)::int` }).from(properties);
    const res = await save(
      admin,
      '/api/product/api/v5/create-product',
      builderPropertyBody(rio, 3, {
        price: '5.000.000',
        description: 'a'.repeat(149),
        detailProducts: [
          { key: DETAIL_KEYS.area, value: '72' },
          { key: DETAIL_KEYS.privateArea, value: '80' },
          { key: DETAIL_KEYS.builtArea, value: '70' },
          { key: DETAIL_KEYS.rooms, value: '2.5' },
          { key: DETAIL_KEYS.latitude, value: 'abc' },
        ],
      }),
    );
    expect(res.statusCode).toBe(400);
    const body = res.json() as { Message: string; errors: { field: string; message: string }[] };
    const byField = Object.fromEntries(body.errors.map((e) => [e.field, e.message]));
    expect(byField).toMatchObject({
      price: 'Debe ser mayor a 10.000.000',
      description: 'La descripción debe tener entre 150 y 1000 caracteres. Actualmente tiene 149 caracteres.',
      privateArea: 'El área privada no debe ser mayor al área construida',
      rooms: 'No debe tener "."',
      latitude: 'La latitud del proyecto debe ser un numero',
      projectStage: 'Campo obligatorio*',
    });
    const [{ after }] = await t.db.select({ after: sql<number>`count(*)::int` }).from(properties);
    expect(after).toBe(before);
  });

  it.each([
    ['left out', undefined],
    ['empty, as the form sends it', ''],
  ])('refuses a new property whose Categoría is %s, as field category of step 1', async (_name, category) => {
    const res = await save(
      admin,
      '/api/product/api/v5/create-product',
      builderPropertyBody(rio, 1, { category }),
    );
    expect(res.statusCode).toBe(400);
    const body = res.json() as { errors: { field: string; message: string }[] };
    expect(body.errors).toEqual([{ field: 'category', message: 'Campo obligatorio*' }]);
  });

  it('keeps the stored Categoría when an update does not resend it', async () => {
    const created = (
      await save(admin, '/api/product/api/v5/create-product', builderPropertyBody(rio, 1))
    ).json() as Saved;
    const res = await save(
      admin,
      '/api/product/api/v5/update-product',
      builderPropertyBody(rio, 1, { productId: created.productId, category: undefined }),
      'PUT',
    );
    expect(res.statusCode, res.body).toBe(200);
  });

  it('applies the data handling and defaults of sections 5 and 9', async () => {
    const res = await save(
      admin,
      '/api/product/api/v5/create-product',
      builderPropertyBody(rio, 3, { score: '0' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json() as Saved;
    const [row] = await t.db.select().from(properties).where(eq(properties.productId, saved.productId));
    expect(row).toMatchObject({
      listPrice: 350_000_000,
      costPrice: 350_000_000,
      score: 1,
      vtexCategoryId: 4,
      vtexDepartmentId: 4,
      vtexBrandId: 2_000_000,
      inventory: 1,
      subsidyType: 'None',
      departmentId: '00000000-0000-0000-0000-000000000000',
      cityId: '00000000-0000-0000-0000-000000000000',
    });
    const details = Object.fromEntries(
      (await t.db.select().from(propertyDetails).where(eq(propertyDetails.propertyId, row.id))).map((d) => [
        d.key,
        d.value,
      ]),
    );
    expect(details[DETAIL_KEYS.initialPayment]).toBe('105000000');
  });

  it('builder flow: red with few images (Incomplete), yellow with 5 images, green with administration price', async () => {
    const created = (
      await save(admin, '/api/product/api/v5/create-product', builderPropertyBody(rio, 3))
    ).json() as Saved;
    expect(created).toMatchObject({ status: 'Incomplete', color: 'red', percent: 33, progressStatus: 2 });
    expect((await upload(admin, created.refId, 5)).statusCode).toBe(200);
    const yellow = (
      await save(
        admin,
        '/api/product/api/v5/update-product',
        builderPropertyBody(rio, 5, { productId: created.productId }),
        'PUT',
      )
    ).json() as Saved;
    expect(yellow).toMatchObject({
      status: 'OnApprobation',
      color: 'yellow',
      percent: 66,
      progress: 'Medium',
      progressStatus: 1,
    });
    const body = builderPropertyBody(rio, 5, { productId: created.productId });
    body.detailProducts.push({ key: DETAIL_KEYS.administrationPrice, value: '$ 320.000' });
    const green = (await save(admin, '/api/product/api/v5/update-product', body, 'PUT')).json() as Saved;
    expect(green).toMatchObject({ status: 'OnApprobation', color: 'green', percent: 100, progress: 'Full' });
  });

  it('agency flow: yellow with its message, then green with the 7 optional keys', async () => {
    const created = await save(
      agency,
      '/api/product/api/estate-agency/v5/create-agency-realstate',
      agencyPropertyBody(capitalStore),
    );
    expect(created.statusCode, created.body).toBe(201);
    const first = created.json() as Saved;
    expect(first).toMatchObject({
      status: 'Incomplete',
      color: 'red',
      message:
        'El inmueble no tiene fotografías asociadas y/o falta asociar algunas características del Inmueble.',
    });
    const [row] = await t.db.select().from(properties).where(eq(properties.productId, first.productId));
    const [state] = await t.db
      .select()
      .from(propertyDetails)
      .where(and(eq(propertyDetails.propertyId, row.id), eq(propertyDetails.key, DETAIL_KEYS.propertyState)));
    expect(state.value).toBe('Usado');
    expect((await upload(agency, first.refId, 5)).statusCode).toBe(200);
    const yellow = (
      await save(
        agency,
        '/api/product/api/estate-agency/v5/update-agency-realstate',
        agencyPropertyBody(capitalStore, { productId: first.productId, step: 5 }),
        'PATCH',
      )
    ).json() as Saved;
    expect(yellow).toMatchObject({
      status: 'OnApprobation',
      color: 'yellow',
      message: 'falta asociar algunas características del Inmueble.',
    });
    const full = agencyPropertyBody(capitalStore, { productId: first.productId, step: 5 });
    for (const [key, value] of [
      [DETAIL_KEYS.age, '12'],
      [DETAIL_KEYS.zone, 'Norte'],
      [DETAIL_KEYS.propertyTax, '1.200.000'],
      [DETAIL_KEYS.waterCost, '80000'],
      [DETAIL_KEYS.gasCost, '30000'],
      [DETAIL_KEYS.electricityCost, '120000'],
    ])
      full.detailProducts.push({ key, value });
    const green = (
      await save(agency, '/api/product/api/estate-agency/v5/update-agency-realstate', full, 'PATCH')
    ).json() as Saved;
    expect(green).toMatchObject({ color: 'green', percent: 100 });
    expect(green.message).toBeUndefined();
  });

  it('names Departamento and Municipio after the chosen ids, and refuses a municipality of another department', async () => {
    const bogota = await cityByCode(t.db, '11001');
    const medellin = await cityByCode(t.db, '05001');
    const created = await save(
      agency,
      '/api/product/api/estate-agency/v5/create-agency-realstate',
      agencyPropertyBody(capitalStore, {
        departmentId: medellin.departmentId,
        cityId: medellin.id,
        // Whatever text comes with the ids, the stored details are the names of the ids.
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const [row] = await t.db
      .select()
      .from(properties)
      .where(eq(properties.productId, (created.json() as Saved).productId));
    const stored = new Map(
      (await t.db.select().from(propertyDetails).where(eq(propertyDetails.propertyId, row.id))).map((d) => [
        d.key,
        d.value,
      ]),
    );
    expect(stored.get(DETAIL_KEYS.department)).toBe('Antioquia');
    expect(stored.get(DETAIL_KEYS.municipality)).toBe('Medellín');
    expect(row.cityId).toBe(medellin.id);
    const [{ before }] = await t.db.select({ before: sql<number>`count(*)::int` }).from(properties);
    for (const body of [
      { departmentId: medellin.departmentId, cityId: bogota.id, field: 'cityId' },
      { departmentId: crypto.randomUUID(), cityId: undefined, field: 'departmentId' },
      { departmentId: undefined, cityId: crypto.randomUUID(), field: 'cityId' },
    ]) {
      const res = await save(
        agency,
        '/api/product/api/estate-agency/v5/create-agency-realstate',
        agencyPropertyBody(capitalStore, { departmentId: body.departmentId, cityId: body.cityId }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        Message: 'Seleccione una opción válida',
        errors: [{ field: body.field, message: 'Seleccione una opción válida' }],
      });
    }
    const [{ after }] = await t.db.select({ after: sql<number>`count(*)::int` }).from(properties);
    expect(after).toBe(before);
  });

  it('keeps builders and agencies on their own endpoints', async () => {
    expect(
      (
        await save(
          admin,
          '/api/product/api/estate-agency/v5/create-agency-realstate',
          agencyPropertyBody(rio),
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (await save(agency, '/api/product/api/v5/create-product', builderPropertyBody(capitalStore)))
        .statusCode,
    ).toBe(400);
  });

  it('records the history: who changed what, with values before and after', async () => {
    const created = (
      await save(admin, '/api/product/api/v5/create-product', builderPropertyBody(rio, 3))
    ).json() as Saved;
    await save(
      admin,
      '/api/product/api/v5/update-product',
      builderPropertyBody(rio, 3, { productId: created.productId, price: '360.000.000' }),
      'PUT',
    );
    const history = (
      await t.app.inject({
        url: `/api/product/api/v1/get-last-changes?productId=${created.productId}`,
        headers: admin.headers,
      })
    ).json() as {
      transactionalId: string;
      userName: string;
      action: string;
      changes: { field: string; before: string; after: string }[];
    }[];
    expect(history[0]).toMatchObject({ action: 'update', userName: 'admin@andina.test' });
    expect(history[0].changes).toContainEqual({
      field: 'listPrice',
      before: '350000000',
      after: '360000000',
    });
    expect(history.at(-1)?.action).toBe('create');
    const entries = (
      await t.app.inject({
        url: `/api/product/api/v2/get-audit-log-product?TransactionalId=${history[0].transactionalId}`,
        headers: admin.headers,
      })
    ).json() as unknown[];
    expect(entries.length).toBe(history[0].changes.length);
    const other = await login(t.app, 'admin@horizonte.test');
    const hidden = (
      await t.app.inject({
        url: `/api/product/api/v2/get-audit-log-product?TransactionalId=${history[0].transactionalId}`,
        headers: other.headers,
      })
    ).json();
    expect(hidden).toEqual([]);
  });

  it('orders images, keeps one main image, deletes one', async () => {
    const created = (
      await save(admin, '/api/product/api/v5/create-product', builderPropertyBody(rio, 3))
    ).json() as Saved;
    const images = (await upload(admin, created.refId, 3)).json() as {
      id: string;
      isMain: boolean;
      order: number;
    }[];
    expect(images.map((i) => i.isMain)).toEqual([true, false, false]);
    const reordered = await t.app.inject({
      method: 'PUT',
      url: '/api/product/api/product-massive/v2/product-image-order',
      headers: admin.headers,
      payload: {
        RefId: created.refId,
        images: images.map((i, k) => ({
          id: i.id,
          order: 2 - k,
          isMain: k === 2,
          label: `Foto ${k}`,
          text: null,
        })),
      },
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    const after = reordered.json() as { id: string; isMain: boolean; label: string }[];
    expect(after[0]).toMatchObject({ id: images[2].id, isMain: true, label: 'Foto 2' });
    const twoMains = await t.app.inject({
      method: 'PUT',
      url: '/api/product/api/product-massive/v2/product-image-order',
      headers: admin.headers,
      payload: { RefId: created.refId, images: images.map((i, k) => ({ id: i.id, order: k, isMain: true })) },
    });
    expect(twoMains.statusCode).toBe(400);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/product/api/v1/delete-image-product?imageId=${images[2].id}&RefId=${created.refId}`,
      headers: admin.headers,
    });
    const left = del.json() as { isMain: boolean }[];
    expect(left).toHaveLength(2);
    expect(left.filter((i) => i.isMain)).toHaveLength(1);
  });

  it('refuses a whole upload when one of the files is hostile', async () => {
    const created = (
      await save(admin, '/api/product/api/v5/create-product', builderPropertyBody(rio, 3))
    ).json() as Saved;
    const form = new FormData();
    form.append('Image', new Blob([await imageFile()]));
    form.append('Image', new Blob([Buffer.from('<html>no soy imagen</html>')]));
    const r = new Response(form);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/product/api/v5/create-images-product?refId=${created.refId}`,
      headers: { ...admin.headers, 'content-type': r.headers.get('content-type') as string },
      payload: Buffer.from(await r.arrayBuffer()),
    });
    expect(res.statusCode).toBe(415);
    const [row] = await t.db.select().from(properties).where(eq(properties.productId, created.productId));
    const [{ n }] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(propertyImages)
      .where(eq(propertyImages.propertyId, row.id));
    expect(n).toBe(0);
  });
});

describe('property approval and lifecycle', () => {
  let t: TestApp;
  let sa: Session;
  let admin: Session;
  let visor: Session;
  let andina: string;

  beforeAll(async () => {
    t = await createTestApp();
    sa = await login(t.app, 'superadmin@tu360.test');
    admin = await login(t.app, 'admin@andina.test');
    visor = await login(t.app, 'visor@andina.test');
    andina = await constructorIdByName(t.db, 'Constructora Andina');
  });
  afterAll(() => t.close());

  const statusOf = async (productId: number) =>
    (
      await t.db
        .select({ s: properties.status, d: properties.statusDetail })
        .from(properties)
        .where(eq(properties.productId, productId))
    )[0];

  it('approves from the list in bulk, all or nothing', async () => {
    const project = await projectFactory(t.db, andina);
    const a = await propertyFactory(t.db, project, { status: 'OnApprobation' });
    const b = await propertyFactory(t.db, project, { status: 'OnApprobation' });
    const c = await propertyFactory(t.db, project, { status: 'Incomplete' });
    const mixed = await t.app.inject({
      method: 'PUT',
      url: '/api/product/api/v5/onapprobation-realstates',
      headers: sa.headers,
      payload: [a, b, c].map((p) => ({ ProductId: p.productId, SellerId: p.sellerId, Message: '' })),
    });
    expect(mixed.statusCode).toBe(409);
    expect((await statusOf(a.productId)).s).toBe('OnApprobation');
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/product/api/v5/onapprobation-realstates',
      headers: sa.headers,
      payload: [a, b].map((p) => ({ ProductId: p.productId, SellerId: p.sellerId, Message: '' })),
    });
    expect(ok.json()).toMatchObject({ total: 2 });
    expect((await statusOf(a.productId)).s).toBe('Published');
    const [row] = await t.db.select().from(properties).where(eq(properties.productId, a.productId));
    expect(row.approvedToUpdate).toBe(true);
    const notes = await t.db.select().from(notifications).where(eq(notifications.sellerId, project.id));
    // Each of the project's readers is told of each property (issue 14: one row per recipient).
    const readers = new Set(notes.map((n) => n.recipientId));
    expect(readers.has(await idOf(t.db, 'users', 'admin@andina.test'))).toBe(true);
    expect(readers.has(await idOf(t.db, 'users', 'visor@andina.test'))).toBe(false);
    expect(notes.map((n) => n.title)).toEqual(Array(2 * readers.size).fill('Inmueble aprobado'));
  });

  it('rejects with a reason that the builder reads in the rejected list', async () => {
    const project = await projectFactory(t.db, andina);
    const p = await propertyFactory(t.db, project, { status: 'OnApprobation', name: 'Para rechazar' });
    const noReason = await t.app.inject({
      method: 'PUT',
      url: '/api/product/api/v5/update-state',
      headers: sa.headers,
      payload: { ProductId: p.productId, Status: 'Rejected', Message: ' ' },
    });
    expect(noReason.statusCode).toBe(400);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/product/api/v5/update-state',
      headers: sa.headers,
      payload: {
        ProductId: p.productId,
        SellerId: project.id,
        Status: 'Rejected',
        Message: 'Las fotos no corresponden al inmueble.',
      },
    });
    expect(res.json()).toEqual({
      productId: p.productId,
      status: 'Rejected',
      statusDetail: 'Las fotos no corresponden al inmueble.',
    });
    const list = (
      await t.app.inject({
        url: '/api/product/api/v2/get-realstates?SkuStatus=Rejected&KeyWord=rechazar',
        headers: admin.headers,
      })
    ).json() as {
      data: { statusDetail: string }[];
    };
    expect(list.data.map((d) => d.statusDetail)).toEqual(['Las fotos no corresponden al inmueble.']);
  });

  it.each([
    ['a store user approving', 'admin', 'OnApprobation', 'Published', 403],
    ['an admin approving an incomplete one', 'sa', 'Incomplete', 'Published', 409],
    ['an admin rejecting a published one', 'sa', 'Published', 'Rejected', 409],
    ['a viewer hiding', 'visor', 'Published', 'Hidden', 403],
    ['an admin hiding', 'sa', 'Published', 'Hidden', 200],
  ] as const)('%s → %i, nothing changed unless allowed', async (_n, who, from, to, status) => {
    const project = await projectFactory(t.db, andina);
    const p = await propertyFactory(t.db, project, { status: from });
    const s = who === 'sa' ? sa : who === 'admin' ? admin : visor;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/product/api/v5/update-state',
      headers: s.headers,
      payload: { ProductId: p.productId, Status: to, Message: 'Motivo' },
    });
    expect(res.statusCode, res.body).toBe(status);
    expect((await statusOf(p.productId)).s).toBe(status === 200 ? to : from);
  });

  it('hides with a reason, asks for approval only when not red, deletes', async () => {
    const project = await projectFactory(t.db, andina);
    const p = await propertyFactory(t.db, project, { status: 'Published' });
    const hide = await t.app.inject({
      method: 'PUT',
      url: '/api/product/api/v2/hide-realstates',
      headers: admin.headers,
      payload: { productIds: [p.productId], Message: 'Vendido' },
    });
    expect(hide.json()).toMatchObject({ total: 1 });
    expect(await statusOf(p.productId)).toEqual({ s: 'Hidden', d: 'Vendido' });
    const ask = await t.app.inject({
      method: 'PATCH',
      url: '/api/product/api/v1/request-product-approval',
      headers: admin.headers,
      payload: { productIds: [p.productId] },
    });
    expect(ask.statusCode).toBe(409);
    expect((await statusOf(p.productId)).s).toBe('Hidden');
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/product/api/v3/delete-product?productId=${p.productId}&sellerId=${project.id}`,
      headers: admin.headers,
    });
    expect(del.json()).toEqual({ total: 1 });
    expect(await t.db.select().from(properties).where(eq(properties.productId, p.productId))).toEqual([]);
    const log = await t.db.select().from(auditLog).where(eq(auditLog.entityId, p.id));
    expect(log.map((l) => l.valueAfter)).toContain('Hidden');
  });

  it('answers 401 on the list once the user is deactivated, though its queries run beside the session check', async () => {
    const operativo = await login(t.app, 'operativo@andina.test');
    const ok = await t.app.inject({ url: '/api/product/api/v2/get-realstates', headers: operativo.headers });
    expect(ok.statusCode).toBe(200);
    await t.db.update(users).set({ isActive: false }).where(eq(users.userName, 'operativo@andina.test'));
    const refused = await t.app.inject({
      url: '/api/product/api/v2/get-realstates',
      headers: operativo.headers,
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ Message: 'Su sesión no es válida o expiró. Ingrese de nuevo.' });
    await t.db.update(users).set({ isActive: true }).where(eq(users.userName, 'operativo@andina.test'));
  });

  it('never shows another builder’s properties in lists, counts or the detail', async () => {
    const horizonte = await login(t.app, 'admin@horizonte.test');
    const list = (
      await t.app.inject({
        url: '/api/product/api/v2/get-realstates?PageSize=200',
        headers: horizonte.headers,
      })
    ).json() as { data: { constructorName: string }[]; totalData: number };
    expect(new Set(list.data.map((d) => d.constructorName))).toEqual(new Set(['Constructora Horizonte']));
    const count = (
      await t.app.inject({
        url: `/api/product/api/v2/get-realstate-count?ConstructorId=${andina}`,
        headers: horizonte.headers,
      })
    ).json();
    expect(count).toEqual({ totalData: 0 });
    const project = await projectFactory(t.db, andina);
    const p = await propertyFactory(t.db, project);
    expect(
      (
        await t.app.inject({
          url: `/api/product/api/v2/get-product-id?productId=${p.productId}`,
          headers: horizonte.headers,
        })
      ).statusCode,
    ).toBe(404);
  });
});
