import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadEnv } from '../src/env.ts';
import { thumbnailKey } from '../src/lib/images.ts';
import { S3Storage, signV4 } from '../src/lib/s3-storage.ts';
import { constructorIdByName, imageFile } from './factories/index.ts';
import { createTestApp, login, multipartAs, type TestApp } from './helper.ts';

// s3rver: an S3-compatible server (it does not check V4 signatures; the AWS example below does).
const S3rver = createRequire(import.meta.url)('s3rver') as new (
  o: Record<string, unknown>,
) => {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
};

describe('S3-compatible storage', () => {
  let server: InstanceType<typeof S3rver>;
  let endpoint: string;
  const dir = mkdtempSync(path.join(tmpdir(), 'tu360-s3-'));
  const options = () => ({
    endpoint,
    bucket: 'tu360',
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });

  beforeAll(async () => {
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: dir,
      configureBuckets: [{ name: 'tu360' }],
    });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores, reads and deletes an object with signed requests', async () => {
    const s3 = new S3Storage(options());
    const data = await imageFile();
    await s3.put('images/ab/prueba con espacios.png', data, 'image/png');
    expect(await s3.get('images/ab/prueba con espacios.png')).toEqual(data);
    await s3.delete('images/ab/prueba con espacios.png');
    expect(await s3.get('images/ab/prueba con espacios.png')).toBeNull();
  });

  it('streams an object (a workbook read as it streams) and answers null for a missing one', async () => {
    const s3 = new S3Storage(options());
    const data = Buffer.alloc(3 * 2 ** 20, 'x');
    await s3.put('bulk-loads/prueba.xlsx', data, 'application/octet-stream');
    const stream = await s3.open('bulk-loads/prueba.xlsx');
    const chunks: Buffer[] = [];
    for await (const chunk of stream ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(data)).toBe(true);
    expect(await s3.open('bulk-loads/no-existe.xlsx')).toBeNull();
    await s3.delete('bulk-loads/prueba.xlsx');
  });

  it('signs requests exactly as the AWS Signature Version 4 example (GET Object) in the AWS documentation', () => {
    const empty = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
    const signed = signV4({
      method: 'GET',
      path: '/test.txt',
      headers: {
        host: 'examplebucket.s3.amazonaws.com',
        range: 'bytes=0-9',
        'x-amz-content-sha256': empty,
        'x-amz-date': '20130524T000000Z',
      },
      payloadHash: empty,
      amzDate: '20130524T000000Z',
      region: 'us-east-1',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    });
    expect(signed.stringToSign.split('\n').at(-1)).toBe(
      '7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972',
    );
    expect(signed.signature).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
    expect(signed.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  describe('the app on S3', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('uploads a builder logo to S3 and serves it back', async () => {
      const app = await buildApp({
        env: loadEnv({ LOG_LEVEL: 'silent', WEB_DIST: path.join(dir, 'no-web'), DATA_DIR: dir }),
        database: t.database,
        storage: new S3Storage(options()),
        signingKeys: t.signingKeys,
      });
      const admin = await login(app, 'admin@andina.test');
      const andina = await constructorIdByName(t.db, 'Constructora Andina');
      const png = await imageFile('png', 90, 90);
      const up = await app.inject({
        method: 'PUT',
        url: `/api/seller/api/constructor/v3/update-logo?constructorId=${andina}`,
        ...(await multipartAs(admin, { logo: new Blob([png]) })),
      });
      expect(up.statusCode, up.body).toBe(200);
      const served = await app.inject({ url: (up.json() as { logo: string }).logo });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.length).toBeGreaterThan(0);
      await app.close();
    });

    it('stores the thumbnails of an upload in S3 beside the original and serves them', async () => {
      const s3 = new S3Storage(options());
      const app = await buildApp({
        env: loadEnv({ LOG_LEVEL: 'silent', WEB_DIST: path.join(dir, 'no-web'), DATA_DIR: dir }),
        database: t.database,
        storage: s3,
        signingKeys: t.signingKeys,
      });
      const admin = await login(app, 'admin@andina.test');
      const andina = await constructorIdByName(t.db, 'Constructora Andina');
      const up = await app.inject({
        method: 'PUT',
        url: `/api/seller/api/constructor/v3/update-logo?constructorId=${andina}`,
        ...(await multipartAs(admin, { logo: new Blob([await imageFile('png', 300, 300)]) })),
      });
      expect(up.statusCode, up.body).toBe(200);
      const url = (up.json() as { logo: string }).logo;
      const id = url.split('/').at(-1) as string;
      const stored = await s3.get(thumbnailKey(id, 128, 'webp'));
      expect(stored).not.toBeNull();
      expect((await sharp(stored as Buffer).metadata()).width).toBe(128);
      const served = await app.inject({ url: `${url}/128.webp` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.rawPayload.equals(stored as Buffer)).toBe(true);
      await app.close();
    });
  });
});
