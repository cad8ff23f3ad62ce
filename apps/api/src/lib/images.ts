import { randomUUID } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import type { Db } from '../db/client.ts';
import { files } from '../db/schema.ts';
import type { FileStorage } from './storage.ts';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MAX_PIXELS = 40_000_000;

export type ImageKind = 'jpeg' | 'png' | 'webp';
const CONTENT_TYPES: Record<ImageKind, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

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
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (
    data.length >= 12 &&
    data.toString('ascii', 0, 4) === 'RIFF' &&
    data.toString('ascii', 8, 12) === 'WEBP'
  )
    return 'webp';
  return null;
}

export interface NormalizedImage {
  data: Buffer;
  kind: ImageKind;
  width: number;
  height: number;
}

/** Checks an upload by content, size and pixel count and re-encodes it without metadata. */
export async function normalizeImage(data: Buffer): Promise<NormalizedImage> {
  if (data.length === 0) throw new ImageRejectedError(415, 'El archivo está vacío.');
  if (data.length > IMAGE_MAX_BYTES)
    throw new ImageRejectedError(413, 'La imagen supera el tamaño máximo de 5 MB.');
  const kind = sniffImage(data);
  if (!kind) throw new ImageRejectedError(415, 'El archivo debe ser una imagen JPEG, PNG o WebP.');
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejectedError(415, 'El archivo no es una imagen válida.');
  }
  const pixels = (meta.width ?? 0) * (meta.height ?? 0);
  if (!pixels) throw new ImageRejectedError(415, 'El archivo no es una imagen válida.');
  if (pixels > IMAGE_MAX_PIXELS)
    throw new ImageRejectedError(413, 'La imagen supera el máximo de 40 megapíxeles.');
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
    throw new ImageRejectedError(415, 'El archivo no es una imagen válida.');
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
