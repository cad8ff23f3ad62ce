import type { Db } from '../db/client.ts';
import { ImageRejectedError, type NormalizedImage, normalizeImage, storeImage } from './images.ts';
import type { FileStorage } from './storage.ts';

export { fileField } from '@tu360/domain/contracts';

/** The uploaded bytes of a part, undefined when absent; a text value where a file belongs is refused. */
export function fileFrom(value: unknown): Buffer | undefined {
  if (value === undefined || value === null) return undefined;
  if (Buffer.isBuffer(value)) return value;
  if (Array.isArray(value)) throw new ImageRejectedError(415, 'Envíe un solo archivo por campo.');
  throw new ImageRejectedError(415, 'El archivo debe ser una imagen JPEG, PNG o WebP.');
}

/**
 * Checks every uploaded image first and only then stores them, so that one bad file stores nothing; answers
 * the new file ids in the same order (undefined where no file was sent).
 */
export async function saveUploadedImages(
  db: Db,
  storage: FileStorage,
  values: unknown[],
  constructorId: string | null,
): Promise<(string | undefined)[]> {
  const checked: (NormalizedImage | undefined)[] = [];
  for (const value of values) {
    const data = fileFrom(value);
    checked.push(data ? await normalizeImage(data) : undefined);
  }
  const ids: (string | undefined)[] = [];
  for (const image of checked)
    ids.push(image ? await storeImage(db, storage, image, constructorId) : undefined);
  return ids;
}

/** One uploaded image, checked and stored; undefined when no file was sent. */
export async function saveUploadedImage(
  db: Db,
  storage: FileStorage,
  value: unknown,
  constructorId: string | null,
) {
  const [id] = await saveUploadedImages(db, storage, [value], constructorId);
  return id;
}
