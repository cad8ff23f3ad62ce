import {
  IMAGE_HEAD_BYTES,
  type ImageSize,
  imageRefusal,
  imageSizeFromHeader,
  sniffImageKind,
} from '@tu360/domain';

/** A file the browser refused (or the server did), with the reason shown to the person. */
export interface RefusedImage {
  name: string;
  reason: string;
}

/** Width and height by decoding the file, when its header did not tell them (or null if it does not decode). */
async function decodedSize(file: File): Promise<ImageSize | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

/**
 * The reason the server would refuse this image (packages/domain's imageRefusal: type by content, 5 MB,
 * decodable, 40 megapixels), or null. Only the file's first bytes are read unless its header hides its size.
 */
export async function imageFileRefusal(file: File): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, IMAGE_HEAD_BYTES).arrayBuffer());
  const readable = file.size > 0 && !!sniffImageKind(head);
  const dimensions = readable ? (imageSizeFromHeader(head) ?? (await decodedSize(file))) : null;
  return imageRefusal({ size: file.size, head, dimensions });
}

/** Splits the chosen files into those that may be sent and those refused with their reason. */
export async function checkImageFiles(files: readonly File[]) {
  const accepted: File[] = [];
  const refused: RefusedImage[] = [];
  for (const file of files) {
    const reason = await imageFileRefusal(file);
    if (reason) refused.push({ name: file.name, reason });
    else accepted.push(file);
  }
  return { accepted, refused };
}
