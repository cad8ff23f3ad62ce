import { randomUUID } from 'node:crypto';
import { MARKETPLACE_ID } from '@tu360/domain';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constructors, properties, sellerImages, sellers } from '../src/db/schema.ts';
import { builderBody, constructorIdByName, projectBody } from './factories/index.ts';
import { builderPropertyBody } from './factories/property-bodies.ts';
import {
  createTestApp,
  idOf,
  login,
  multipart,
  multipartAs,
  type Session,
  type TestApp,
  TOKEN_URL,
} from './helper.ts';

/**
 * The four families of 500 a fuzz run found (issue 9): a NUL byte in a text, an id that does not exist, a number
 * beyond its column and a body that is not an object. Each row is one request a careless or hostile client sends;
 * each must get a 4xx with a Spanish message, and the message names the field when there is one.
 */
interface Ctx {
  admin: Session;
  /** An image of a project. */
  image: { id: string; sellerId: string };
  /** A user of Constructora Andina. */
  user: string;
  andina: string;
  capital: string;
  project: string;
  product: { productId: number; sellerId: string; refId: string };
  t: TestApp;
}
interface Row {
  name: string;
  request: (c: Ctx) => Promise<InjectOptions> | InjectOptions;
  status: number;
  /** The literal Spanish message (or a part of it that names the field). */
  message: string | RegExp;
}

const NIL = '00000000-0000-0000-0000-000000000000';
const as = (c: Ctx, method: InjectOptions['method'], url: string, payload?: unknown): InjectOptions => ({
  method,
  url,
  headers: { ...c.admin.headers, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
  payload: payload === undefined ? undefined : JSON.stringify(payload),
});
const raw = (c: Ctx, method: InjectOptions['method'], url: string, text: string): InjectOptions => ({
  method,
  url,
  headers: { ...c.admin.headers, 'content-type': 'application/json' },
  payload: text,
});

const CONTROL = /El campo (\S+) contiene caracteres no permitidos\./;
const NOT_FOUND_REF = (field: string) =>
  `El valor del campo ${field} no existe. Seleccione una opción válida.`;
const OUT_OF_RANGE = (field: string) =>
  new RegExp(`El campo ${field.replace('.', '\\.')} (no es válido|.*fuera del rango)`);
const NOT_OBJECT = 'La solicitud no es válida. Revise los datos enviados.';

const ROWS: Row[] = [
  // ── (a) a NUL byte (or another control character) in a text
  {
    name: 'NUL in the Keyword of the builder list',
    request: (c) => as(c, 'GET', '/api/seller/api/constructor/v2/get-all?Keyword=Andina%00'),
    status: 400,
    message: 'El campo Keyword contiene caracteres no permitidos.',
  },
  {
    name: 'NUL in the KeyWord of the property list',
    request: (c) => as(c, 'GET', '/api/product/api/v2/get-realstates?KeyWord=a%00b'),
    status: 400,
    message: 'El campo KeyWord contiene caracteres no permitidos.',
  },
  {
    name: 'NUL in the Keyword of the project list',
    request: (c) => as(c, 'GET', '/api/seller/api/v1/get-all?Keyword=%00'),
    status: 400,
    message: 'El campo Keyword contiene caracteres no permitidos.',
  },
  {
    name: 'NUL in the address of a project',
    request: async (c) =>
      as(
        c,
        'PUT',
        '/api/seller/api/v3/update-project',
        await projectBody(c.t.db, { id: c.project, address: 'Calle 1\u0000' }),
      ),
    status: 400,
    message: 'El campo address contiene caracteres no permitidos.',
  },
  {
    name: 'NUL in a detail of a project',
    request: async (c) =>
      as(
        c,
        'PUT',
        '/api/seller/api/v3/update-project',
        await projectBody(c.t.db, {
          id: c.project,
          detailSellers: [
            { key: 'CamacolCode', value: 'CAM\u0000' },
            { key: 'Nit', value: '900123456-1' },
          ],
        }),
      ),
    status: 400,
    message: 'El campo detailSellers.0.value contiene caracteres no permitidos.',
  },
  {
    name: 'NUL in the name of a builder',
    request: async (c) =>
      as(
        c,
        'PUT',
        '/api/seller/api/constructor/v3/update-constructor',
        await builderBody(c.t.db, { id: c.andina, name: 'Andina\u0000', nit: '900123456-1' }),
      ),
    status: 400,
    message: 'El campo name contiene caracteres no permitidos.',
  },
  {
    name: 'NUL in the name of a property',
    request: (c) =>
      as(
        c,
        'POST',
        '/api/product/api/v5/create-product',
        builderPropertyBody(c.project, 1, { name: 'Apto\u0000 1' }),
      ),
    status: 400,
    message: 'El campo name contiene caracteres no permitidos.',
  },
  {
    name: 'escape sequence in the description of a property',
    request: (c) =>
      as(
        c,
        'POST',
        '/api/product/api/v5/create-product',
        builderPropertyBody(c.project, 1, { description: `${'Bonito y luminoso. '.repeat(10)}\u001b[31m` }),
      ),
    status: 400,
    message: 'El campo description contiene caracteres no permitidos.',
  },
  {
    name: 'NUL in the name of a certificate sent as a form',
    request: (c) => ({
      method: 'POST',
      url: '/api/certificate/api/v1/create',
      headers: { ...c.admin.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Sello%00&isActive=true',
    }),
    status: 400,
    message: 'El campo name contiene caracteres no permitidos.',
  },
  {
    name: 'NUL in the user name at the token endpoint',
    request: async () => ({
      method: 'POST',
      url: TOKEN_URL,
      ...(await multipart({
        grant_type: 'password',
        username: 'admin\u0000@andina.test',
        password: 'Demo#2026',
        client_id: 'tu360-portal',
      })),
    }),
    status: 400,
    message: 'El campo username contiene caracteres no permitidos.',
  },
  {
    name: 'NUL in the e-mail of a password recovery',
    request: () => ({
      method: 'POST',
      url: `/api/auth/api/profile/recovery-password?marketplaceId=${MARKETPLACE_ID}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'admin\u0000@andina.test' }),
    }),
    // The e-mail's own rule speaks first.
    status: 400,
    message: 'Ingrese un correo electrónico válido',
  },

  // ── (b) a well-formed id that does not exist
  {
    name: 'nil departmentId on update-constructor',
    request: async (c) =>
      as(
        c,
        'PUT',
        '/api/seller/api/constructor/v3/update-constructor',
        await builderBody(c.t.db, {
          id: c.andina,
          name: 'Constructora Andina',
          nit: '900123456-1',
          departmentId: NIL,
        }),
      ),
    status: 400,
    message: NOT_FOUND_REF('departmentId'),
  },
  {
    name: 'random cityId on update-realestate',
    request: async (c) =>
      as(
        c,
        'PUT',
        '/api/seller/api/realestate/v1/update-realestate',
        await builderBody(c.t.db, {
          id: c.capital,
          name: 'Inmobiliaria Capital',
          nit: '830111222-5',
          whatsAppPhone: '3105550001',
          cityId: randomUUID(),
        }),
      ),
    status: 400,
    message: NOT_FOUND_REF('cityId'),
  },
  {
    name: 'random departmentId on create-constructor',
    request: async (c) =>
      as(
        c,
        'POST',
        '/api/seller/api/constructor/v3/create-constructor',
        await builderBody(c.t.db, { departmentId: randomUUID() }),
      ),
    status: 400,
    message: NOT_FOUND_REF('departmentId'),
  },
  {
    name: 'random cityId on create-project',
    request: async (c) =>
      as(
        c,
        'POST',
        '/api/seller/api/v3/create-project',
        await projectBody(c.t.db, { constructorId: c.andina, cityId: randomUUID() }),
      ),
    status: 400,
    message: NOT_FOUND_REF('cityId'),
  },
  {
    name: 'nil departmentId on update-project',
    request: async (c) =>
      as(
        c,
        'PUT',
        '/api/seller/api/v3/update-project',
        await projectBody(c.t.db, { id: c.project, departmentId: NIL }),
      ),
    status: 400,
    message: NOT_FOUND_REF('departmentId'),
  },
  {
    name: 'random project in a WhatsApp contact',
    request: (c) =>
      as(c, 'POST', '/api/seller/api/v3/create-contact', {
        ConstructorId: c.andina,
        WhatsAppPhone: '3105550099',
        projectIds: [randomUUID()],
      }),
    status: 400,
    message: 'Alguno de los proyectos seleccionados no pertenece a la constructora.',
  },
  {
    name: 'random user in a responsible-user rule',
    request: (c) =>
      as(c, 'POST', '/api/product/api/user-realstate/v2/add-user-config', {
        Users: [randomUUID()],
        SellerId: c.project,
        ConstructorId: c.andina,
        AssignType: 'product',
        IsSetSpecificProduct: true,
        SkuIds: [c.product.productId],
      }),
    status: 404,
    message: 'Alguno de los usuarios no pertenece a la constructora.',
  },

  // ── (c) a number beyond its column
  {
    name: 'price 1e20 on create-product',
    request: (c) =>
      as(c, 'POST', '/api/product/api/v5/create-product', builderPropertyBody(c.project, 1, { price: 1e20 })),
    status: 400,
    message: OUT_OF_RANGE('price'),
  },
  {
    name: 'price "99999999999999999999999" on create-product',
    request: (c) =>
      as(
        c,
        'POST',
        '/api/product/api/v5/create-product',
        builderPropertyBody(c.project, 1, { price: '99999999999999999999999' }),
      ),
    status: 400,
    message: OUT_OF_RANGE('price'),
  },
  {
    name: 'score 2^31 on create-product',
    request: (c) =>
      as(
        c,
        'POST',
        '/api/product/api/v5/create-product',
        builderPropertyBody(c.project, 1, { score: 2 ** 31 }),
      ),
    status: 400,
    message: OUT_OF_RANGE('score'),
  },
  {
    name: 'KeyWord 1e20 in the property list',
    request: (c) => as(c, 'GET', '/api/product/api/v2/get-realstates?KeyWord=100000000000000000000'),
    status: 200,
    message: '',
  },
  {
    name: 'KeyWord 99999999999999999999999 in the property-type count',
    request: (c) =>
      as(c, 'GET', '/api/product/api/v2/get-realstatestypes-count?KeyWord=99999999999999999999999'),
    status: 200,
    message: '',
  },
  {
    name: 'MinimumPrice 1e20 in the property list',
    request: (c) => as(c, 'GET', '/api/product/api/v2/get-realstates?MinimumPrice=100000000000000000000'),
    status: 400,
    message: OUT_OF_RANGE('MinimumPrice'),
  },
  {
    name: 'ProductId 2^63 in the property list',
    request: (c) => as(c, 'GET', '/api/product/api/v2/get-realstates?ProductId=9223372036854775808'),
    status: 400,
    message: OUT_OF_RANGE('ProductId'),
  },
  {
    name: 'productId 1e20 on get-product-id',
    request: (c) => as(c, 'GET', '/api/product/api/v2/get-product-id?productId=1e20'),
    status: 400,
    message: OUT_OF_RANGE('productId'),
  },
  {
    name: 'age 2^31 on update-constructor',
    request: async (c) =>
      as(
        c,
        'PUT',
        '/api/seller/api/constructor/v3/update-constructor',
        await builderBody(c.t.db, {
          id: c.andina,
          name: 'Constructora Andina',
          nit: '900123456-1',
          age: 2 ** 31,
        }),
      ),
    status: 400,
    message: /^La antigüedad debe ser un número entero/,
  },
  {
    name: 'ProductId 2^53 on update-state',
    request: (c) =>
      as(c, 'PUT', '/api/product/api/v5/update-state', {
        ProductId: 2 ** 53,
        Status: 'Approved',
        Message: 'x',
      }),
    status: 400,
    message: OUT_OF_RANGE('ProductId'),
  },
  {
    name: 'productIds [1e20] on request-product-approval',
    request: (c) => as(c, 'PATCH', '/api/product/api/v1/request-product-approval', { productIds: [1e20] }),
    status: 400,
    message: OUT_OF_RANGE('productIds.0'),
  },
  {
    name: 'MaxPrice 1e20 on add-user-config',
    request: (c) =>
      as(c, 'POST', '/api/product/api/user-realstate/v2/add-user-config', {
        Users: [c.user],
        SellerId: c.project,
        ConstructorId: c.andina,
        AssignType: 'price',
        MinPrice: 0,
        MaxPrice: 1e20,
      }),
    status: 400,
    message: OUT_OF_RANGE('MaxPrice'),
  },

  // ── found by the fuzz test
  {
    name: 'an image Id with nothing to change on update-image-project',
    request: async (c) => ({
      method: 'POST',
      url: `/api/seller/api/v5/update-image-project?sellerId=${c.image.sellerId}`,
      ...(await multipartAs(c.admin, { Id: c.image.id })),
    }),
    status: 200,
    message: '',
  },

  {
    name: 'a body nested 5000 levels deep on a route that takes no body',
    request: (c) =>
      raw(
        c,
        'PUT',
        `/api/seller/api/v1/delete-banner-by-seller-id?sellerId=${c.project}`,
        `${'['.repeat(5000)}${']'.repeat(5000)}`,
      ),
    status: 400,
    message: NOT_OBJECT,
  },
  {
    name: 'a path with a malformed percent-encoding',
    request: (c) => as(c, 'GET', '/api/files/%ED%A0%80'),
    status: 400,
    message: NOT_OBJECT,
  },
  {
    name: 'a path parameter past its length',
    request: (c) => as(c, 'GET', `/api/seller/api/v1/get-seller-by-id/${'a'.repeat(200)}`),
    status: 414,
    message: NOT_OBJECT,
  },

  // ── (d) a body that is not an object
  ...(['null', '[]', '"texto"', '42'] as const).flatMap((body): Row[] => [
    {
      name: `body ${body} on create-product`,
      request: (c) => raw(c, 'POST', '/api/product/api/v5/create-product', body),
      status: 400,
      message: NOT_OBJECT,
    },
    {
      name: `body ${body} on update-product`,
      request: (c) => raw(c, 'PUT', '/api/product/api/v5/update-product', body),
      status: 400,
      message: NOT_OBJECT,
    },
    {
      name: `body ${body} on create-agency-realstate`,
      request: (c) => raw(c, 'POST', '/api/product/api/estate-agency/v5/create-agency-realstate', body),
      status: 400,
      message: NOT_OBJECT,
    },
    {
      name: `body ${body} on update-agency-realstate`,
      request: (c) => raw(c, 'PATCH', '/api/product/api/estate-agency/v5/update-agency-realstate', body),
      status: 400,
      message: NOT_OBJECT,
    },
    {
      name: `body ${body} on update-project`,
      request: (c) => raw(c, 'PUT', '/api/seller/api/v3/update-project', body),
      status: 400,
      message: NOT_OBJECT,
    },
  ]),
  {
    name: 'a JSON body sent as text/plain on create-product',
    request: (c) => ({
      method: 'POST',
      url: '/api/product/api/v5/create-product',
      headers: { ...c.admin.headers, 'content-type': 'text/plain' },
      payload: JSON.stringify(builderPropertyBody(c.project, 1)),
    }),
    status: 400,
    message: NOT_OBJECT,
  },
];

describe('the four families of 500 of the fuzz run get a 4xx with a Spanish message', () => {
  let c: Ctx;
  beforeAll(async () => {
    const t = await createTestApp();
    const andina = await constructorIdByName(t.db, 'Constructora Andina');
    const [{ id: capital }] = await t.db
      .select({ id: constructors.id })
      .from(constructors)
      .where(eq(constructors.name, 'Inmobiliaria Capital'));
    const [product] = await t.db
      .select({ productId: properties.productId, sellerId: properties.sellerId, refId: properties.refId })
      .from(properties)
      .innerJoin(sellers, eq(sellers.id, properties.sellerId))
      .where(eq(properties.constructorId, andina))
      .limit(1);
    c = {
      t,
      admin: await login(t.app, 'superadmin@tu360.test'),
      user: await idOf(t.db, 'users', 'operativo@andina.test'),
      image: (
        await t.db
          .select({ id: sellerImages.id, sellerId: sellerImages.sellerId })
          .from(sellerImages)
          .limit(1)
      )[0],
      andina,
      capital,
      project: product.sellerId,
      product,
    };
  });
  afterAll(() => c?.t.close());

  it.each(ROWS)('$name → $status', async (row) => {
    const res = await c.t.app.inject(await row.request(c));
    expect(res.statusCode, res.body).toBe(row.status);
    if (row.status >= 400) {
      const body = res.json() as { Message: string };
      if (typeof row.message === 'string') expect(body.Message).toBe(row.message);
      else expect(body.Message).toMatch(row.message);
      expect(res.body).not.toMatch(/stack|node_modules|FST_|Error:|violates|invalid input/);
    }
  });

  it('names the field of a control character it refuses', () => {
    expect('El campo Keyword contiene caracteres no permitidos.').toMatch(CONTROL);
  });
});
