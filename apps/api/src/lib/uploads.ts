import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { ImageRejectedError, storeImage } from './images.ts';
import type { FileStorage } from './storage.ts';

/** A multipart file part (a Buffer once @fastify/multipart attached it to the body). */
export const fileField = () => z.any().optional().meta({ type: 'string', format: 'binary' });

/** The uploaded bytes of a part, undefined when absent; a text value where a file belongs is refused. */
export function fileFrom(value: unknown): Buffer | undefined {
  if (value === undefined || value === null) return undefined;
  if (Buffer.isBuffer(value)) return value;
  if (Array.isArray(value)) throw new ImageRejectedError(415, 'Envíe un solo archivo por campo.');
  throw new ImageRejectedError(415, 'El archivo debe ser una imagen JPEG, PNG o WebP.');
}

/** Checks, re-encodes and stores an uploaded image; returns the new file id. */
export async function saveUploadedImage(
  db: Db,
  storage: FileStorage,
  value: unknown,
  constructorId: string | null,
) {
  const data = fileFrom(value);
  if (!data) return undefined;
  return storeImage(db, storage, data, constructorId);
}
