import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { files, propertyImages } from '../src/db/schema.ts';
import { thumbnailKey } from '../src/lib/images.ts';
import { type FileStorage, LocalDiskStorage } from '../src/lib/storage.ts';
import { constructorIdByName, imageFile, projectFactory, propertyFactory } from './factories/index.ts';
import { createTestApp, login, type Session, type TestApp } from './helper.ts';

/** What a browser would be sent: format as sharp reads it back from the bytes, and the size. */
async function decoded(data: Buffer) {
  const meta = await sharp(data).metadata();
  // sharp names AVIF files "heif" (the container) with AV1 compression.
  const format = meta.format === 'heif' && meta.compression === 'av1' ? 'avif' : meta.format;
  return { format, width: meta.width, height: meta.height };
}

const ONE_YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';

describe('image thumbnails (AVIF and WebP made when an image is stored)', () => {
  let t: TestApp;
  let admin: Session;
  let project: { id: string; constructorId: string };
  const storage = (): FileStorage => new LocalDiskStorage(inject('filesDir'));

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t.app, 'admin@andina.test');
    project = await projectFactory(t.db, await constructorIdByName(t.db, 'Constructora Andina'));
  });
  afterAll(() => t.close());

  async function uploadPropertyImage(refId: string, image: Buffer) {
    const form = new FormData();
    form.append('Image', new Blob([new Uint8Array(image)]), 'foto.png');
    const r = new Response(form);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/product/api/v5/create-images-product?refId=${refId}`,
      headers: { ...admin.headers, 'content-type': r.headers.get('content-type') as string },
      payload: Buffer.from(await r.arrayBuffer()),
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { image: string }[]).at(-1)?.image as string;
  }

  const listItemOf = async (productId: number) => {
    const res = await t.app.inject({
      url: `/api/product/api/v2/get-realstates?PageNumber=1&PageSize=10&ProductId=${productId}`,
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json() as { data: { image: string | null }[] };
    expect(data).toHaveLength(1);
    return data[0];
  };

  // A 1200×800 upload (3:2): heights worked out by hand, width × 800 / 1200 rounded.
  const LANDSCAPE = [
    [64, 43],
    [128, 85],
    [256, 171],
    [512, 341],
  ] as const;

  it('an upload stores its thumbnails in AVIF and WebP at every width, through the storage', async () => {
    const property = await propertyFactory(t.db, project, { refId: `MINI-${randomUUID().slice(0, 8)}` });
    const url = await uploadPropertyImage(property.refId, await imageFile('png', 1200, 800));
    const id = url.split('/').at(-1) as string;
    for (const [width, height] of LANDSCAPE)
      for (const format of ['avif', 'webp'] as const) {
        const stored = await storage().get(thumbnailKey(id, width, format));
        expect(stored, `${width}.${format}`).not.toBeNull();
        expect(await decoded(stored as Buffer)).toEqual({ format, width, height });
      }
  });

  it('the list gives the image whose thumbnails are served with their type and a long cache', async () => {
    const property = await propertyFactory(t.db, project, { refId: `MINI-${randomUUID().slice(0, 8)}` });
    const original = await imageFile('png', 1200, 800);
    const url = await uploadPropertyImage(property.refId, original);
    const item = await listItemOf(property.productId);
    expect(item.image).toBe(url);
    expect(item.image).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);

    for (const [format, type] of [
      ['avif', 'image/avif'],
      ['webp', 'image/webp'],
    ] as const) {
      const res = await t.app.inject({ url: `${item.image}/128.${format}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['cache-control']).toBe(ONE_YEAR_IMMUTABLE);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      // Immutable, the same bytes for everyone: no request id to quote (ADR 0007).
      expect(res.headers['x-request-id']).toBeUndefined();
      expect(await decoded(res.rawPayload)).toEqual({ format, width: 128, height: 85 });
      expect(res.rawPayload.length).toBeLessThan(original.length / 4);
    }
    // A thumbnail that is not there is an error, which names its request.
    const missing = await t.app.inject({ url: `${item.image}/77.webp` });
    expect(missing.statusCode).toBeGreaterThanOrEqual(400);
    expect(missing.headers['x-request-id']).toBeTruthy();
    // The original stays where it was.
    const full = await t.app.inject({ url: item.image as string });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/png');
    expect(await decoded(full.rawPayload)).toEqual({ format: 'png', width: 1200, height: 800 });
  });

  it('a thumbnail is never wider than its original', async () => {
    const property = await propertyFactory(t.db, project, { refId: `MINI-${randomUUID().slice(0, 8)}` });
    const url = await uploadPropertyImage(property.refId, await imageFile('jpeg', 100, 80));
    for (const name of ['64.webp', '128.webp', '512.avif']) {
      const res = await t.app.inject({ url: `${url}/${name}` });
      expect(res.statusCode).toBe(200);
      const expected = name.startsWith('64') ? { width: 64, height: 51 } : { width: 100, height: 80 };
      expect(await decoded(res.rawPayload)).toMatchObject(expected);
    }
  });

  it('the seeded demo photos and logos have their thumbnails stored', async () => {
    const seeded = await t.db.select({ id: files.id, width: files.width }).from(files);
    expect(seeded.length).toBeGreaterThan(10);
    for (const f of seeded.slice(0, 12)) {
      const stored = await storage().get(thumbnailKey(f.id, 128, 'avif'));
      expect(stored, f.id).not.toBeNull();
      expect((await decoded(stored as Buffer)).width).toBe(Math.min(128, f.width as number));
    }
  });

  it('an image stored before thumbnails existed still displays: its thumbnail is made on first request and kept', async () => {
    // What an upload stored before this change: the original and its row, no thumbnail.
    const id = randomUUID();
    const storageKey = `images/${id.slice(0, 2)}/${id}.jpg`;
    const jpeg = await imageFile('jpeg', 960, 640);
    await storage().put(storageKey, jpeg, 'image/jpeg');
    await t.db
      .insert(files)
      .values({ id, contentType: 'image/jpeg', size: jpeg.length, width: 960, height: 640, storageKey });
    const property = await propertyFactory(t.db, project, { refId: `VIEJA-${id.slice(0, 8)}` });
    await t.db.insert(propertyImages).values({
      propertyId: property.id,
      constructorId: project.constructorId,
      fileId: id,
      order: 0,
      isMain: true,
    });
    expect(await storage().get(thumbnailKey(id, 64, 'avif'))).toBeNull();

    const item = await listItemOf(property.productId);
    expect(item.image).toBe(`/api/files/${id}`);
    const full = await t.app.inject({ url: item.image as string });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/jpeg');

    const first = await t.app.inject({ url: `${item.image}/64.avif` });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/avif');
    expect(await decoded(first.rawPayload)).toEqual({ format: 'avif', width: 64, height: 43 });
    const kept = await storage().get(thumbnailKey(id, 64, 'avif'));
    expect(kept?.equals(first.rawPayload)).toBe(true);
    const again = await t.app.inject({ url: `${item.image}/64.avif` });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    // Only the thumbnail asked for was made.
    expect(await storage().get(thumbnailKey(id, 64, 'webp'))).toBeNull();
  });

  it('answers 404 for a thumbnail of an unknown file or of a row whose original is gone', async () => {
    const unknown = await t.app.inject({ url: `/api/files/${randomUUID()}/64.webp` });
    expect(unknown.statusCode).toBe(404);
    const [row] = await t.db
      .insert(files)
      .values({ contentType: 'image/png', size: 10, storageKey: 'no-existe/archivo.png' })
      .returning();
    const gone = await t.app.inject({ url: `/api/files/${row.id}/64.webp` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toHaveProperty('Message');
  });

  it.each(['100.avif', '64.png', '64.AVIF', '64', '..%2F64.avif', '64.avif.jpg'])(
    'answers 400 for the thumbnail name %s, which is not one of the eight',
    async (name) => {
      const [file] = await t.db.select({ id: files.id }).from(files).limit(1);
      const res = await t.app.inject({ url: `/api/files/${file.id}/${name}` });
      expect(res.statusCode).toBe(400);
    },
  );

  it('the OpenAPI document describes the thumbnail route, its eight names, and the list says where they are', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, { get?: { parameters?: { name: string; schema: { enum?: string[] } }[] } }>;
    };
    // The list's image says where its thumbnails are.
    expect(JSON.stringify(doc.paths['/api/product/api/v2/get-realstates'])).toContain(
      'its thumbnails are at {image}/{width}.{format}',
    );
    const op = doc.paths['/api/files/{id}/{thumbnail}']?.get;
    const names = op?.parameters?.find((p) => p.name === 'thumbnail')?.schema.enum;
    expect(names?.sort()).toEqual(
      ['64.avif', '64.webp', '128.avif', '128.webp', '256.avif', '256.webp', '512.avif', '512.webp'].sort(),
    );
  });
});
