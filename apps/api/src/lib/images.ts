import { randomUUID } from 'node:crypto';
import {
  IMAGE_CONTENT_TYPES as CONTENT_TYPES,
  es,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  type ImageKind,
  sniffImageKind,
} from '@tu360/domain';
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

/** Stores a checked image under a generated id and records it; returns the file id. */
export async function storeImage(
  db: Db,
  storage: FileStorage,
  input: Buffer | NormalizedImage,
  constructorId: string | null,
): Promise<string> {
  const image = Buffer.isBuffer(input) ? await normalizeImage(input) : input;
  const id = randomUUID();
  const storageKey = `images/${id.slice(0, 2)}/${id}.${image.kind === 'jpeg' ? 'jpg' : image.kind}`;
  await storage.put(storageKey, image.data, CONTENT_TYPES[image.kind]);
  await db.insert(files).values({
    id,
    constructorId,
    contentType: CONTENT_TYPES[image.kind],
    size: image.data.length,
    width: image.width,
    height: image.height,
    storageKey,
  });
  return id;
}
