import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constructors, files, sellerImages, sellers } from '../src/db/schema.ts';
import { htmlAsPng, oversizedPng, pixelBombPng } from './factories/hostile-files.ts';
import { constructorIdByName, imageFile, projectFactory } from './factories/index.ts';
import { createTestApp, login, multipartAs, type Session, type TestApp } from './helper.ts';

const countFiles = async (t: TestApp) =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(files))[0].n;

describe('uploads are checked by content, size and pixels; nothing is stored when refused', () => {
  let t: TestApp;
  let admin: Session;
  let andina: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t.app, 'admin@andina.test');
    andina = await constructorIdByName(t.db, 'Constructora Andina');
  });
  afterAll(() => t.close());

  const targets = [
    [
      'project image',
      async () =>
        `/api/seller/api/v5/update-image-project?sellerId=${(await projectFactory(t.db, andina)).id}`,
      'File',
      'POST',
    ],
    [
      'project logo',
      async () =>
        `/api/seller/api/v1/update-logo-by-seller-id?sellerId=${(await projectFactory(t.db, andina)).id}`,
      'File',
      'PUT',
    ],
    [
      'builder logo',
      async () => `/api/seller/api/constructor/v3/update-logo?constructorId=${andina}`,
      'logo',
      'PUT',
    ],
    [
      'builder banner',
      async () => `/api/seller/api/constructor/v2/update-Banner?constructorId=${andina}`,
      'banner',
      'PUT',
    ],
  ] as const;

  const hostile = [
    ['a .png that is HTML', () => htmlAsPng(), 415, 'El archivo debe ser una imagen JPEG, PNG o WebP.'],
    ['a 30000×30000 image', () => pixelBombPng(), 413, 'La imagen supera el máximo de 40 megapíxeles.'],
    ['an empty file', () => Buffer.alloc(0), 415, 'El archivo está vacío.'],
    ['a file over 5 MB', () => oversizedPng(), 413, 'El contenido enviado supera el tamaño permitido.'],
  ] as const;

  for (const [target, url, field, method] of targets) {
    it.each(hostile)(`${target}: %s is refused`, async (_name, make, status, message) => {
      const before = await countFiles(t);
      const res = await t.app.inject({
        method,
        url: await url(),
        ...(await multipartAs(admin, { [field]: new Blob([make()], { type: 'image/png' }) })),
      });
      expect(res.statusCode).toBe(status);
      const body = res.json() as { Message: string; MessageList?: string[] };
      expect(body.Message).toBe(message);
      expect(await countFiles(t)).toBe(before);
    });
  }

  it.each(['png', 'jpeg', 'webp'] as const)(
    'accepts a real %s, re-encoded without metadata and served with its type',
    async (format) => {
      const withExif = await sharp(await imageFile(format, 120, 80))
        .withMetadata({ exif: { IFD0: { Copyright: 'secreto', Artist: 'GPS 6.25,-75.57' } } })
        .toBuffer();
      expect((await sharp(withExif).metadata()).exif).toBeDefined();
      const project = await projectFactory(t.db, andina);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/seller/api/v5/update-image-project?sellerId=${project.id}`,
        ...(await multipartAs(admin, {
          Name: 'Fachada',
          IsMain: 'true',
          Order: '0',
          File: new Blob([withExif]),
        })),
      });
      expect(res.statusCode, res.body).toBe(200);
      const [image] = res.json() as { image: string; isMain: boolean }[];
      expect(image.isMain).toBe(true);
      const served = await t.app.inject({ url: image.image });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(`image/${format}`);
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.exif).toBeUndefined();
      expect([meta.width, meta.height]).toEqual([120, 80]);
      const rows = await t.db.select().from(sellerImages).where(eq(sellerImages.sellerId, project.id));
      expect(rows).toHaveLength(1);
    },
  );

  it('stores neither logo nor banner when one of the two is bad', async () => {
    const before = await countFiles(t);
    const [{ logo: logoBefore }] = await t.db
      .select({ logo: constructors.logo })
      .from(constructors)
      .where(eq(constructors.id, andina));
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/seller/api/constructor/v2/update-logo-banner?constructorId=${andina}`,
      ...(await multipartAs(admin, { logo: new Blob([await imageFile()]), banner: new Blob([htmlAsPng()]) })),
    });
    expect(res.statusCode).toBe(415);
    expect((res.json() as { MessageList: string[] }).MessageList[0]).toBe(
      'El archivo debe ser una imagen JPEG, PNG o WebP.',
    );
    expect(await countFiles(t)).toBe(before);
    const [{ logo: logoAfter }] = await t.db
      .select({ logo: constructors.logo })
      .from(constructors)
      .where(eq(constructors.id, andina));
    expect(logoAfter).toBe(logoBefore);
  });

  it('a project logo upload replaces the logo', async () => {
    const project = await projectFactory(t.db, andina);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/seller/api/v1/update-logo-by-seller-id?sellerId=${project.id}`,
      ...(await multipartAs(admin, { File: new Blob([await imageFile('jpeg')]) })),
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select({ logo: sellers.logo }).from(sellers).where(eq(sellers.id, project.id));
    expect((res.json() as { logo: string }).logo).toBe(`/api/files/${row.logo}`);
  });
});
