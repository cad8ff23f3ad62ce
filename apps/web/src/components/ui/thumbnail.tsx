import { useTheme } from '@mui/material/styles';
import { THUMBNAIL_CONTENT_TYPES, THUMBNAIL_FORMATS, thumbnailSrcSet } from '@tu360/domain';
import { type ReactNode, useState } from 'react';

/**
 * The portal's photos are landscape (3:2 or 4:3): filling a box (cover), one is drawn as wide as the box's
 * height × 3/2 when that is wider than the box, and its thumbnail is chosen for that width.
 */
const LANDSCAPE = 3 / 2;

export interface ThumbnailProps {
  /** URL of the stored original (`/api/files/{id}`): its AVIF and WebP thumbnails are named after it. */
  src: string | null | undefined;
  alt: string;
  /**
   * The box in CSS pixels, given to the image as its width and height so that its place is kept before it
   * loads (no layout shift). With a fluid box they give its aspect ratio.
   */
  width: number;
  height: number;
  fit?: 'cover' | 'contain';
  /** The `sizes` attribute where the box's width depends on the layout; by default the width drawn in the box. */
  sizes?: string;
  /** `eager` for an image that is part of the first paint; lazy by default (lists, editors). */
  loading?: 'lazy' | 'eager';
  /** As wide as its parent, with the aspect ratio of `width` and `height`. */
  fluid?: boolean;
  /** A light grey ground, for images that do not fill their box (logos, photos still loading). */
  tinted?: boolean;
  /** A thin border in the theme's divider colour. */
  bordered?: boolean;
  /** Shown instead when there is no image, or when it cannot be loaded (without one, the browser's broken image). */
  fallback?: ReactNode;
}

/**
 * A stored image drawn small: a `<picture>` offering its AVIF and then WebP thumbnails by width (`srcset`,
 * `sizes`), the original as the fallback for browsers that take neither. An image that is not one the API
 * stored (a local preview) is drawn as it is.
 */
export function Thumbnail({
  src,
  alt,
  width,
  height,
  fit = 'cover',
  sizes,
  loading = 'lazy',
  fluid,
  tinted,
  bordered,
  fallback,
}: ThumbnailProps) {
  const theme = useTheme();
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || (failed === src && fallback !== undefined)) return <>{fallback}</>;
  const drawnWidth = fit === 'cover' ? Math.max(width, Math.round(height * LANDSCAPE)) : width;
  // A plain element with its style inline: a list draws one per row, and a styled Box serialized its styles on
  // every render (issue 10).
  const img = (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      onError={() => setFailed(src)}
      style={{
        display: 'block',
        objectFit: fit,
        borderRadius: theme.shape.borderRadius,
        ...(fluid
          ? { width: '100%', height: 'auto', aspectRatio: `${width} / ${height}` }
          : { width, height }),
        ...(tinted ? { backgroundColor: theme.palette.grey[100] } : {}),
        ...(bordered ? { border: `1px solid ${theme.palette.divider}` } : {}),
      }}
    />
  );
  const sources = THUMBNAIL_FORMATS.flatMap((format) => {
    const srcSet = thumbnailSrcSet(src, format);
    return srcSet
      ? [
          <source
            key={format}
            type={THUMBNAIL_CONTENT_TYPES[format]}
            srcSet={srcSet}
            sizes={sizes ?? `${drawnWidth}px`}
            // The picture is `display: contents`, so its children are laid out by the parent: a <source> is
            // not hidden by the browser's own styles, and in a grid or flex parent each would take a cell or a gap.
            style={{ display: 'none' }}
          />,
        ]
      : [];
  });
  if (!sources.length) return img;
  return (
    // `display: contents`: the image lays out as a child of the picture's parent (grid cells, flex rows).
    <picture style={{ display: 'contents' }}>
      {sources}
      {img}
    </picture>
  );
}
