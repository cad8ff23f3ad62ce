import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, imageRefusal, imageSizeFromHeader, sniffImageKind } from './image-check.ts';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

/** Headers written by hand from the formats' specifications, with the size each one declares. */
const PNG_1200x800 = bytes(
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  [0, 0, 0, 13],
  'IHDR',
  [0, 0, 0x04, 0xb0], // width 1200
  [0, 0, 0x03, 0x20], // height 800
  [8, 2, 0, 0, 0],
);
const JPEG_640x480 = bytes(
  [0xff, 0xd8], // start of image
  [0xff, 0xe0, 0, 16],
  'JFIF',
  [0, 1, 1, 0, 0, 1, 0, 1, 0, 0], // APP0, 16 bytes with its length
  [0xff, 0xdb, 0, 3, 0], // a (short) quantisation table segment
  [0xff, 0xc0, 0, 17, 8],
  [0x01, 0xe0], // height 480
  [0x02, 0x80], // width 640
  [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
);
const WEBP_VP8X_300x200 = bytes(
  'RIFF',
  [0, 0, 0, 0],
  'WEBP',
  'VP8X',
  [10, 0, 0, 0],
  [0x10, 0, 0, 0],
  [43, 1, 0],
  [199, 0, 0],
);
const WEBP_VP8_320x240 = bytes(
  'RIFF',
  [0, 0, 0, 0],
  'WEBP',
  'VP8 ',
  [0, 0, 0, 0],
  [0, 0, 0], // frame tag
  [0x9d, 0x01, 0x2a], // start code
  [0x40, 0x01], // width 320
  [0xf0, 0x00], // height 240
);
// VP8L: signature 0x2f, then 14 bits width-1 and 14 bits height-1: 100×50 → 99 and 49.
const WEBP_VP8L_100x50 = bytes(
  'RIFF',
  [0, 0, 0, 0],
  'WEBP',
  'VP8L',
  [0, 0, 0, 0],
  [0x2f],
  [99, 0x40, 0x0c, 0],
  [0, 0, 0, 0, 0], // the start of the image data
);
const HTML = bytes('<!doctype html><html><body>hola</body></html>');

describe('an image is recognised by its content, not its name', () => {
  it.each([
    ['PNG', PNG_1200x800, 'png'],
    ['JPEG', JPEG_640x480, 'jpeg'],
    ['WebP', WEBP_VP8X_300x200, 'webp'],
    ['an HTML page named .png', HTML, null],
    ['a GIF', bytes('GIF89a', [1, 0, 1, 0]), null],
    ['nothing', bytes(), null],
  ])('%s → %s', (_name, head, kind) => expect(sniffImageKind(head)).toBe(kind));
});

describe('width and height read from the header, without decoding', () => {
  it.each([
    ['PNG 1200×800', PNG_1200x800, { width: 1200, height: 800 }],
    ['JPEG 640×480 after APP0 and DQT segments', JPEG_640x480, { width: 640, height: 480 }],
    ['WebP extended (VP8X) 300×200', WEBP_VP8X_300x200, { width: 300, height: 200 }],
    ['WebP lossy (VP8) 320×240', WEBP_VP8_320x240, { width: 320, height: 240 }],
    ['WebP lossless (VP8L) 100×50', WEBP_VP8L_100x50, { width: 100, height: 50 }],
    ['a JPEG cut before its frame header', JPEG_640x480.subarray(0, 24), null],
    ['an HTML page', HTML, null],
  ])('%s', (_name, head, size) => expect(imageSizeFromHeader(head)).toEqual(size));
});

describe('the reason the server would refuse an image, told before sending it', () => {
  const ok = { size: 120_000, head: PNG_1200x800, dimensions: { width: 1200, height: 800 } };
  it.each([
    ['a 1200×800 PNG of 120 kB', ok, null],
    ['an empty file', { ...ok, size: 0 }, 'El archivo está vacío.'],
    ['exactly 5 MB', { ...ok, size: 5 * 1024 * 1024 }, null],
    [
      'one byte above 5 MB',
      { ...ok, size: 5 * 1024 * 1024 + 1 },
      'La imagen supera el tamaño máximo de 5 MB.',
    ],
    ['an HTML page named .png', { ...ok, head: HTML }, 'El archivo debe ser una imagen JPEG, PNG o WebP.'],
    ['a PNG that cannot be decoded', { ...ok, dimensions: null }, 'El archivo no es una imagen válida.'],
    ['0×0 pixels', { ...ok, dimensions: { width: 0, height: 0 } }, 'El archivo no es una imagen válida.'],
    ['8000×5000 = 40 megapixels', { ...ok, dimensions: { width: 8000, height: 5000 } }, null],
    [
      '8001×5000, above 40 megapixels',
      { ...ok, dimensions: { width: 8001, height: 5000 } },
      'La imagen supera el máximo de 40 megapíxeles.',
    ],
  ])('%s', (_name, facts, reason) => expect(imageRefusal(facts)).toBe(reason));

  it('uses the 5 MB limit of the upload route', () => expect(IMAGE_MAX_BYTES).toBe(5_242_880));
});
