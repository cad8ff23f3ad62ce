import { existsSync } from 'node:fs';
import path from 'node:path';
import { es, THUMBNAIL_FORMATS, THUMBNAIL_WIDTHS } from '@tu360/domain';
import type { BulkLoad, BulkLoadDetail } from '@tu360/domain/contracts';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import {
  auditLog,
  bulkLoads,
  files,
  notifications,
  properties,
  propertyImages,
  sellerImages,
} from '../src/db/schema.ts';
import { thumbnailKey } from '../src/lib/images.ts';
import { LocalDiskStorage } from '../src/lib/storage.ts';
import { LOAD_TEST_TIMEOUT_MS, settledLoad } from './factories/bulk-loads.ts';
import { type HandEntry, handMadeZip } from './factories/hand-made-zip.ts';
import { constructorIdByName, imageFile, projectFactory, propertyFactory } from './factories/index.ts';
import { createTestApp, login, multipart, type Session, type TestApp } from './helper.ts';

// A few loads per test, each waited for up to LOAD_DEADLINE_MS on a busy machine.
vi.setConfig({ testTimeout: LOAD_TEST_TIMEOUT_MS });

const PRODUCT_ZIP = '/api/product/api/productsync-massive/v5/create-images-product-massive';
const AGENCY_ZIP = '/api/product/api/estateagencysync-massive/v5/create-images-agencyrealstates-massive';
const PROJECT_ZIP = '/api/seller/api/v3/create-images-massive-projects';
const LOADS = '/api/bulk-load/api/v1/loads';
const I = es.bulkLoads.images;

/** Every key this test file's app stores (the files folder is shared with other test files running at once). */
const putKeys: string[] = [];
const realPut = LocalDiskStorage.prototype.put;
LocalDiskStorage.prototype.put = function (this: LocalDiskStorage, key: string, data: Buffer) {
  putKeys.push(key);
  return realPut.call(this, key, data);
};
const onDisk = (key: string) => existsSync(path.join(inject('filesDir'), key));

const zipOf = (entries: HandEntry[]) => handMadeZip(entries);
const zipBlob = (bytes: Buffer) => new Blob([new Uint8Array(bytes)], { type: 'application/zip' });

describe('bulk loads of images by zip', () => {
  let t: TestApp;
  let admin: Session;
  let visor: Session;
  let other: Session;
  let agencyAdmin: Session;
  let andina: string;
  let project: { id: string; constructorId: string; name: string };
  let jpeg: Buffer;
  let png: Buffer;
  let webp: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, visor, other, agencyAdmin] = await Promise.all(
      ['admin@andina.test', 'visor@andina.test', 'admin@horizonte.test', 'admin@capital.test'].map((u) =>
        login(t.app, u),
      ),
    );
    andina = await constructorIdByName(t.db, 'Constructora Andina');
    project = await projectFactory(t.db, andina, { status: 'Synchronized' });
    [jpeg, png, webp] = await Promise.all([imageFile('jpeg'), imageFile('png'), imageFile('webp')]);
  });
  afterAll(async () => {
    LocalDiskStorage.prototype.put = realPut;
    await t.close();
  });

  const upload = async (
    s: Session,
    zip: Buffer,
    url = PRODUCT_ZIP,
    fields: Record<string, string> = { ConstructorId: andina, SellerId: project.id },
  ) => {
    const body = await multipart({ FileZip: zipBlob(zip), FileName: 'fotos.zip', ...fields });
    return t.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, ...s.headers },
    });
  };
  const settled = (id: string, s = admin): Promise<BulkLoadDetail> => settledLoad(t.app, id, s);
  const checked = async (zip: Buffer, url = PRODUCT_ZIP, fields?: Record<string, string>) => {
    const res = await upload(admin, zip, url, fields);
    expect(res.statusCode, res.body).toBe(202);
    const load = res.json() as BulkLoad;
    expect(load).toMatchObject({ status: 'Validating', template: null, fileName: 'fotos.zip' });
    return settled(load.id);
  };
  const confirm = async (id: string) => {
    const res = await t.app.inject({ method: 'POST', url: `${LOADS}/${id}/confirm`, headers: admin.headers });
    expect(res.statusCode, res.body).toBe(202);
    return settled(id);
  };
  const imagesOf = (propertyId: string) =>
    t.db
      .select()
      .from(propertyImages)
      .where(eq(propertyImages.propertyId, propertyId))
      .orderBy(asc(propertyImages.order));
  const loadCount = async () => (await t.db.select({ id: bulkLoads.id }).from(bulkLoads)).length;

  it('dry run: folders per reference and <ref>_<order> names matched; unmatched and refused images listed with reasons', async () => {
    const a = await propertyFactory(t.db, project, { refId: `APT-${Date.now()}A` });
    const b = await propertyFactory(t.db, project, { refId: `APT-${Date.now()}B` });
    const elsewhere = await propertyFactory(t.db, await projectFactory(t.db, andina), {
      refId: `OTRO-${Date.now()}`,
    });
    const big = Buffer.concat([jpeg, Buffer.alloc(5 * 1024 * 1024)]);
    const zip = zipOf([
      { name: 'fotos/', data: Buffer.alloc(0) },
      { name: `fotos/${a.refId}/10.jpg`, data: jpeg },
      { name: `fotos/${a.refId}/2.png`, data: png },
      { name: `fotos/${a.refId}/1.webp`, data: webp },
      { name: `${b.refId.toLowerCase()}_1.png`, data: png, method: 0 },
      { name: `fotos/.DS_Store`, data: Buffer.from('x') },
      { name: `__MACOSX/fotos/._10.jpg`, data: Buffer.from('x') },
      { name: `${elsewhere.refId}_1.jpg`, data: jpeg },
      { name: 'suelta.jpg', data: jpeg },
      { name: `${a.refId}/falsa.jpg`, data: Buffer.from('<html>no soy una imagen</html>') },
      { name: `${b.refId}/grande.jpg`, data: big, method: 0 },
    ]);
    const load = await checked(zip);
    expect(load).toMatchObject({
      status: 'Validated',
      kind: 'PropertyImages',
      rowsTotal: 8,
      toCreate: 4,
      toUpdate: 0,
      errorRows: 4,
      hasErrorFile: false,
    });
    expect(load.errors).toEqual([
      { row: 5, column: `${elsewhere.refId}_1.jpg`, message: I.unknownReference(elsewhere.refId) },
      { row: 6, column: 'suelta.jpg', message: I.noTarget },
      { row: 7, column: `${a.refId}/falsa.jpg`, message: es.imageCheck.notImage },
      { row: 8, column: `${b.refId}/grande.jpg`, message: es.imageCheck.tooLarge },
    ]);
    // A zip load has no workbook to return with an "Errores" column: the detail lists its errors.
    const errorFile = await t.app.inject({ url: `${LOADS}/${load.id}/error-file`, headers: admin.headers });
    expect(errorFile.statusCode).toBe(404);
    expect(errorFile.json().Message).toBe(es.bulkLoads.noErrorFile);
    const refused = await t.app.inject({
      method: 'POST',
      url: `${LOADS}/${load.id}/confirm`,
      headers: admin.headers,
    });
    expect(refused.statusCode).toBe(409);
    expect(await imagesOf(a.id)).toEqual([]);
    expect(await imagesOf(elsewhere.id)).toEqual([]);
  });

  it('confirm: stores and attaches every image in order, the first main when the property had none, with thumbnails and an audit entry', async () => {
    const a = await propertyFactory(t.db, project, { refId: `CASA-${Date.now()}A` });
    const b = await propertyFactory(t.db, project, { refId: `CASA-${Date.now()}B` });
    // b already has a main image: the new ones follow it.
    const [old] = await t.db
      .insert(files)
      .values({ constructorId: andina, contentType: 'image/png', size: 1, storageKey: 'x.png' })
      .returning();
    await t.db
      .insert(propertyImages)
      .values({ propertyId: b.id, constructorId: andina, fileId: old.id, isMain: true });
    const zip = zipOf([
      { name: `${a.refId}/10.jpg`, data: jpeg },
      { name: `${a.refId}/2.png`, data: png },
      { name: `${a.refId}/1.webp`, data: webp },
      { name: `${b.refId}_2.jpg`, data: jpeg },
      { name: `${b.refId}_1.png`, data: png },
    ]);
    const load = await checked(zip);
    expect(load).toMatchObject({ status: 'Validated', rowsTotal: 5, toCreate: 5, errorRows: 0 });
    const done = await confirm(load.id);
    expect(done).toMatchObject({ status: 'Done', created: 5, updated: 0, rowsDone: 5 });

    const ofA = await imagesOf(a.id);
    expect(ofA.map((i) => [i.order, i.isMain])).toEqual([
      [0, true],
      [1, false],
      [2, false],
    ]);
    const fileRows = await t.db
      .select()
      .from(files)
      .where(
        inArray(
          files.id,
          ofA.map((i) => i.fileId),
        ),
      );
    const typeOf = (id: string) => fileRows.find((f) => f.id === id)?.contentType;
    // 1.webp, 2.png, 10.jpg: numbers in names compare as numbers.
    expect(ofA.map((i) => typeOf(i.fileId))).toEqual(['image/webp', 'image/png', 'image/jpeg']);
    for (const f of fileRows) {
      expect(onDisk(f.storageKey)).toBe(true);
      for (const w of THUMBNAIL_WIDTHS)
        for (const format of THUMBNAIL_FORMATS) expect(onDisk(thumbnailKey(f.id, w, format))).toBe(true);
    }
    const ofB = await imagesOf(b.id);
    expect(ofB.map((i) => [i.order, i.isMain, i.fileId === old.id])).toEqual([
      [0, true, true],
      [1, false, false],
      [2, false, false],
    ]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, b.id), eq(auditLog.field, I.auditField)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ action: 'images', valueBefore: '1' });
    const [note] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.sellerId, project.id), eq(notifications.title, es.bulkLoads.doneTitle)))
      .orderBy(desc(notifications.createdAt))
      .limit(1);
    expect(note.message).toBe(I.doneMessage('fotos.zip', 5));
  });

  it('a failed confirmation leaves no image attached and removes every file it stored', async () => {
    const a = await propertyFactory(t.db, project, { refId: `FALLA-${Date.now()}A` });
    const b = await propertyFactory(t.db, project, { refId: `FALLA-${Date.now()}B` });
    const zip = zipOf([
      { name: `${a.refId}/1.jpg`, data: jpeg },
      { name: `${a.refId}/2.png`, data: png },
      { name: `${b.refId}/1.jpg`, data: jpeg },
    ]);

    // The attaching transaction fails: the stored images go.
    const first = await checked(zip);
    expect(first.toCreate).toBe(3);
    const before = putKeys.length;
    // The confirmation's own transaction (the load Applying with its job) goes through; the next is the write's.
    const transaction = t.db.transaction.bind(t.db);
    let calls = 0;
    const spy = vi
      .spyOn(t.db, 'transaction')
      .mockImplementation(((...args: Parameters<typeof transaction>) =>
        ++calls === 2
          ? Promise.reject(new Error('fallo simulado'))
          : transaction(...args)) as typeof transaction);
    const failed = await confirm(first.id);
    spy.mockRestore();
    expect(failed.status).toBe('Failed');
    const stored = putKeys.slice(before).filter((k) => k.startsWith('images/'));
    expect(stored.length).toBe(3 * (1 + THUMBNAIL_WIDTHS.length * THUMBNAIL_FORMATS.length));
    for (const key of stored) expect(onDisk(key), key).toBe(false);
    expect(await imagesOf(a.id)).toEqual([]);
    const leftRows = await t.db.select({ id: files.id }).from(files).where(inArray(files.storageKey, stored));
    expect(leftRows).toEqual([]);

    // A property deleted between the dry run and the confirmation: nothing is written, nothing stays stored.
    const second = await checked(zip);
    expect(second.errorRows).toBe(0);
    await t.db.delete(properties).where(eq(properties.id, b.id));
    const mark = putKeys.length;
    const changed = await confirm(second.id);
    expect(changed).toMatchObject({ status: 'Failed', message: es.bulkLoads.changedSinceCheck });
    for (const key of putKeys.slice(mark)) expect(onDisk(key), key).toBe(false);
    expect(await imagesOf(a.id)).toEqual([]);
  });

  it.each([
    [
      'path traversal',
      zipOf([{ name: '../../etc/1.jpg', data: Buffer.from('x') }]),
      400,
      'ruta no permitida',
    ],
    ['an absolute path', zipOf([{ name: '/tmp/1.jpg', data: Buffer.from('x') }]), 400, 'ruta no permitida'],
    [
      'a link',
      zipOf([
        { name: 'REF/1.jpg', data: Buffer.from('/etc/passwd'), externalAttributes: (0o120777 << 16) >>> 0 },
      ]),
      400,
      'enlace',
    ],
    [
      'a zip bomb (ratio)',
      zipOf([{ name: 'REF/1.jpg', data: Buffer.alloc(20 * 1024 * 1024) }]),
      413,
      'bomba de compresión',
    ],
    [
      'a bomb lying about its size',
      zipOf([{ name: 'REF/1.jpg', data: Buffer.alloc(4 * 1024 * 1024), uncompressedSize: 10 }]),
      413,
      'bomba de compresión',
    ],
    [
      'too many entries',
      zipOf(Array.from({ length: 2001 }, (_, i) => ({ name: `REF/${i}.jpg`, data: Buffer.from('x') }))),
      413,
      'más de 2.000 archivos',
    ],
    ['not a zip', Buffer.from('<html><body>hola</body></html>'), 415, 'no es un archivo comprimido'],
    ['an empty file', Buffer.alloc(0), 400, 'vacío'],
    ['a zip without images', zipOf([{ name: 'fotos/', data: Buffer.alloc(0) }]), 400, 'no tiene imágenes'],
  ])('refuses %s with a Spanish message and stores nothing', async (_label, zip, status, text) => {
    const loads = await loadCount();
    const mark = putKeys.length;
    const res = await upload(admin, zip);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().Message).toContain(text);
    expect(await loadCount()).toBe(loads);
    expect(putKeys.slice(mark)).toEqual([]);
  });

  it('refuses a read-only role (403) and another builder (404) before reading the file', async () => {
    const mark = putKeys.length;
    const loads = await loadCount();
    const zip = zipOf([{ name: 'REF/1.jpg', data: jpeg }]);
    expect((await upload(visor, zip)).statusCode).toBe(403);
    expect((await upload(other, zip)).statusCode).toBe(404);
    expect((await upload(visor, zip, PROJECT_ZIP, { ConstructorId: andina })).statusCode).toBe(403);
    expect((await upload(other, zip, PROJECT_ZIP, { ConstructorId: andina })).statusCode).toBe(404);
    // Even a hostile file from an outsider is refused for who sends it, not for what it holds.
    expect((await upload(other, Buffer.from('x'))).statusCode).toBe(404);
    expect(await loadCount()).toBe(loads);
    expect(putKeys.slice(mark)).toEqual([]);
  });

  it("projects: one folder per project name (or its id) of the builder; another builder's project is unmatched", async () => {
    const mine = await projectFactory(t.db, andina, { name: `Torre Álamo ${Date.now()}` });
    const horizonte = await constructorIdByName(t.db, 'Constructora Horizonte');
    const theirs = await projectFactory(t.db, horizonte, { name: `Torre Ajena ${Date.now()}` });
    const zip = zipOf([
      // Case and accents do not matter.
      { name: `${mine.name.toUpperCase().replace('Á', 'A')}/2.jpg`, data: jpeg },
      { name: `${mine.id}/1.png`, data: png },
      { name: `${theirs.name}/1.jpg`, data: jpeg },
    ]);
    const load = await checked(zip, PROJECT_ZIP, { ConstructorId: andina });
    expect(load).toMatchObject({ kind: 'ProjectImages', sellerId: null, toCreate: 2, errorRows: 1 });
    expect(load.errors).toEqual([
      { row: 3, column: `${theirs.name}/1.jpg`, message: I.unknownProject(theirs.name) },
    ]);

    const clean = zipOf([
      { name: `${mine.name}/2.jpg`, data: jpeg },
      { name: `${mine.name}_1.png`, data: png },
    ]);
    const good = await checked(clean, PROJECT_ZIP, { ConstructorId: andina });
    expect(good.errorRows).toBe(0);
    expect(await confirm(good.id)).toMatchObject({ status: 'Done', created: 2 });
    const images = await t.db
      .select()
      .from(sellerImages)
      .where(eq(sellerImages.sellerId, mine.id))
      .orderBy(asc(sellerImages.order));
    expect(images.map((i) => [i.order, i.isMain])).toEqual([
      [0, true],
      [1, false],
    ]);
    expect(await t.db.select().from(sellerImages).where(eq(sellerImages.sellerId, theirs.id))).toEqual([]);
  });

  it("a project where the uploader's role may not edit is an image's error, never a write", async () => {
    // Not assigned to the uploader (the builder's Administrador holds no role there).
    const closed = await projectFactory(
      t.db,
      andina,
      { name: `Cerrado ${Date.now()}` },
      { assignAll: false },
    );
    const load = await checked(zipOf([{ name: `${closed.name}/1.jpg`, data: jpeg }]), PROJECT_ZIP, {
      ConstructorId: andina,
    });
    expect(load.errors).toEqual([{ row: 1, column: `${closed.name}/1.jpg`, message: I.projectNotWritable }]);
    expect(load.toCreate).toBe(0);
  });

  it("agencies load their properties' images through their own call", async () => {
    const capital = await constructorIdByName(t.db, 'Inmobiliaria Capital');
    const store = await projectFactory(t.db, capital, { status: 'Synchronized' });
    const home = await propertyFactory(t.db, store, { refId: `INM-${Date.now()}`, isRealState: true });
    const res = await upload(agencyAdmin, zipOf([{ name: `${home.refId}_1.jpg`, data: jpeg }]), AGENCY_ZIP, {
      ConstructorId: capital,
      SellerId: store.id,
    });
    expect(res.statusCode, res.body).toBe(202);
    const load = await settled((res.json() as BulkLoad).id, agencyAdmin);
    expect(load).toMatchObject({ kind: 'PropertyImages', toCreate: 1, errorRows: 0 });
    // The builders' call refuses an agency's store.
    const wrongCall = await upload(
      agencyAdmin,
      zipOf([{ name: `${home.refId}_1.jpg`, data: jpeg }]),
      PRODUCT_ZIP,
      {
        ConstructorId: capital,
        SellerId: store.id,
      },
    );
    expect(wrongCall.statusCode).toBe(400);
    // And the agencies' call refuses a builder's project, before reading the file.
    const builderProject = await upload(admin, zipOf([{ name: 'REF_1.jpg', data: jpeg }]), AGENCY_ZIP, {
      ConstructorId: andina,
      SellerId: project.id,
    });
    expect(builderProject.statusCode).toBe(400);
    expect(builderProject.json().Message).toBe(es.bulkLoads.notAnAgency);
  });
});
