import { crc32, deflateRawSync } from 'node:zlib';

/**
 * One entry of a zip written by hand, byte by byte, so that a test can make it lie: every header field that the
 * zip guard reads can be overridden.
 */
export interface HandEntry {
  name: string;
  data?: Buffer;
  /** 8 (deflate, the default) or 0 (stored); anything else is written as given with the data stored. */
  method?: number;
  /** General-purpose flags (bit 0: encrypted; bit 11: the name is UTF-8, set by default). */
  flags?: number;
  /** Version made by: the high byte is the host (3 = Unix). */
  madeBy?: number;
  externalAttributes?: number;
  /** What the headers declare instead of the real sizes. */
  uncompressedSize?: number;
  compressedSize?: number;
  crc?: number;
  /** The name written in the local header instead of `name`. */
  localName?: string;
  /**
   * Written as a streaming writer does (Java, LibreOffice): flag bit 3, zeros for the CRC and sizes in the local
   * header, and a data descriptor after the data.
   */
  dataDescriptor?: boolean;
  /** The name's bytes as written, instead of `name` in UTF-8 (an old tool's code page). */
  rawName?: Buffer;
}

export interface HandZipOptions {
  /** Overrides of the end-of-central-directory record. */
  entryCount?: number;
  disk?: number;
  /** Writes a ZIP64 end-of-central-directory locator before the record. */
  zip64Locator?: boolean;
  comment?: string;
}

const UNIX_FILE = (0o100644 << 16) >>> 0;

/** A zip of the given entries, with real compressed data unless an entry says otherwise. */
export function handMadeZip(entries: HandEntry[], options: HandZipOptions = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = entry.data ?? Buffer.alloc(0);
    const method = entry.method ?? 8;
    const body = method === 8 ? deflateRawSync(data) : data;
    const flags = (entry.flags ?? 0x0800) | (entry.dataDescriptor ? 0x0008 : 0);
    const name = entry.rawName ?? Buffer.from(entry.name, 'utf8');
    const localName = entry.localName === undefined ? name : Buffer.from(entry.localName, 'utf8');
    const crc = entry.crc ?? crc32(data) >>> 0;
    const compressed = entry.compressedSize ?? body.length;
    const uncompressed = entry.uncompressedSize ?? data.length;

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    if (!entry.dataDescriptor) {
      local.writeUInt32LE(crc, 14);
      local.writeUInt32LE(compressed, 18);
      local.writeUInt32LE(uncompressed, 22);
    }
    local.writeUInt16LE(localName.length, 26);
    const localOffset = offset;
    const descriptor = Buffer.alloc(entry.dataDescriptor ? 16 : 0);
    if (entry.dataDescriptor) {
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(crc, 4);
      descriptor.writeUInt32LE(compressed, 8);
      descriptor.writeUInt32LE(uncompressed, 12);
    }
    locals.push(local, localName, body, descriptor);
    offset += local.length + localName.length + body.length + descriptor.length;

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(entry.madeBy ?? (3 << 8) | 20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed, 20);
    central.writeUInt32LE(uncompressed, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(entry.externalAttributes ?? UNIX_FILE, 38);
    central.writeUInt32LE(localOffset, 42);
    centrals.push(central, name);
  }
  const directory = Buffer.concat(centrals);
  const comment = Buffer.from(options.comment ?? '', 'utf8');
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(options.disk ?? 0, 4);
  end.writeUInt16LE(options.entryCount ?? entries.length, 8);
  end.writeUInt16LE(options.entryCount ?? entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  end.writeUInt16LE(comment.length, 20);
  const locator = Buffer.alloc(options.zip64Locator ? 20 : 0);
  if (options.zip64Locator) locator.writeUInt32LE(0x07064b50, 0);
  return Buffer.concat([...locals, directory, locator, end, comment]);
}
