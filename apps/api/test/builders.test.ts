import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constructors } from '../src/db/schema.ts';
import { builderBody, constructorIdByName, imageFile } from './factories/index.ts';
import { createTestApp, login, multipartAs, type Session, type TestApp } from './helper.ts';

describe('builders and agencies', () => {
  let t: TestApp;
  let sa: Session;
  let andinaAdmin: Session;
  let capitalAdmin: Session;
  let andina: string;
  let capital: string;

  beforeAll(async () => {
    t = await createTestApp();
    sa = await login(t.app, 'superadmin@tu360.test');
    andinaAdmin = await login(t.app, 'admin@andina.test');
    capitalAdmin = await login(t.app, 'admin@capital.test');
    andina = await constructorIdByName(t.db, 'Constructora Andina');
    capital = await constructorIdByName(t.db, 'Inmobiliaria Capital');
  });
  afterAll(() => t.close());

  const count = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(constructors))[0].n;

  it('creates a builder: age converted to an integer, the new id in the answer, no WhatsApp for builders', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/seller/api/constructor/v3/create-constructor',
      headers: sa.headers,
      payload: await builderBody(t.db, { age: '15', whatsAppPhone: '3101112222' }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json() as { id: string };
    const [row] = await t.db.select().from(constructors).where(eq(constructors.id, id));
    expect([row.age, row.realState, row.whatsAppPhone]).toEqual([15, false, null]);
  });

  it('creates an agency with its WhatsApp phone when filled', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/seller/api/realestate/v1/create-realestate',
      headers: sa.headers,
      payload: await builderBody(t.db, { name: 'Inmobiliaria Nueva', whatsAppPhone: '310 555 1234' }),
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db
      .select()
      .from(constructors)
      .where(eq(constructors.id, (res.json() as { id: string }).id));
    expect([row.realState, row.whatsAppPhone]).toEqual([true, '310 555 1234']);
  });

  it.each([
    [{ name: '' }, 'Campo obligatorio'],
    [{ nit: '12-34' }, 'El NIT debe tener entre 6 y 10 dígitos'],
    [{ email: 'correo' }, 'Ingrese un correo electrónico válido'],
    [{ age: 'diez' }, 'La antigüedad debe ser un número entero de años'],
    [{ pageUrl: 'javascript:alert(1)' }, 'Ingrese una dirección web válida'],
    [{ departmentId: 'x' }, 'Seleccione una opción válida'],
    [{ phoneNumber: 'abc' }, 'Ingrese un número de teléfono válido'],
    [{ name: 'x'.repeat(151) }, 'Debe tener máximo 150 caracteres'],
  ])('refuses %j with its Spanish message and saves nothing', async (override, message) => {
    const before = await count();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/seller/api/constructor/v3/create-constructor',
      headers: sa.headers,
      payload: await builderBody(t.db, override),
    });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { Message: string }).Message).toContain(message);
    expect(await count()).toBe(before);
  });

  it('refuses a duplicate NIT with 409', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/seller/api/constructor/v3/create-constructor',
      headers: sa.headers,
      payload: await builderBody(t.db, { nit: '900123456-1' }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ Message: 'Ya existe una constructora o inmobiliaria con ese NIT.' });
  });

  it('lets a builder administrator edit their own builder, and reads it back', async () => {
    const body = await builderBody(t.db, {
      id: andina,
      name: 'Constructora Andina',
      nit: '900123456-1',
      description: 'Nueva descripción',
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/seller/api/constructor/v3/update-constructor',
      headers: andinaAdmin.headers,
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    const read = await t.app.inject({
      url: `/api/seller/api/constructor/v2/get-constructor-by-id?constructorId=${andina}`,
      headers: andinaAdmin.headers,
    });
    expect(read.json()).toMatchObject({ id: andina, description: 'Nueva descripción', realState: false });
  });

  it('lets the agency administrator save "Datos de la inmobiliaria" with its WhatsApp phone', async () => {
    const body = await builderBody(t.db, {
      id: capital,
      name: 'Inmobiliaria Capital',
      nit: '830111222-5',
      whatsAppPhone: '3209998877',
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/seller/api/realestate/v1/update-realestate',
      headers: capitalAdmin.headers,
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.select().from(constructors).where(eq(constructors.id, capital));
    expect(row.whatsAppPhone).toBe('3209998877');
  });

  it('does not update an agency through the builder route', async () => {
    const body = await builderBody(t.db, { id: capital, name: 'Inmobiliaria Capital', nit: '830111222-5' });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/seller/api/constructor/v3/update-constructor',
      headers: sa.headers,
      payload: body,
    });
    expect(res.statusCode).toBe(400);
  });

  it('switches the state of a builder', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/product/api/constructor/v3/update-constructor-state',
      headers: sa.headers,
      payload: { id: andina, state: false },
    });
    expect(res.json()).toEqual({ id: andina, state: false });
    const [row] = await t.db.select().from(constructors).where(eq(constructors.id, andina));
    expect(row.state).toBe(false);
  });

  it('uploads logo and banner, then deletes the banner', async () => {
    const up = await t.app.inject({
      method: 'PUT',
      url: `/api/seller/api/constructor/v2/update-logo-banner?constructorId=${andina}`,
      ...(await multipartAs(andinaAdmin, {
        logo: new Blob([await imageFile()]),
        banner: new Blob([await imageFile('jpeg', 300, 100)]),
      })),
    });
    expect(up.statusCode, up.body).toBe(200);
    const images = up.json() as { logo: string; banner: string };
    expect((await t.app.inject({ url: images.banner })).headers['content-type']).toBe('image/jpeg');
    const del = await t.app.inject({
      method: 'PUT',
      url: `/api/seller/api/constructor/v2/delete-banner?constructorId=${andina}`,
      headers: andinaAdmin.headers,
    });
    expect(del.json()).toEqual({ logo: images.logo, banner: null });
  });

  it('answers an upload with no file with a Message and its MessageList', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/seller/api/constructor/v3/update-logo?constructorId=${andina}`,
      ...(await multipartAs(andinaAdmin, { nada: 'x' })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      Message: 'Seleccione el archivo que desea cargar.',
      MessageList: ['Seleccione el archivo que desea cargar.'],
    });
  });
});
