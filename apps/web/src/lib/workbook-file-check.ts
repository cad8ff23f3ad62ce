import { es, WORKBOOK_MAX_BYTES, WORKBOOK_MAX_MB } from '@tu360/domain';

const U = es.bulkLoadsUi;

const XLSX_TYPES = new Set([
  '',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  // Some systems label any unknown file so.
  'application/octet-stream',
]);

/** An .xlsx is a zip: its first bytes are "PK\x03\x04". */
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

async function headOf(file: Blob, n: number): Promise<Uint8Array> {
  const part = file.slice(0, n);
  if (typeof part.arrayBuffer === 'function') return new Uint8Array(await part.arrayBuffer());
  return new Uint8Array(
    await new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(part);
    }),
  );
}

/**
 * Why the browser will not send a file as a workbook, in Spanish, or null when it may: no file, not an .xlsx by
 * name, type or first bytes (an HTML page or a PDF renamed), empty, or above WORKBOOK_MAX_MB. The server checks
 * everything again; this only spares the user a useless upload.
 */
export async function workbookFileError(file: File | null | undefined): Promise<string | null> {
  if (!file) return U.fileRequired;
  if (!/\.xlsx$/i.test(file.name) || !XLSX_TYPES.has(file.type)) return U.fileNotXlsx;
  if (file.size === 0) return U.fileEmpty;
  if (file.size > WORKBOOK_MAX_BYTES) return U.fileTooLarge(WORKBOOK_MAX_MB);
  const head = await headOf(file, ZIP_MAGIC.length);
  if (head.length < ZIP_MAGIC.length || ZIP_MAGIC.some((b, i) => head[i] !== b)) return U.fileNotXlsx;
  return null;
}
