import { randomUUID } from 'node:crypto';
import {
  IMAGE_CONTENT_TYPES as CONTENT_TYPES,
  es,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  type ImageKind,
  sniffImageKind,
  THUMBNAIL_CONTENT_TYPES,
  THUMBNAIL_FORMATS,
  THUMBNAIL_WIDTHS,
  type ThumbnailFormat,
  type ThumbnailWidth,
} from '@tu360/domain';
import { eq } from 'drizzle-orm';
import sharp, { type Metadata } from 'sharp';
import type { Db } from '../db/client.ts';
import { files } from '../db/schema.ts';
import type { FileStorage } from './storage.ts';

export { IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS, type ImageKind } from '@tu360/domain';

/** The portal checks the same limits before sending (packages/domain's imageRefusal), with the same messages. */
const M = es.imageCheck;

export class ImageRejectedError extends Error {
  constructor(
    readonly statusCode: 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

/** Recognises JPEG, PNG and WebP by their magic bytes, whatever the file name says. */
export function sniffImage(data: Buffer): ImageKind | null {
  return sniffImageKind(data);
}

export interface NormalizedImage {
  data: Buffer;
  kind: ImageKind;
  width: number;
  height: number;
}

/** Checks an upload by content, size and pixel count and re-encodes it without metadata. */
export async function normalizeImage(data: Buffer): Promise<NormalizedImage> {
  if (data.length === 0) throw new ImageRejectedError(415, M.empty);
  if (data.length > IMAGE_MAX_BYTES) throw new ImageRejectedError(413, M.tooLarge);
  const kind = sniffImage(data);
  if (!kind) throw new ImageRejectedError(415, M.notImage);
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejectedError(415, M.invalid);
  }
  const pixels = (meta.width ?? 0) * (meta.height ?? 0);
  if (!pixels) throw new ImageRejectedError(415, M.invalid);
  if (pixels > IMAGE_MAX_PIXELS) throw new ImageRejectedError(413, M.tooManyPixels);
  try {
    const pipeline = sharp(data, { limitInputPixels: IMAGE_MAX_PIXELS }).rotate();
    const out =
      kind === 'jpeg'
        ? pipeline.jpeg({ quality: 85, mozjpeg: true })
        : kind === 'png'
          ? pipeline.png({ compressionLevel: 9 })
          : pipeline.webp({ quality: 85 });
    const { data: encoded, info } = await out.toBuffer({ resolveWithObject: true });
    return { data: encoded, kind, width: info.width, height: info.height };
  } catch {
    throw new ImageRejectedError(415, M.invalid);
  }
}

/**
 * Where a thumbnail is stored: beside its original, under a folder named after the file id, so that it is found
 * from the id alone (serving one reads no database row): `images/ab/<id>/128.avif`. No route deletes a stored
 * file today (deleting an image only unlinks it, and the demo rows share pictures); whatever deletes an original
 * one day deletes its eight thumbnails with it.
 */
export const thumbnailKey = (fileId: string, width: ThumbnailWidth, format: ThumbnailFormat) =>
  `images/${fileId.slice(0, 2)}/${fileId}/${width}.${format}`;

/**
 * One thumbnail of a stored (already checked, rotated and stripped) image: `width` wide, never wider than the
 * original, height in proportion. AVIF at effort 2 encodes in a fifth of the default's time for a file about
 * 10% larger, and 4:2:0 chroma (as JPEG photos have) saves another 5–10%; metadata is not copied.
 */
export async function makeThumbnail(
  original: Buffer,
  width: number,
  format: ThumbnailFormat,
): Promise<Buffer> {
  const pipeline = sharp(original, { limitInputPixels: IMAGE_MAX_PIXELS }).resize({
    width,
    withoutEnlargement: true,
  });
  return format === 'avif'
    ? pipeline.avif({ quality: 50, effort: 2, chromaSubsampling: '4:2:0' }).toBuffer()
    : pipeline.webp({ quality: 75 }).toBuffer();
}

interface Thumbnail {
  key: string;
  format: ThumbnailFormat;
  data: Buffer;
}

/** All thumbnails of an image; widths beyond the original's are encoded once, at its width, and stored under each name. */
async function makeThumbnails(fileId: string, image: NormalizedImage): Promise<Thumbnail[]> {
  const widths = [...new Set(THUMBNAIL_WIDTHS.map((w) => Math.min(w, image.width)))];
  const encoded = new Map<string, Promise<Buffer>>();
  for (const w of widths)
    for (const f of THUMBNAIL_FORMATS) encoded.set(`${w}.${f}`, makeThumbnail(image.data, w, f));
  return Promise.all(
    THUMBNAIL_WIDTHS.flatMap((w) =>
      THUMBNAIL_FORMATS.map(async (format) => ({
        key: thumbnailKey(fileId, w, format),
        format,
        data: await (encoded.get(`${Math.min(w, image.width)}.${format}`) as Promise<Buffer>),
      })),
    ),
  );
}

/** An image stored with its thumbnails, not yet recorded: the `files` row `recordImage` writes, and its keys. */
export type StoredImage = typeof files.$inferInsert & { id: string; storageKey: string; keys: string[] };

/**
 * Stores a checked image under a generated id, with its thumbnails, without recording it (a bulk load records
 * its images in the transaction that attaches them). Thumbnails are made before anything is stored, so that a
 * failure stores nothing; `keys` are every stored key, for whoever must remove them.
 */
export async function storeImageFiles(
  storage: FileStorage,
  image: NormalizedImage,
  constructorId: string | null,
): Promise<StoredImage> {
  const id = randomUUID();
  const thumbnails = await makeThumbnails(id, image);
  const storageKey = `images/${id.slice(0, 2)}/${id}.${image.kind === 'jpeg' ? 'jpg' : image.kind}`;
  await Promise.all(thumbnails.map((t) => storage.put(t.key, t.data, THUMBNAIL_CONTENT_TYPES[t.format])));
  await storage.put(storageKey, image.data, CONTENT_TYPES[image.kind]);
  return {
    id,
    constructorId,
    contentType: CONTENT_TYPES[image.kind],
    size: image.data.length,
    width: image.width,
    height: image.height,
    storageKey,
    keys: [...thumbnails.map((t) => t.key), storageKey],
  };
}

/** Records stored images (their `files` rows). */
export async function recordImages(db: Db, stored: StoredImage[]): Promise<void> {
  if (stored.length) await db.insert(files).values(stored.map(({ keys: _, ...row }) => row));
}

/**
 * Stores a checked image under a generated id, with its thumbnails, and records it; returns the file id.
 * Thumbnails are made before anything is stored, so that a failure stores nothing.
 */
export async function storeImage(
  db: Db,
  storage: FileStorage,
  input: Buffer | NormalizedImage,
  constructorId: string | null,
): Promise<string> {
  const image = Buffer.isBuffer(input) ? await normalizeImage(input) : input;
  const stored = await storeImageFiles(storage, image, constructorId);
  await recordImages(db, [stored]);
  return stored.id;
}

/** Thumbnails being made on request, so that simultaneous requests for one make it once (per process). */
const inFlight = new Map<string, Promise<Buffer | null>>();

/**
 * A thumbnail, read from storage; null when the file does not exist.
 *
 * Images stored before thumbnails existed (and any whose thumbnails were lost) have none in storage: the first
 * request makes the one it asks for from the original and stores it, so that old data keeps displaying without a
 * migration step and later requests, on any instance, find it stored. Making one costs tens of milliseconds
 * (a few hundred for 512 px AVIF), once per thumbnail; only the eight names of an existing file can be asked for.
 */
export async function thumbnailOf(
  db: Db,
  storage: FileStorage,
  fileId: string,
  width: ThumbnailWidth,
  format: ThumbnailFormat,
): Promise<Buffer | null> {
  const key = thumbnailKey(fileId, width, format);
  const stored = await storage.get(key);
  if (stored) return stored;
  let making = inFlight.get(key);
  if (!making) {
    making = (async () => {
      const [row] = await db.select({ storageKey: files.storageKey }).from(files).where(eq(files.id, fileId));
      const original = row ? await storage.get(row.storageKey) : null;
      if (!original) return null;
      const data = await makeThumbnail(original, width, format);
      await storage.put(key, data, THUMBNAIL_CONTENT_TYPES[format]);
      return data;
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, making);
  }
  return making;
}
