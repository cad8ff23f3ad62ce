import { es } from '@tu360/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constructors, files } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './helper.ts';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('GET /api/files/:id', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves a seeded builder logo as image/png, publicly', async () => {
    const [andina] = await t.db
      .select()
      .from(constructors)
      .where(eq(constructors.name, 'Constructora Andina'));
    const res = await t.app.inject({ url: `/api/files/${andina.logo}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.subarray(0, 8).equals(PNG_MAGIC)).toBe(true);
    const [row] = await t.db
      .select()
      .from(files)
      .where(eq(files.id, andina.logo as string));
    expect(res.rawPayload.length).toBe(row.size);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([row.width, row.height]);
  });

  it('serves a seeded photo as image/jpeg', async () => {
    const [photo] = await t.db.select().from(files).where(eq(files.contentType, 'image/jpeg')).limit(1);
    const res = await t.app.inject({ url: `/api/files/${photo.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.rawPayload.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
  });

  it('answers 404 with a Spanish Message for an unknown id', async () => {
    const res = await t.app.inject({ url: '/api/files/00000000-0000-4000-8000-000000000000' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ Message: es.auth.notFound });
  });

  it('answers 404 when the row exists but the stored file is gone', async () => {
    const [row] = await t.db
      .insert(files)
      .values({ contentType: 'image/png', size: 10, storageKey: 'no-existe/archivo.png' })
      .returning();
    const res = await t.app.inject({ url: `/api/files/${row.id}` });
    expect(res.statusCode).toBe(404);
  });

  it.each(['logo', '..%2F..%2Fetc%2Fpasswd', '1234'])(
    'answers 400 for the id %s that is not a uuid',
    async (id) => {
      const res = await t.app.inject({ url: `/api/files/${id}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ Message: es.validation.invalidField('id') });
    },
  );
});
