import { DETAIL_KEYS } from '@tu360/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../src/db/client.ts';
import {
  cities,
  constructors,
  files,
  properties,
  propertyDetails,
  propertyImages,
  sellerDetails,
  sellerImages,
  sellers,
  userSellers,
  users,
} from '../../src/db/schema.ts';

/** A small real image (PNG by default) for upload tests. */
export async function imageFile(
  format: 'png' | 'jpeg' | 'webp' = 'png',
  width = 64,
  height = 48,
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .toFormat(format)
    .toBuffer();
}

export async function cityByCode(db: Db, code: string) {
  const [city] = await db.select().from(cities).where(eq(cities.code, code));
  return city;
}

/** A project of a builder, with every user of that builder assigned with their own role; overrides win. */
export async function projectFactory(
  db: Db,
  constructorId: string,
  overrides: Partial<typeof sellers.$inferInsert> = {},
  opts: { assignAll?: boolean } = { assignAll: true },
) {
  const city = await cityByCode(db, '05001');
  const [row] = await db
    .insert(sellers)
    .values({
      constructorId,
      name: `Proyecto de prueba ${Math.random().toString(36).slice(2, 8)}`,
      businessName: 'Proyecto de prueba S.A.S.',
      email: 'proyecto@prueba.test',
      address: 'Calle 1 # 2 - 3',
      departmentId: city.departmentId,
      cityId: city.id,
      phone: '6044440000',
      status: 'Incomplete',
      ...overrides,
    })
    .returning();
  await db.insert(sellerDetails).values([
    { sellerId: row.id, constructorId, key: 'CamacolCode', value: 'CAM-T' },
    { sellerId: row.id, constructorId, key: 'Nit', value: '900000000-1' },
  ]);
  if (opts.assignAll) {
    const members = await db
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(users.constructorId, constructorId));
    if (members.length)
      await db
        .insert(userSellers)
        .values(members.map((u) => ({ userId: u.id, sellerId: row.id, constructorId, role: u.role })));
  }
  return row;
}

/** Gives a project what it needs to be sent to approval besides its data: a logo and one image. */
export async function withProjectMedia<T extends { id: string; constructorId: string }>(db: Db, project: T) {
  const [file] = await db
    .insert(files)
    .values({ constructorId: project.constructorId, contentType: 'image/png', size: 1, storageKey: 'x.png' })
    .returning({ id: files.id });
  await db.update(sellers).set({ logo: file.id }).where(eq(sellers.id, project.id));
  await db
    .insert(sellerImages)
    .values({ sellerId: project.id, constructorId: project.constructorId, fileId: file.id, isMain: true });
  return project;
}

export async function propertyFactory(
  db: Db,
  seller: { id: string; constructorId: string },
  overrides: Partial<typeof properties.$inferInsert> = {},
) {
  const [row] = await db
    .insert(properties)
    .values({
      refId: `T-${Math.random().toString(36).slice(2, 8)}`,
      constructorId: seller.constructorId,
      sellerId: seller.id,
      name: 'Apartamento de prueba',
      listPrice: 250_000_000,
      status: 'Published',
      ...overrides,
    })
    .returning();
  return row;
}

export async function builderBody(db: Db, overrides: Record<string, unknown> = {}) {
  const city = await cityByCode(db, '11001');
  return {
    name: 'Constructora de Prueba',
    nit: `9${Math.floor(Math.random() * 1e8)
      .toString()
      .padStart(8, '0')}-1`,
    email: 'contacto@prueba.test',
    age: '12',
    pageUrl: 'https://www.prueba.test',
    guild: 'Camacol',
    departmentId: city.departmentId,
    cityId: city.id,
    address: 'Carrera 7 # 70 - 10',
    phoneNumber: '6013334444',
    description: 'Una constructora de prueba.',
    ...overrides,
  };
}

export async function projectBody(db: Db, overrides: Record<string, unknown> = {}) {
  const city = await cityByCode(db, '05001');
  return {
    businessName: 'Nuevo Proyecto S.A.S.',
    name: 'Nuevo Proyecto',
    email: 'ventas@nuevo.test',
    address: 'Calle 10 # 43 - 12',
    departmentId: city.departmentId,
    cityId: city.id,
    phone: '6044445555',
    detailSellers: [
      { key: 'CamacolCode', value: 'CAM-9999' },
      { key: 'Nit', value: '900123456-1' },
    ],
    ...overrides,
  };
}

export async function constructorIdByName(db: Db, name: string) {
  const [row] = await db
    .select({ id: constructors.id })
    .from(constructors)
    .where(eq(constructors.name, name));
  return row.id;
}

/** A builder property that meets every requirement of its flow (yellow): details, price, description, 5 images. */
export async function completePropertyFactory(
  db: Db,
  seller: { id: string; constructorId: string },
  overrides: Partial<typeof properties.$inferInsert> = {},
) {
  const row = await propertyFactory(db, seller, {
    description: 'Descripción completa del inmueble.',
    ...overrides,
  });
  const details = {
    [DETAIL_KEYS.projectStage]: 'Construcción',
    [DETAIL_KEYS.deliveryState]: 'Sobre planos',
    [DETAIL_KEYS.saleState]: 'Disponible',
    [DETAIL_KEYS.area]: '70',
    [DETAIL_KEYS.privateArea]: '65',
    [DETAIL_KEYS.initialPayment]: '50000000',
    [DETAIL_KEYS.propertyType]: 'Apartamento',
    [DETAIL_KEYS.rooms]: '3',
    [DETAIL_KEYS.baths]: '2',
    [DETAIL_KEYS.parking]: '1',
    [DETAIL_KEYS.stratum]: '4',
  };
  await db.insert(propertyDetails).values(
    Object.entries(details).map(([key, value]) => ({
      propertyId: row.id,
      constructorId: row.constructorId,
      key,
      value,
    })),
  );
  const [file] = await db.select({ id: files.id }).from(files).limit(1);
  await db.insert(propertyImages).values(
    Array.from({ length: 5 }, (_, i) => ({
      propertyId: row.id,
      constructorId: row.constructorId,
      fileId: file.id,
      order: i,
      isMain: i === 0,
    })),
  );
  return row;
}
