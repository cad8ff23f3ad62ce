/**
 * Hostile-zip checks (issue 11): a workbook (.xlsx) is a zip, and so are the image loads (`FileZip`). Before any
 * byte is inflated, the zip's own directory is read here (end of central directory, central directory, each local
 * header), without a dependency, and held to limits: entry count, total and per-entry declared size, the
 * compression ratio of each entry, names that climb out of a folder or are absolute, links, encrypted entries,
 * duplicate names, overlapping entries (the "overlapping files" bomb). ZIP64 and split archives are refused: no
 * workbook or image zip of the portal's limits needs them.
 *
 * The declared sizes may lie, so whatever inflates an entry does it through `inflateEntryCapped` (one entry, to a
 * buffer) or `verifyEntries` (every entry, counted and thrown away), which stop as soon as the output passes the
 * declared size or the cap and check the CRC.
 */
import { crc32, createInflateRaw, inflateRawSync } from 'node:zlib';
import { es } from '@tu360/domain';

const M = es.bulkLoads.file;
const MB = 1024 * 1024;

export interface ZipLimits {
  /** Most entries (folders included) the central directory may list. */
  maxEntries: number;
  /** Most bytes all entries may declare, uncompressed, together. */
  maxTotalUncompressed: number;
  /** Most bytes one entry may declare uncompressed; `maxTotalUncompressed` when absent. */
  maxEntryUncompressed?: number;
  /** Highest declared uncompressed / compressed size of one entry (deflate's own best is about 1,030). */
  maxRatio: number;
  /**
   * Entries declaring at most this many bytes are not held to `maxRatio`: a small part of repeated text
   * compresses very well and can do no harm. Default 100 KiB (Apache POI's grace for the same check).
   */
  ratioGraceBytes?: number;
}

export interface ZipEntry {
  /** The name as stored, with `\` read as `/` (folders end with `/`). */
  name: string;
  isDirectory: boolean;
  /** 0 stored, 8 deflated: the only two accepted. */
  method: 0 | 8;
  compressedSize: number;
  /** As declared by the central directory: `inflateEntryCapped` holds the entry to it. */
  uncompressedSize: number;
  crc32: number;
  localHeaderOffset: number;
  /** Where the entry's compressed bytes start. */
  dataOffset: number;
}

export interface ZipReport {
  ok: true;
  entries: ZipEntry[];
  totalUncompressed: number;
}

export interface ZipRefusal {
  ok: false;
  status: 400 | 413 | 415;
  message: string;
}

const refuse = (status: ZipRefusal['status'], message: string): ZipRefusal => ({
  ok: false,
  status,
  message,
});

const EOCD_SIGNATURE = 0x06054b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_SIZE = 22;
const CENTRAL_SIZE = 46;
const LOCAL_SIZE = 30;
const FLAG_ENCRYPTED = 0x0001;
const FLAG_STRONG_ENCRYPTION = 0x0040;
const FLAG_UTF8 = 0x0800;
const METHOD_AES = 99;
/** Unix file types in the high half of the external attributes: 0 (none given), a regular file, a folder. */
const S_IFMT = 0o170000;
const SAFE_FILE_TYPES = new Set([0, 0o100000, 0o040000]);
const DEFAULT_RATIO_GRACE = 100 * 1024;

/** A name fit for a message: no control characters, not longer than 120 characters. */
export function displayName(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const clean = name.replace(/[\u0000-\u001f\u007f]/g, '?');
  return clean.length > 120 ? `${clean.slice(0, 117)}...` : clean;
}

/** Code page 437, the zip format's encoding for names without the UTF-8 flag: its upper half. */
const CP437_HIGH =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0';

function decodeName(raw: Buffer, utf8: boolean): string | null {
  if (utf8) {
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(raw);
    } catch {
      return null;
    }
  }
  let out = '';
  for (const byte of raw) out += byte < 0x80 ? String.fromCharCode(byte) : CP437_HIGH[byte - 0x80];
  return out;
}

/** A name that would land outside the folder it is extracted into, or that no file system would take. */
function isUnsafePath(name: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (name === '' || /[\u0000-\u001f]/.test(name)) return true;
  if (name.startsWith('/')) return true; // absolute, or a UNC path (`\\server`) once `\` is read as `/`
  if (/^[A-Za-z]:/.test(name)) return true; // a drive letter
  // `..`, and what Windows trims to it (`.. `, `...`): a segment of only dots and spaces with two dots or more.
  return name.split('/').some((segment) => /^[. ]+$/.test(segment) && segment.includes('..'));
}

/** Finds the end-of-central-directory record: the last one whose comment ends exactly at the end of the file. */
function findEndOfCentralDirectory(bytes: Buffer): number {
  const lowest = Math.max(0, bytes.length - EOCD_SIZE - 0xffff);
  for (let at = bytes.length - EOCD_SIZE; at >= lowest; at--) {
    if (bytes.readUInt32LE(at) !== EOCD_SIGNATURE) continue;
    if (at + EOCD_SIZE + bytes.readUInt16LE(at + 20) === bytes.length) return at;
  }
  return -1;
}

/**
 * Reads a zip's directory and holds every entry to the limits, inflating nothing. Answers the entries (files
 * and folders, in the directory's order) or the first reason to refuse the file, in Spanish: 415 for what is not
 * a zip or uses what is not supported (ZIP64, split archives, encryption, other compression methods), 413 for
 * what is too big (entries, sizes, ratio), 400 for what is damaged or unsafe (paths, links, duplicates).
 */
export function inspectZip(bytes: Buffer, limits: ZipLimits): ZipReport | ZipRefusal {
  const maxEntryBytes = limits.maxEntryUncompressed ?? limits.maxTotalUncompressed;
  const ratioGrace = limits.ratioGraceBytes ?? DEFAULT_RATIO_GRACE;
  if (bytes.length < EOCD_SIZE) return refuse(415, M.notZip);
  const eocd = findEndOfCentralDirectory(bytes);
  if (eocd < 0) return refuse(415, M.notZip);

  const disk = bytes.readUInt16LE(eocd + 4);
  const centralDisk = bytes.readUInt16LE(eocd + 6);
  const entriesHere = bytes.readUInt16LE(eocd + 8);
  const entryCount = bytes.readUInt16LE(eocd + 10);
  const centralSize = bytes.readUInt32LE(eocd + 12);
  const centralOffset = bytes.readUInt32LE(eocd + 16);
  const zip64Locator = eocd >= 20 && bytes.readUInt32LE(eocd - 20) === ZIP64_LOCATOR_SIGNATURE;
  if (
    zip64Locator ||
    entryCount === 0xffff ||
    entriesHere === 0xffff ||
    centralSize === 0xffffffff ||
    centralOffset === 0xffffffff
  )
    return refuse(415, M.zip64);
  if (disk !== 0 || centralDisk !== 0 || entriesHere !== entryCount) return refuse(415, M.multiPart);
  if (entryCount > limits.maxEntries) return refuse(413, M.tooManyEntries(limits.maxEntries));
  const centralEnd = centralOffset + centralSize;
  if (centralEnd > eocd) return refuse(400, M.damaged);

  const entries: (ZipEntry & { rawName: Buffer })[] = [];
  const seen = new Set<string>();
  let total = 0;
  let at = centralOffset;
  for (let i = 0; i < entryCount; i++) {
    if (at + CENTRAL_SIZE > centralEnd || bytes.readUInt32LE(at) !== CENTRAL_SIGNATURE)
      return refuse(400, M.damaged);
    const flags = bytes.readUInt16LE(at + 8);
    const method = bytes.readUInt16LE(at + 10);
    const crc = bytes.readUInt32LE(at + 16);
    const compressedSize = bytes.readUInt32LE(at + 20);
    const uncompressedSize = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const startDisk = bytes.readUInt16LE(at + 34);
    const externalAttributes = bytes.readUInt32LE(at + 38);
    const localHeaderOffset = bytes.readUInt32LE(at + 42);
    const rawName = bytes.subarray(at + CENTRAL_SIZE, at + CENTRAL_SIZE + nameLength);
    at += CENTRAL_SIZE + nameLength + extraLength + commentLength;
    if (at > centralEnd) return refuse(400, M.damaged);

    const decoded = decodeName(rawName, (flags & FLAG_UTF8) !== 0);
    if (decoded === null) return refuse(400, M.damaged);
    const name = decoded.replaceAll('\\', '/');
    const shown = displayName(name);

    if (flags & (FLAG_ENCRYPTED | FLAG_STRONG_ENCRYPTION) || method === METHOD_AES)
      return refuse(415, M.encryptedEntry(shown));
    if (
      compressedSize === 0xffffffff ||
      uncompressedSize === 0xffffffff ||
      localHeaderOffset === 0xffffffff ||
      startDisk === 0xffff
    )
      return refuse(415, M.zip64);
    if (startDisk !== 0) return refuse(415, M.multiPart);
    if (method !== 0 && method !== 8) return refuse(415, M.unsupportedMethod(shown));
    if (isUnsafePath(name)) return refuse(400, M.unsafePath(shown));
    // The high half of the external attributes holds a Unix mode when the zip was made on Unix or macOS, and 0
    // elsewhere (MS-DOS attributes live in the low half). A link or a device is refused whatever made the zip.
    if (!SAFE_FILE_TYPES.has((externalAttributes >>> 16) & S_IFMT)) return refuse(400, M.link(shown));
    const key = name.normalize('NFC').toLowerCase();
    if (seen.has(key)) return refuse(400, M.duplicateEntry(shown));
    seen.add(key);

    const isDirectory = name.endsWith('/');
    if (isDirectory && uncompressedSize !== 0) return refuse(400, M.damaged);
    if (method === 0 && compressedSize !== uncompressedSize) return refuse(400, M.damaged);
    if (uncompressedSize > maxEntryBytes)
      return refuse(413, M.entryTooLarge(shown, Math.ceil(maxEntryBytes / MB)));
    if (
      uncompressedSize > ratioGrace &&
      (compressedSize === 0 || uncompressedSize / compressedSize > limits.maxRatio)
    )
      return refuse(413, M.compressionBomb(shown));
    total += uncompressedSize;
    if (total > limits.maxTotalUncompressed)
      return refuse(413, M.tooLargeUncompressed(Math.ceil(limits.maxTotalUncompressed / MB)));

    entries.push({
      name,
      isDirectory,
      method: method as 0 | 8,
      compressedSize,
      uncompressedSize,
      crc32: crc,
      localHeaderOffset,
      dataOffset: -1,
      rawName,
    });
  }
  if (at !== centralEnd) return refuse(400, M.damaged);

  // Then each local header: where the directory says, naming the same file the same way, followed by the
  // compressed bytes, all before the central directory.
  for (const entry of entries) {
    const { localHeaderOffset: local, rawName } = entry;
    if (local + LOCAL_SIZE > centralOffset || bytes.readUInt32LE(local) !== LOCAL_SIGNATURE)
      return refuse(400, M.damaged);
    const localFlags = bytes.readUInt16LE(local + 6);
    const localMethod = bytes.readUInt16LE(local + 8);
    const localNameLength = bytes.readUInt16LE(local + 26);
    const localExtraLength = bytes.readUInt16LE(local + 28);
    entry.dataOffset = local + LOCAL_SIZE + localNameLength + localExtraLength;
    if (entry.dataOffset + entry.compressedSize > centralOffset) return refuse(400, M.damaged);
    if ((localFlags & FLAG_ENCRYPTED) !== 0) return refuse(415, M.encryptedEntry(displayName(entry.name)));
    const localName = bytes.subarray(local + LOCAL_SIZE, local + LOCAL_SIZE + localNameLength);
    if (localMethod !== entry.method || !localName.equals(rawName)) return refuse(400, M.damaged);
  }

  // Entries that share bytes are how a zip of a few kilobytes declares gigabytes ("overlapping files" bomb).
  const byOffset = [...entries].sort((a, b) => a.localHeaderOffset - b.localHeaderOffset);
  for (let i = 1; i < byOffset.length; i++) {
    const previous = byOffset[i - 1];
    if (byOffset[i].localHeaderOffset < previous.dataOffset + previous.compressedSize)
      return refuse(413, M.compressionBomb(displayName(byOffset[i].name)));
  }
  return {
    ok: true,
    entries: entries.map(({ rawName: _, ...entry }) => entry),
    totalUncompressed: total,
  };
}

/** The bytes of one entry as the zip holds them (compressed, unless stored). */
function rawData(bytes: Buffer, entry: ZipEntry): Buffer {
  return bytes.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
}

/**
 * Inflates one entry of a zip `inspectZip` accepted, stopping as soon as the output passes `maxBytes` or the
 * size the entry declared (the declared size may lie: zlib never produces more than the cap), and checks the
 * size and the CRC of what came out.
 */
export function inflateEntryCapped(
  bytes: Buffer,
  entry: ZipEntry,
  maxBytes: number,
): { ok: true; data: Buffer } | ZipRefusal {
  const shown = displayName(entry.name);
  if (entry.uncompressedSize > maxBytes)
    return refuse(413, M.entryTooLarge(shown, Math.max(1, Math.round(maxBytes / MB))));
  const raw = rawData(bytes, entry);
  let data: Buffer;
  if (entry.method === 0) data = raw;
  else {
    try {
      // One byte more than declared is enough to know that the declaration lies.
      data = inflateRawSync(raw, { maxOutputLength: entry.uncompressedSize + 1 });
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
        return refuse(413, M.compressionBomb(shown));
      return refuse(400, M.damaged);
    }
  }
  if (data.length > entry.uncompressedSize) return refuse(413, M.compressionBomb(shown));
  if (data.length !== entry.uncompressedSize || crc32(data) >>> 0 !== entry.crc32)
    return refuse(400, M.damaged);
  return { ok: true, data };
}

type Measure = 'ok' | 'over' | 'damaged';

/** Inflates one entry as a stream, counting and throwing the output away; stops past the declared size. */
function measureEntry(bytes: Buffer, entry: ZipEntry): Promise<Measure> {
  const raw = rawData(bytes, entry);
  if (entry.method === 0) return Promise.resolve(crc32(raw) >>> 0 === entry.crc32 ? 'ok' : 'damaged');
  return new Promise((resolve) => {
    const inflate = createInflateRaw();
    let size = 0;
    let crc = 0;
    let settled = false;
    const settle = (result: Measure) => {
      if (settled) return;
      settled = true;
      inflate.destroy();
      resolve(result);
    };
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > entry.uncompressedSize) settle('over');
      else crc = crc32(chunk, crc);
    });
    inflate.on('end', () =>
      settle(size === entry.uncompressedSize && crc >>> 0 === entry.crc32 ? 'ok' : 'damaged'),
    );
    inflate.on('error', () => settle('damaged'));
    inflate.end(raw);
  });
}

/**
 * The safety net behind `inspectZip` for a reader that inflates the zip itself (exceljs reads the workbook):
 * inflates every entry as a stream, keeping nothing, and refuses the zip as soon as an entry gives more than it
 * declared (413: the declared sizes, held to the limits, lied) or is damaged (400: wrong size or CRC). Memory
 * stays at one zlib window; time is a fraction of the reader's own.
 */
export async function verifyEntries(bytes: Buffer, entries: ZipEntry[]): Promise<{ ok: true } | ZipRefusal> {
  for (const entry of entries) {
    if (entry.isDirectory) continue;
    const result = await measureEntry(bytes, entry);
    if (result === 'over') return refuse(413, M.compressionBomb(displayName(entry.name)));
    if (result === 'damaged') return refuse(400, M.damaged);
  }
  return { ok: true };
}
