// Loads of images by zip (issue 11): the images of a project's properties (kind PropertyImages, one folder per
// reference or `<referencia>_<orden>.jpg`) or of a builder's projects (kind ProjectImages, one folder per project
// name). Each image goes through the single upload's checks and re-encoding (lib/images.ts); the dry run lists
// the images matched and those unmatched or refused, with the reason; confirming stores every image first, then
// attaches them all in one transaction, and removes what it stored when anything fails.
import { randomUUID } from 'node:crypto';
import {
  candidateTargets,
  compareImageEntries,
  es,
  IMAGE_MAX_BYTES,
  IMAGE_ZIP_MAX_BYTES,
  IMAGE_ZIP_MAX_ENTRIES,
  IMAGE_ZIP_MAX_MB,
  imageTargetKey,
  isSystemEntry,
  namedTargetOf,
  permissionsOf,
  splitEntryPath,
} from '@tu360/domain';
import type { LoadRowError } from '@tu360/domain/contracts';
import { and, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  auditLog,
  properties,
  propertyImages,
  sellerImages,
  sellers,
  userSellers,
  users,
} from '../../db/schema.ts';
import { HttpError } from '../../lib/errors.ts';
import {
  ImageRejectedError,
  type NormalizedImage,
  normalizeImage,
  recordImages,
  type StoredImage,
  storeImageFiles,
} from '../../lib/images.ts';
import type { FileStorage } from '../../lib/storage.ts';
import type { CheckResult, LoadHandler, LoadRow } from './handler.ts';
import { throwIfStopped } from './jobs.ts';
import type { WorkbookCheck } from './workbook-guard.ts';
import {
  displayName,
  inflateEntryCapped,
  inspectZip,
  verifyEntries,
  type ZipEntry,
  type ZipLimits,
} from './zip-guard.ts';

const M = es.bulkLoads.images;
const F = es.bulkLoads.file;
/** Progress is reported at most this often (and at the end of each step). */
const PROGRESS_EVERY_MS = 500;

/**
 * The zip limits of an image load. Photos are already compressed (JPEG, PNG and WebP deflate by a few percent at
 * most), so what a zip of them declares uncompressed is about its own size:
 * - IMAGE_ZIP_MAX_ENTRIES entries (a few hundred photos fill the zip's size limit);
 * - twice IMAGE_ZIP_MAX_BYTES uncompressed in all;
 * - a ratio of 100 per entry above 100 KiB, as for workbooks: no photo comes near it, a bomb needs far more.
 * One image above the single upload's 5 MB is that image's error in the dry run, not the zip's: it is never
 * inflated.
 */
export const IMAGE_ZIP_LIMITS: ZipLimits = {
  maxEntries: IMAGE_ZIP_MAX_ENTRIES,
  maxTotalUncompressed: 2 * IMAGE_ZIP_MAX_BYTES,
  maxRatio: 100,
  ratioGraceBytes: 100 * 1024,
};

const ZIP_MAGIC = [Buffer.from('PK\u0003\u0004', 'latin1'), Buffer.from('PK\u0005\u0006', 'latin1')];

/** The image files of a zip: folders and what a system adds (`__MACOSX/`, `.DS_Store`, `Thumbs.db`) left out. */
const imageEntries = (entries: ZipEntry[]) => entries.filter((e) => !e.isDirectory && !isSystemEntry(e.name));

/**
 * Whether an upload is a zip an image load may read, by content and before it is stored: refused with a Spanish
 * message when empty (400), above IMAGE_ZIP_MAX_BYTES (413), not a zip (415), a zip `inspectZip` refuses with
 * IMAGE_ZIP_LIMITS (traversal, absolute names, links, encryption, too many entries, a bomb: 400, 413 or 415), an
 * entry that inflates to more than it declares (413) or is damaged (400), or a zip without images (400).
 */
export async function verifyImageZip(bytes: Buffer): Promise<WorkbookCheck> {
  if (bytes.length === 0) return { ok: false, status: 400, message: F.empty };
  if (bytes.length > IMAGE_ZIP_MAX_BYTES)
    return { ok: false, status: 413, message: M.zipTooLarge(IMAGE_ZIP_MAX_MB) };
  if (!ZIP_MAGIC.some((magic) => bytes.subarray(0, 4).equals(magic)))
    return { ok: false, status: 415, message: F.notZip };
  const zip = inspectZip(bytes, IMAGE_ZIP_LIMITS);
  if (!zip.ok) return zip;
  if (!imageEntries(zip.entries).length) return { ok: false, status: 400, message: M.noImages };
  return verifyEntries(bytes, zip.entries);
}

/**
 * Whether the uploader may change a project's images: catalog.write at the project, as the single upload of a
 * project's image asks (a builder-level role may hold less at one of its projects).
 */
async function projectWriter(db: Db, load: LoadRow) {
  const [user] = await db
    .select({ isAdmin: users.isAdmin, role: users.role })
    .from(users)
    .where(eq(users.id, load.createdBy));
  const held = user?.isAdmin
    ? []
    : await db
        .select({ sellerId: userSellers.sellerId, role: userSellers.role })
        .from(userSellers)
        .where(
          and(eq(userSellers.userId, load.createdBy), eq(userSellers.constructorId, load.constructorId)),
        );
  const roles = new Map(held.map((h) => [h.sellerId, h.role]));
  return (sellerId: string) =>
    permissionsOf(user?.isAdmin ? user.role : roles.get(sellerId)).includes('catalog.write');
}

/** What a name in the zip may be attached to: the load's project's properties by reference, or the builder's projects. */
async function targetIndex(db: Db, load: LoadRow) {
  const byKey = new Map<string, string[]>();
  const add = (key: string, id: string) => {
    const k = imageTargetKey(key);
    const ids = byKey.get(k) ?? [];
    if (!ids.includes(id)) byKey.set(k, [...ids, id]);
  };
  if (load.kind === 'ProjectImages') {
    const rows = await db
      .select({ id: sellers.id, name: sellers.name })
      .from(sellers)
      .where(eq(sellers.constructorId, load.constructorId));
    for (const r of rows) {
      add(r.name, r.id);
      // The id never changes and no two projects share it: the way out of two projects with one name.
      add(r.id, r.id);
    }
  } else {
    if (!load.sellerId) throw new HttpError(409, es.bulkLoads.cannotConfirmStatus);
    const rows = await db
      .select({ id: properties.id, refId: properties.refId })
      .from(properties)
      .where(eq(properties.sellerId, load.sellerId));
    for (const r of rows) if (r.refId) add(r.refId, r.id);
  }
  return byKey;
}

/** An image of the zip the load attaches: its target and its position among the target's images. */
interface MatchedImage {
  entry: ZipEntry;
  targetId: string;
}

interface Walk {
  pass: CheckResult;
  /** Matched and accepted images, by target, in their order. */
  byTarget: Map<string, MatchedImage[]>;
}

/**
 * Reads the zip's directory (held to the limits again) and checks every image: its target, then its size, its
 * content and its pixels through the single upload's `normalizeImage`. `onImage` gets each accepted image,
 * re-encoded (the apply stores it); the dry run passes none. Errors name the image's path in the zip, and its
 * position among the zip's images as the row.
 */
async function walkZip(
  db: Db,
  load: LoadRow,
  bytes: Buffer,
  signal: AbortSignal,
  progress: (done: number) => void,
  onImage?: (image: MatchedImage, normalized: NormalizedImage) => Promise<void>,
): Promise<Walk> {
  const zip = inspectZip(bytes, IMAGE_ZIP_LIMITS);
  if (!zip.ok) throw new HttpError(zip.status, zip.message);
  const images = imageEntries(zip.entries);
  if (!images.length) throw new HttpError(400, M.noImages);
  const targets = await targetIndex(db, load);
  const forProjects = load.kind === 'ProjectImages';
  const mayWrite = forProjects ? await projectWriter(db, load) : () => true;
  const errors: LoadRowError[] = [];
  const accepted: { row: number; image: MatchedImage }[] = [];
  let last = Date.now();

  for (const [i, entry] of images.entries()) {
    throwIfStopped(signal);
    // A turn of the event loop now and then: timers, requests and progress writes run between images.
    if (i % 10 === 0) await new Promise((resolve) => setImmediate(resolve));
    const row = i + 1;
    const column = displayName(entry.name);
    const refuse = (message: string) => errors.push({ row, column, message });

    const candidates = candidateTargets(entry.name);
    const found = candidates
      .map((c) => ({ name: c, ids: targets.get(imageTargetKey(c)) }))
      .find((c) => c.ids);
    if (!found) {
      if (!candidates.length) refuse(forProjects ? M.noProjectTarget : M.noTarget);
      else {
        // The name the user meant most precisely: the one in the file's name, else its folder.
        const name = namedTargetOf(splitEntryPath(entry.name).file)?.name ?? candidates[0];
        refuse(forProjects ? M.unknownProject(name) : M.unknownReference(name));
      }
      continue;
    }
    if ((found.ids as string[]).length > 1) {
      refuse(forProjects ? M.ambiguousProject(found.name) : M.ambiguousReference(found.name));
      continue;
    }
    if (!mayWrite((found.ids as string[])[0])) {
      refuse(M.projectNotWritable);
      continue;
    }
    // The single upload's limit, known from the directory: such an image is never inflated.
    if (entry.uncompressedSize > IMAGE_MAX_BYTES) {
      refuse(es.imageCheck.tooLarge);
      continue;
    }
    const inflated = inflateEntryCapped(bytes, entry, IMAGE_MAX_BYTES);
    if (!inflated.ok) {
      refuse(inflated.status === 413 ? inflated.message : M.unreadable);
      continue;
    }
    let normalized: NormalizedImage;
    try {
      normalized = await normalizeImage(inflated.data);
    } catch (error) {
      if (!(error instanceof ImageRejectedError)) throw error;
      refuse(error.message);
      continue;
    }
    const image = { entry, targetId: (found.ids as string[])[0] };
    accepted.push({ row, image });
    if (onImage) await onImage(image, normalized);
    if (Date.now() - last >= PROGRESS_EVERY_MS) {
      last = Date.now();
      progress(row);
    }
  }
  progress(images.length);

  const byTarget = new Map<string, MatchedImage[]>();
  for (const { image } of accepted)
    byTarget.set(image.targetId, [...(byTarget.get(image.targetId) ?? []), image]);
  for (const list of byTarget.values()) list.sort((a, b) => compareImageEntries(a.entry.name, b.entry.name));
  const errorRows = new Set(errors.map((e) => e.row)).size;
  return {
    // Every matched and accepted image counts as one to create: an image is always added, never replaces one.
    pass: { rows: images.length, toCreate: accepted.length, toUpdate: 0, errors, errorRows },
    byTarget,
  };
}

/** Removes the stored files (originals and thumbnails) of images a load did not get to attach. */
async function removeStored(storage: FileStorage, stored: StoredImage[]) {
  await Promise.all(stored.flatMap((s) => s.keys).map((key) => storage.delete(key).catch(() => {})));
}

/** Attaches the stored images to their targets, in their order, in the caller's transaction. */
async function attach(
  tx: Db,
  load: LoadRow,
  p: { userId: string; userName: string },
  byTarget: Map<string, MatchedImage[]>,
  fileIdOf: Map<ZipEntry, string>,
  signal: AbortSignal,
) {
  const forProjects = load.kind === 'ProjectImages';
  const ids = [...byTarget.keys()];
  // The targets are still where the dry run found them (a property deleted or moved since: nothing is written).
  const present = forProjects
    ? await tx
        .select({ id: sellers.id })
        .from(sellers)
        .where(and(inArray(sellers.id, ids), eq(sellers.constructorId, load.constructorId)))
    : await tx
        .select({ id: properties.id })
        .from(properties)
        .where(and(inArray(properties.id, ids), eq(properties.sellerId, load.sellerId as string)));
  if (present.length !== ids.length) throw new HttpError(409, es.bulkLoads.changedSinceCheck);

  let attached = 0;
  for (const [targetId, images] of byTarget) {
    throwIfStopped(signal);
    const table = forProjects ? sellerImages : propertyImages;
    const owner = forProjects ? sellerImages.sellerId : propertyImages.propertyId;
    const [{ last, count, mains }] = await tx
      .select({
        last: max(table.order),
        count: sql<number>`count(*)::int`,
        mains: sql<number>`count(*) filter (where ${table.isMain})::int`,
      })
      .from(table)
      .where(eq(owner, targetId));
    const rows = images.map((image, i) => ({
      constructorId: load.constructorId,
      fileId: fileIdOf.get(image.entry) as string,
      order: (last ?? -1) + 1 + i,
      // The first image is the main one when the target has none.
      isMain: mains === 0 && i === 0,
    }));
    if (forProjects) await tx.insert(sellerImages).values(rows.map((r) => ({ ...r, sellerId: targetId })));
    else await tx.insert(propertyImages).values(rows.map((r) => ({ ...r, propertyId: targetId })));
    await tx.insert(auditLog).values({
      transactionalId: randomUUID(),
      entityType: forProjects ? 'seller' : 'property',
      entityId: targetId,
      constructorId: load.constructorId,
      sellerId: forProjects ? targetId : load.sellerId,
      userId: p.userId,
      userName: p.userName,
      action: 'images',
      field: M.auditField,
      valueBefore: String(count),
      valueAfter: `${count + images.length} (${load.fileName})`,
    });
    attached += images.length;
  }
  return attached;
}

/** Images of a project's properties or of a builder's projects, from a zip. */
export const imagesLoadHandler: LoadHandler = {
  done: { message: (file, load) => es.bulkLoads.images.doneMessage(file, load.created), operation: 'Update' },
  async check(ctx, load, file, progress) {
    return (await walkZip(ctx.db, load, await file.bytes(), ctx.signal, progress)).pass;
  },

  async apply(ctx, p, load, file, progress) {
    const bytes = await file.bytes();
    const { db, storage, signal } = ctx;
    const stored: StoredImage[] = [];
    const fileIdOf = new Map<ZipEntry, string>();
    try {
      // First every image is checked, re-encoded and stored with its thumbnails (the single upload's path), its
      // `files` row left for the transaction: a process killed before it leaves no row, only unreferenced files...
      let done = 0;
      let last = Date.now();
      const walk = await walkZip(
        db,
        load,
        bytes,
        signal,
        () => {},
        async (image, normalized) => {
          throwIfStopped(signal);
          const file = await storeImageFiles(storage, normalized, load.constructorId);
          stored.push(file);
          fileIdOf.set(image.entry, file.id);
          done += 1;
          if (Date.now() - last >= PROGRESS_EVERY_MS) {
            last = Date.now();
            // Storing is the first half of the work, attaching the second.
            progress(Math.floor(done / 2));
          }
        },
      );
      // The zip changed its verdict since the dry run (a property deleted, a reference changed): nothing is written.
      if (walk.pass.errorRows) throw new HttpError(409, es.bulkLoads.changedSinceCheck);
      throwIfStopped(signal);
      // ...then one transaction records and attaches them all.
      const created = await db.transaction(async (tx) => {
        const txDb = tx as unknown as Db;
        await recordImages(txDb, stored);
        const attached = await attach(txDb, load, p, walk.byTarget, fileIdOf, signal);
        await ctx.finish(txDb, { created: attached, updated: 0 });
        return attached;
      });
      progress(created);
      return { created, updated: 0 };
    } catch (error) {
      await removeStored(storage, stored);
      throw error;
    }
  },
};
