/**
 * Loads of images by zip (issue 11: `create-images-product-massive`, `create-images-agencyrealstates-massive`,
 * `create-images-massive-projects`): how an entry of the zip names the property or project its image belongs to,
 * and in which order. The API's handler applies it; the page's instructions describe it.
 *
 * - One folder per target: `APT-101/fachada.jpg`, `fotos/APT-101/2.png` (the folder that holds the image names
 *   it, whatever folders hold that one).
 * - Or the file's own name: `APT-101_1.jpg`, `<reference>_<order>.<extension>`.
 *
 * A property is named by its reference (`refId`); a project by its name (or its id, which never changes: the
 * projects template has no reference column). Names are compared without case, accents or repeated spaces.
 * Within a target, images go in the order of their file names compared as people do ("2" before "10"); the
 * first is the main image when the target has none yet.
 */

/** What a load of images attaches them to. */
export type ImageZipTarget = 'properties' | 'projects';

/**
 * Entries that are no image of the user's but what a system adds when it makes a zip: macOS's `__MACOSX/` copies
 * and `.DS_Store`, Windows' `Thumbs.db` and `desktop.ini`, hidden files. They are skipped, not reported.
 */
export function isSystemEntry(path: string): boolean {
  const segments = path.split('/').filter(Boolean);
  if (segments.some((s) => s === '__MACOSX')) return true;
  const base = segments.at(-1) ?? '';
  return base.startsWith('.') || /^(thumbs\.db|desktop\.ini)$/i.test(base);
}

/** A name as it is compared: no accents, case or repeated spaces. */
export const imageTargetKey = (name: string) =>
  name.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toUpperCase();

/** The file name of an entry's path, and the folder that holds it (null at the zip's root). */
export function splitEntryPath(path: string): { folder: string | null; file: string } {
  const segments = path.split('/').filter(Boolean);
  const file = segments.at(-1) ?? '';
  return { folder: segments.length > 1 ? (segments.at(-2) as string) : null, file };
}

/** `<name>_<order>.<extension>`: the target's name and the order written in a file's name, or null. */
export function namedTargetOf(file: string): { name: string; order: number } | null {
  const match = /^(.+)_(\d{1,6})\.[A-Za-z0-9]{1,5}$/.exec(file);
  return match ? { name: match[1], order: Number(match[2]) } : null;
}

/**
 * The names an entry may belong to, the first that names a target wins: the folder that holds it, then the name
 * written in the file's own name (`<name>_<order>.<ext>`).
 */
export function candidateTargets(path: string): string[] {
  const { folder, file } = splitEntryPath(path);
  const named = namedTargetOf(file);
  return [folder, named?.name].filter((n): n is string => !!n && n.trim() !== '');
}

const collator = new Intl.Collator('es', { numeric: true, sensitivity: 'base' });

/** The order of a target's images: by file name, numbers compared as numbers, then by the whole path. */
export function compareImageEntries(a: string, b: string): number {
  return collator.compare(splitEntryPath(a).file, splitEntryPath(b).file) || collator.compare(a, b);
}
