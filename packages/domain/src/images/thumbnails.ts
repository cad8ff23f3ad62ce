/**
 * Thumbnails of stored images: smaller AVIF and WebP copies that the API makes when it stores an image, so
 * that lists draw a few kilobytes instead of the original. Both sides name them the same way: the thumbnail
 * of the image at `/api/files/{id}` is `/api/files/{id}/{width}.{format}` (see docs/adr/0008-image-thumbnails.md).
 *
 * Widths are what the portal draws small pictures at, once and twice (high-density screens):
 * - property lists: a 44×36 box filled by the photo (object-fit: cover), so a 3:2 photo is drawn 54 px wide
 *   → 64 and 128;
 * - logos of builders, agencies, projects and certificates: 40 to 56 px → 64 and 128;
 * - the property wizard's image list: 140×96, cover → 144 px → 256 (and 512);
 * - the project's image editor and review: grid cells of 160 to 260 px → 256 and 512.
 * A thumbnail is never wider than its original: for a smaller original the wider names hold its own width.
 */
export const THUMBNAIL_WIDTHS = [64, 128, 256, 512] as const;
export type ThumbnailWidth = (typeof THUMBNAIL_WIDTHS)[number];

/** Best first: a browser takes the first `<source>` whose type it supports. */
export const THUMBNAIL_FORMATS = ['avif', 'webp'] as const;
export type ThumbnailFormat = (typeof THUMBNAIL_FORMATS)[number];

export const THUMBNAIL_CONTENT_TYPES: Record<ThumbnailFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
};

/** The last segment of a thumbnail's URL, e.g. `128.avif`. */
export type ThumbnailName = `${ThumbnailWidth}.${ThumbnailFormat}`;
export const THUMBNAIL_NAMES = THUMBNAIL_WIDTHS.flatMap((w) =>
  THUMBNAIL_FORMATS.map((f) => `${w}.${f}` as ThumbnailName),
) as [ThumbnailName, ...ThumbnailName[]];

export function parseThumbnailName(name: ThumbnailName): { width: ThumbnailWidth; format: ThumbnailFormat } {
  const [width, format] = name.split('.');
  return { width: Number(width) as ThumbnailWidth, format: format as ThumbnailFormat };
}

/** An image the API stored (only these have thumbnails; a local preview or another site's URL has none). */
const STORED_IMAGE = /^\/api\/files\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function hasThumbnails(imageUrl: string | null | undefined): imageUrl is string {
  return !!imageUrl && STORED_IMAGE.test(imageUrl);
}

export function thumbnailUrl(imageUrl: string, width: ThumbnailWidth, format: ThumbnailFormat): string {
  return `${imageUrl}/${width}.${format}`;
}

/** The `srcset` of one format, every width with its `w` descriptor; null for an image without thumbnails. */
export function thumbnailSrcSet(imageUrl: string | null | undefined, format: ThumbnailFormat): string | null {
  if (!hasThumbnails(imageUrl)) return null;
  return THUMBNAIL_WIDTHS.map((w) => `${thumbnailUrl(imageUrl, w, format)} ${w}w`).join(', ');
}
