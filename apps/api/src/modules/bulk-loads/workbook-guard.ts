/**
 * Hostile-workbook checks (issue 11), by content and before a row is read: whatever the file's name says, an
 * upload is taken only when it is an Excel workbook (.xlsx) without password or macros whose zip passes
 * `inspectZip` with the limits below. `inspectWorkbook` reads the zip's directory only (fast, synchronous);
 * `verifyWorkbook` adds the streaming check that no part inflates to more than it declared, for the reader that
 * inflates the parts itself (exceljs).
 */
import { es, WORKBOOK_MAX_BYTES } from '@tu360/domain';
import { inflateEntryCapped, inspectZip, verifyEntries, type ZipEntry, type ZipLimits } from './zip-guard.ts';

const M = es.bulkLoads.file;
const MB = 1024 * 1024;

/** The largest workbook taken (packages/domain: the page and the upload limit use the same). */
export { WORKBOOK_MAX_BYTES };

/**
 * The zip limits of a workbook. A workbook written by Excel or exceljs has some 15 to 30 parts and compresses
 * its sheets about 12 times (50,000 rows × 40 columns: 67 MB of sheet XML in 5.3 MB), so these leave room for
 * many sheets, images and styles while refusing what only a bomb needs:
 * - 10,000 entries;
 * - 200 MB uncompressed in all (three times the largest sheet the row limit allows);
 * - a ratio of 100 per part above 100 KiB (POI's default for the same check), where deflate can reach 1,030.
 */
export const WORKBOOK_ZIP_LIMITS: ZipLimits = {
  maxEntries: 10_000,
  maxTotalUncompressed: 200 * MB,
  maxRatio: 100,
  ratioGraceBytes: 100 * 1024,
};

/** `[Content_Types].xml` of a workbook is a few kilobytes; a megabyte is plenty. */
const CONTENT_TYPES_MAX_BYTES = MB;

export type WorkbookCheck = { ok: true } | { ok: false; status: 400 | 413 | 415; message: string };

const refuse = (status: 400 | 413 | 415, message: string) => ({ ok: false, status, message }) as const;

/** An OLE compound file (D0 CF 11 E0 A1 B1 1A E1): an encrypted .xlsx, an old .xls, or another Office file. */
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_LOCAL_MAGIC = Buffer.from('PK\u0003\u0004', 'latin1');
/** A stream's name in a compound file's directory: UTF-16LE ended by a NUL (text inside a stream rarely is). */
const oleName = (name: string) => Buffer.from(`${name}\u0000`, 'utf16le');
/** An .xlsx with a password to open is an OLE file holding these two streams (MS-OFFCRYPTO). */
const ENCRYPTED_STREAMS = [oleName('EncryptedPackage'), oleName('EncryptionInfo')];
/** Excel 97-2003 keeps its workbook in the stream `Workbook` (`Book` before Excel 97). */
const XLS_STREAMS = [oleName('Workbook'), oleName('Book')];

/** The main part of a workbook or of a workbook template; a macro-enabled one says `macroEnabled`. */
const WORKBOOK_CONTENT_TYPES = [
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.template.main+xml',
];

type Inspected = { ok: true; entries: ZipEntry[] } | Exclude<WorkbookCheck, { ok: true }>;

function inspect(bytes: Buffer): Inspected {
  if (bytes.length === 0) return refuse(400, M.empty);
  if (bytes.length > WORKBOOK_MAX_BYTES) return refuse(413, M.workbookTooLarge(WORKBOOK_MAX_BYTES / MB));
  if (bytes.subarray(0, OLE_MAGIC.length).equals(OLE_MAGIC)) {
    if (ENCRYPTED_STREAMS.some((stream) => bytes.includes(stream))) return refuse(415, M.encryptedWorkbook);
    if (XLS_STREAMS.some((stream) => bytes.includes(stream))) return refuse(415, M.oldWorkbook);
    return refuse(415, M.notWorkbook);
  }
  // HTML, CSV, text or an image renamed .xlsx: not a zip at all.
  if (!bytes.subarray(0, ZIP_LOCAL_MAGIC.length).equals(ZIP_LOCAL_MAGIC)) return refuse(415, M.notWorkbook);

  const zip = inspectZip(bytes, WORKBOOK_ZIP_LIMITS);
  // It starts as a zip but has no directory: cut short (an interrupted download or copy).
  if (!zip.ok) return zip.message === M.notZip ? refuse(400, M.damaged) : zip;
  const byName = new Map(zip.entries.map((entry) => [entry.name.toLowerCase(), entry]));
  if (zip.entries.some((entry) => /(^|\/)vbaproject\.bin$/i.test(entry.name))) return refuse(415, M.macros);
  const contentTypes = byName.get('[content_types].xml');
  // A zip of anything else renamed .xlsx (images, an .ods, an .xlsb with its binary workbook part).
  if (!contentTypes || !byName.has('xl/workbook.xml')) return refuse(415, M.notWorkbook);
  const declared = inflateEntryCapped(bytes, contentTypes, CONTENT_TYPES_MAX_BYTES);
  if (!declared.ok) return declared;
  const types = declared.data.toString('utf8');
  if (/macroEnabled/i.test(types)) return refuse(415, M.macros);
  if (!WORKBOOK_CONTENT_TYPES.some((type) => types.includes(type))) return refuse(415, M.notWorkbook);
  return { ok: true, entries: zip.entries };
}

/**
 * Whether an upload is a workbook the bulk loads may read: refused with a Spanish message when empty (400),
 * larger than `WORKBOOK_MAX_BYTES` (413), protected by a password, an old .xls, not a workbook at all, a zip of
 * something else, macro-enabled (415), or a zip that `inspectZip` refuses with `WORKBOOK_ZIP_LIMITS` (a zip bomb,
 * unsafe names: 400, 413 or 415). Reads the zip's directory and `[Content_Types].xml` only.
 */
export function inspectWorkbook(bytes: Buffer): WorkbookCheck {
  const result = inspect(bytes);
  return result.ok ? { ok: true } : result;
}

/**
 * `inspectWorkbook`, then every part inflated as a stream and thrown away: refused when a part gives more than it
 * declared (a bomb lying about its sizes, 413) or is damaged (400). Run it before handing the bytes to a reader
 * that inflates them itself.
 */
export async function verifyWorkbook(bytes: Buffer): Promise<WorkbookCheck> {
  const result = inspect(bytes);
  if (!result.ok) return result;
  return verifyEntries(bytes, result.entries);
}
