import { es } from '../messages/es.ts';

/** Largest upload the server accepts, checked in the browser before sending too. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Largest picture (width × height) the server decodes. */
export const IMAGE_MAX_PIXELS = 40_000_000;
/** Bytes from the start of a file that are enough to find its type and, almost always, its size in pixels. */
export const IMAGE_HEAD_BYTES = 256 * 1024;

export const IMAGE_KINDS = ['jpeg', 'png', 'webp'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];
export const IMAGE_CONTENT_TYPES: Record<ImageKind, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};
/** The file chooser's `accept`. */
export const IMAGE_ACCEPT = Object.values(IMAGE_CONTENT_TYPES).join(',');

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

/** Recognises JPEG, PNG and WebP by their first bytes (magic numbers), whatever the file name says. */
export function sniffImageKind(b: Uint8Array): ImageKind | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 8 && PNG_SIGNATURE.every((v, i) => b[i] === v)) return 'png';
  if (b.length >= 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP') return 'webp';
  return null;
}

export interface ImageSize {
  width: number;
  height: number;
}

const u16be = (b: Uint8Array, i: number) => (b[i] << 8) | b[i + 1];
const u32be = (b: Uint8Array, i: number) =>
  ((b[i] << 24) >>> 0) + (b[i + 1] << 16) + (b[i + 2] << 8) + b[i + 3];
const u24le = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8) | (b[i + 2] << 16);

function jpegSize(b: Uint8Array): ImageSize | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1];
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    // Start-of-frame markers carry the size; 0xC4 (tables), 0xC8 and 0xCC are not frames.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { height: u16be(b, i + 5), width: u16be(b, i + 7) };
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    i += 2 + u16be(b, i + 2);
  }
  return null;
}

function webpSize(b: Uint8Array): ImageSize | null {
  if (b.length < 30) return null;
  const chunk = ascii(b, 12, 16);
  if (chunk === 'VP8X') return { width: 1 + u24le(b, 24), height: 1 + u24le(b, 27) };
  if (chunk === 'VP8L' && b[20] === 0x2f) {
    const bits = b[21] | (b[22] << 8) | (b[23] << 16) | (b[24] << 24);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >>> 14) & 0x3fff) };
  }
  if (chunk === 'VP8 ')
    return { width: (b[26] | (b[27] << 8)) & 0x3fff, height: (b[28] | (b[29] << 8)) & 0x3fff };
  return null;
}

/**
 * Width and height written in the header of a JPEG, PNG or WebP, without decoding it; null when the bytes given
 * do not reach them (a JPEG whose frame header comes after a large embedded thumbnail) or are not an image.
 */
export function imageSizeFromHeader(b: Uint8Array): ImageSize | null {
  const kind = sniffImageKind(b);
  if (kind === 'png')
    return b.length >= 24 && ascii(b, 12, 16) === 'IHDR'
      ? { width: u32be(b, 16), height: u32be(b, 20) }
      : null;
  if (kind === 'jpeg') return jpegSize(b);
  if (kind === 'webp') return webpSize(b);
  return null;
}

/** What is known of a file before sending it. */
export interface ImageFacts {
  size: number;
  /** The first bytes of the file (IMAGE_HEAD_BYTES are enough). */
  head: Uint8Array;
  /** Width and height, from the header or from decoding it; null when it could not be decoded. */
  dimensions: ImageSize | null;
}

/**
 * The reason an image would be refused by the server (the same limits and messages as apps/api's upload
 * check), or null when it may be sent: empty, above 5 MB, not a JPEG/PNG/WebP by content, not decodable, or
 * above 40 megapixels.
 */
export function imageRefusal(facts: ImageFacts): string | null {
  const m = es.imageCheck;
  if (facts.size === 0) return m.empty;
  if (facts.size > IMAGE_MAX_BYTES) return m.tooLarge;
  if (!sniffImageKind(facts.head)) return m.notImage;
  const pixels = facts.dimensions ? facts.dimensions.width * facts.dimensions.height : 0;
  if (!pixels) return m.invalid;
  if (pixels > IMAGE_MAX_PIXELS) return m.tooManyPixels;
  return null;
}
