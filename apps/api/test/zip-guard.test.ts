import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  inflateEntryCapped,
  inspectZip,
  verifyEntries,
  type ZipEntry,
  type ZipLimits,
} from '../src/modules/bulk-loads/zip-guard.ts';
import { type HandEntry, type HandZipOptions, handMadeZip } from './factories/hand-made-zip.ts';

const KB = 1024;
const MB = 1024 * KB;
const limits: ZipLimits = { maxEntries: 100, maxTotalUncompressed: 50 * MB, maxRatio: 100 };
const photo = { name: 'fotos/REF-1/1.jpg', data: randomBytes(2 * KB) };

/** Unix modes in the high half of the external attributes. */
const mode = (bits: number) => (bits << 16) >>> 0;

function accepted(bytes: Buffer, withLimits: ZipLimits = limits): ZipEntry[] {
  const report = inspectZip(bytes, withLimits);
  if (!report.ok) throw new Error(`refused: ${report.message}`);
  return report.entries;
}

describe('inspectZip reads the directory of a sound zip', () => {
  it('answers every entry with its name, sizes, method and offsets, folders included', () => {
    const text = Buffer.from('hola '.repeat(200));
    const bytes = handMadeZip([
      { name: 'fotos/', externalAttributes: mode(0o040755) },
      { name: 'fotos/REF-1/1.jpg', data: photo.data, method: 0 },
      { name: 'leame.txt', data: text },
    ]);
    const report = inspectZip(bytes, limits);
    expect(report.ok).toBe(true);
    if (!report.ok) return;
    expect(
      report.entries.map(({ name, isDirectory, method, uncompressedSize }) => ({
        name,
        isDirectory,
        method,
        uncompressedSize,
      })),
    ).toEqual([
      { name: 'fotos/', isDirectory: true, method: 8, uncompressedSize: 0 },
      { name: 'fotos/REF-1/1.jpg', isDirectory: false, method: 0, uncompressedSize: 2048 },
      { name: 'leame.txt', isDirectory: false, method: 8, uncompressedSize: 1000 },
    ]);
    expect(report.totalUncompressed).toBe(3048);
    const stored = report.entries[1];
    expect(stored.compressedSize).toBe(2048);
    expect(bytes.subarray(stored.dataOffset, stored.dataOffset + 2048).equals(photo.data)).toBe(true);
    // The deflated text really is at its offset: inflating it gives the text back.
    const inflated = inflateEntryCapped(bytes, report.entries[2], MB);
    expect(inflated.ok && inflated.data.toString()).toBe(text.toString());
  });

  it.each([
    ['a Windows name with back slashes', { name: 'fotos\\REF-2\\2.png' }, 'fotos/REF-2/2.png'],
    // "Baño" written by an old zip tool in code page 437 (ñ is 0xA4), without the UTF-8 flag.
    [
      'a code page 437 name',
      { name: '', rawName: Buffer.from([0x42, 0x61, 0xa4, 0x6f, 0x2e, 0x6a, 0x70, 0x67]), flags: 0 },
      'Baño.jpg',
    ],
  ])('reads %s', (_label, entry, expected) => {
    expect(accepted(handMadeZip([{ ...entry, data: Buffer.from('x') }])).map((e) => e.name)).toEqual([
      expected,
    ]);
  });

  it('takes a zip written by a streaming writer (sizes in data descriptors after each entry)', async () => {
    const text = Buffer.from('Referencia;Precio\n'.repeat(300));
    const bytes = handMadeZip([
      { name: 'a.csv', data: text, dataDescriptor: true },
      { name: 'b.jpg', data: photo.data, method: 0, dataDescriptor: true },
    ]);
    const entries = accepted(bytes);
    expect(entries.map((entry) => [entry.name, entry.uncompressedSize])).toEqual([
      ['a.csv', text.length],
      ['b.jpg', 2048],
    ]);
    expect(inflateEntryCapped(bytes, entries[0], MB)).toEqual({ ok: true, data: text });
    expect(await verifyEntries(bytes, entries)).toEqual({ ok: true });
  });

  it('takes a zip with no entries and one with a comment', () => {
    expect(accepted(handMadeZip([]))).toEqual([]);
    expect(accepted(handMadeZip([photo], { comment: 'hecho a mano' }))).toHaveLength(1);
  });

  it('lets a small part of repeated text compress beyond the ratio (below the 100 KiB grace)', () => {
    expect(accepted(handMadeZip([{ name: 'a.xml', data: Buffer.alloc(90 * KB, ' ') }]))).toHaveLength(1);
  });
});

type Refusal = [
  label: string,
  entries: HandEntry[],
  options: HandZipOptions,
  status: number,
  message: string,
];
const zeros = (n: number) => Buffer.alloc(n);

describe('inspectZip refuses a hostile zip before inflating anything', () => {
  const cases: Refusal[] = [
    [
      'a path climbing out of its folder',
      [photo, { name: '../../etc/cron.d/tarea', data: Buffer.from('x') }],
      {},
      400,
      'El archivo comprimido contiene una ruta no permitida: "../../etc/cron.d/tarea". Use solo carpetas y nombres relativos.',
    ],
    [
      'a path climbing out in the middle',
      [{ name: 'fotos/../../x.jpg', data: Buffer.from('x') }],
      {},
      400,
      'El archivo comprimido contiene una ruta no permitida: "fotos/../../x.jpg". Use solo carpetas y nombres relativos.',
    ],
    [
      'a path climbing out with back slashes',
      [{ name: '..\\x.jpg', data: Buffer.from('x') }],
      {},
      400,
      'El archivo comprimido contiene una ruta no permitida: "../x.jpg". Use solo carpetas y nombres relativos.',
    ],
    [
      'an absolute Unix path',
      [{ name: '/etc/passwd', data: Buffer.from('x') }],
      {},
      400,
      'El archivo comprimido contiene una ruta no permitida: "/etc/passwd". Use solo carpetas y nombres relativos.',
    ],
    [
      'an absolute Windows path',
      [{ name: '\\Windows\\win.ini', data: Buffer.from('x') }],
      {},
      400,
      'El archivo comprimido contiene una ruta no permitida: "/Windows/win.ini". Use solo carpetas y nombres relativos.',
    ],
    [
      'a drive letter',
      [{ name: 'C:\\fotos\\1.jpg', data: Buffer.from('x') }],
      {},
      400,
      'El archivo comprimido contiene una ruta no permitida: "C:/fotos/1.jpg". Use solo carpetas y nombres relativos.',
    ],
    [
      'a name with a control character',
      [{ name: 'a\u0000.jpg', data: Buffer.from('x') }],
      {},
      400,
      'El archivo comprimido contiene una ruta no permitida: "a?.jpg". Use solo carpetas y nombres relativos.',
    ],
    [
      'a symbolic link',
      [
        photo,
        { name: 'fotos/REF-1/2.jpg', data: Buffer.from('/etc/passwd'), externalAttributes: mode(0o120777) },
      ],
      {},
      400,
      'El archivo comprimido contiene un enlace o un archivo especial, que no se admite: "fotos/REF-1/2.jpg".',
    ],
    [
      'a device',
      [{ name: 'disco', externalAttributes: mode(0o060660) }],
      {},
      400,
      'El archivo comprimido contiene un enlace o un archivo especial, que no se admite: "disco".',
    ],
    [
      'an encrypted entry (flag bit 0)',
      [{ name: 'secreto.jpg', data: Buffer.from('x'), flags: 0x0801 }],
      {},
      415,
      'El archivo comprimido está protegido con contraseña ("secreto.jpg"). Quite la contraseña y vuelva a cargarlo.',
    ],
    [
      'an AES-encrypted entry (method 99)',
      [{ name: 'secreto.jpg', data: Buffer.from('x'), method: 99 }],
      {},
      415,
      'El archivo comprimido está protegido con contraseña ("secreto.jpg"). Quite la contraseña y vuelva a cargarlo.',
    ],
    [
      'another compression method (bzip2)',
      [{ name: 'foto.jpg', data: Buffer.from('x'), method: 12 }],
      {},
      415,
      'El archivo "foto.jpg" usa un método de compresión que no se admite. Use la compresión ZIP estándar.',
    ],
    [
      'the same name twice',
      [photo, photo],
      {},
      400,
      'El archivo comprimido contiene dos veces el archivo "fotos/REF-1/1.jpg".',
    ],
    [
      'the same name twice, once in capitals',
      [photo, { ...photo, name: 'FOTOS/REF-1/1.JPG' }],
      {},
      400,
      'El archivo comprimido contiene dos veces el archivo "FOTOS/REF-1/1.JPG".',
    ],
    [
      'a bomb by ratio: 20 MB of zeros in some 20 KB',
      [photo, { name: 'bomba.bin', data: zeros(20 * MB) }],
      {},
      413,
      'El archivo "bomba.bin" está comprimido de forma sospechosa (posible bomba de compresión) y no se procesa.',
    ],
    [
      'an entry declaring megabytes out of no bytes',
      [{ name: 'nada.bin', uncompressedSize: 5 * MB, compressedSize: 0, method: 0, data: Buffer.alloc(0) }],
      {},
      400,
      'El archivo está dañado o incompleto. Guárdelo de nuevo y vuelva a cargarlo.',
    ],
    [
      'a deflated entry declaring megabytes out of no bytes',
      [{ name: 'nada.bin', uncompressedSize: 5 * MB, compressedSize: 0 }],
      {},
      413,
      'El archivo "nada.bin" está comprimido de forma sospechosa (posible bomba de compresión) y no se procesa.',
    ],
    [
      'too many entries',
      Array.from({ length: 101 }, (_, i) => ({ name: `f${i}.jpg`, data: Buffer.from('x') })),
      {},
      413,
      'El archivo comprimido contiene más de 100 archivos.',
    ],
    [
      'too much in all once uncompressed (declared)',
      [
        { name: 'a.bin', data: Buffer.from('x'), uncompressedSize: 30 * MB, compressedSize: 1 * MB },
        { name: 'b.bin', data: Buffer.from('x'), uncompressedSize: 30 * MB, compressedSize: 1 * MB },
      ],
      {},
      413,
      'El contenido del archivo comprimido supera 50 MB al descomprimirlo.',
    ],
    [
      // The first entry's data is declared 200 bytes longer than it is: it runs over the second's header.
      'entries sharing their bytes (overlapping files)',
      [
        { name: 'a.bin', data: randomBytes(4 * KB), compressedSize: 4 * KB + 200 },
        { name: 'b.bin', data: randomBytes(4 * KB) },
      ],
      {},
      413,
      'El archivo "b.bin" está comprimido de forma sospechosa (posible bomba de compresión) y no se procesa.',
    ],
    [
      'a local header naming another file than the directory',
      [{ name: 'foto.jpg', localName: '../foto.jpg', data: Buffer.from('x') }],
      {},
      400,
      'El archivo está dañado o incompleto. Guárdelo de nuevo y vuelva a cargarlo.',
    ],
    [
      'a stored entry whose two sizes differ',
      [{ name: 'foto.jpg', method: 0, data: Buffer.from('xyz'), uncompressedSize: 300 }],
      {},
      400,
      'El archivo está dañado o incompleto. Guárdelo de nuevo y vuelva a cargarlo.',
    ],
    [
      'a ZIP64 archive',
      [photo],
      { zip64Locator: true },
      415,
      'El archivo comprimido usa el formato ZIP64, que no se admite. Comprima el contenido en un .zip estándar.',
    ],
    [
      'a ZIP64 entry count',
      [photo],
      { entryCount: 0xffff },
      415,
      'El archivo comprimido usa el formato ZIP64, que no se admite. Comprima el contenido en un .zip estándar.',
    ],
    [
      'a ZIP64 entry size',
      [{ name: 'grande.bin', data: Buffer.from('x'), uncompressedSize: 0xffffffff }],
      {},
      415,
      'El archivo comprimido usa el formato ZIP64, que no se admite. Comprima el contenido en un .zip estándar.',
    ],
    [
      'a split archive',
      [photo],
      { disk: 1 },
      415,
      'El archivo comprimido está dividido en partes. Cárguelo como un solo archivo .zip.',
    ],
  ];

  it.each(cases)('%s', (_label, entries, options, status, message) => {
    expect(inspectZip(handMadeZip(entries, options), limits)).toEqual({ ok: false, status, message });
  });

  it('holds one entry to maxEntryUncompressed', () => {
    const bytes = handMadeZip([{ name: 'grande.jpg', data: randomBytes(6 * MB), method: 0 }]);
    expect(inspectZip(bytes, { ...limits, maxEntryUncompressed: 5 * MB })).toEqual({
      ok: false,
      status: 413,
      message: 'El archivo "grande.jpg" supera 5 MB al descomprimirlo.',
    });
  });

  const sound = handMadeZip([photo, { name: 'b.txt', data: Buffer.from('hola') }]);
  const notZip: [string, Buffer][] = [
    ['an empty file', Buffer.alloc(0)],
    ['an HTML page', Buffer.from('<!doctype html><html><body>hola</body></html>')],
    ['a zip cut in half', sound.subarray(0, sound.length >> 1)],
    ['a zip with bytes after its end', Buffer.concat([sound, Buffer.from('basura')])],
  ];
  it.each(notZip)('refuses %s as not a zip (415)', (_label, bytes) => {
    expect(inspectZip(bytes, limits)).toEqual({
      ok: false,
      status: 415,
      message: 'El archivo no es un archivo comprimido (.zip) válido.',
    });
  });

  it('refuses a central directory pointing past its own end (400)', () => {
    const bytes = Buffer.from(sound);
    const end = bytes.length - 22;
    bytes.writeUInt32LE(bytes.readUInt32LE(end + 12) + 10, end + 12);
    expect(inspectZip(bytes, limits)).toMatchObject({ ok: false, status: 400 });
  });

  it('cuts a long hostile name short in its message', () => {
    const name = `${'../'.repeat(100)}x`;
    const refusal = inspectZip(handMadeZip([{ name, data: Buffer.from('x') }]), limits);
    expect(refusal.ok).toBe(false);
    if (refusal.ok) return;
    expect(refusal.message).toContain(`"${'../'.repeat(39)}...`);
    expect(refusal.message.length).toBeLessThan(220);
  });
});

describe('inflateEntryCapped inflates one entry and stops where the declaration lies', () => {
  const text = Buffer.from('fila;valor\n'.repeat(1000));
  const entryOf = (entries: HandEntry[], index = 0) => {
    const bytes = handMadeZip(entries);
    return { bytes, entry: accepted(bytes)[index] };
  };

  it('gives back the bytes of a deflated and of a stored entry', () => {
    const deflated = entryOf([{ name: 'a.csv', data: text }]);
    const stored = entryOf([{ name: 'b.jpg', data: photo.data, method: 0 }]);
    expect(inflateEntryCapped(deflated.bytes, deflated.entry, MB)).toEqual({ ok: true, data: text });
    expect(inflateEntryCapped(stored.bytes, stored.entry, MB)).toEqual({ ok: true, data: photo.data });
  });

  it('stops a bomb that declares 1 KB and inflates to 50 MB, without making the 50 MB', () => {
    const { bytes, entry } = entryOf([{ name: 'mentira.bin', data: zeros(50 * MB), uncompressedSize: KB }]);
    // Declared 1 KB out of some 50 KB: a ratio below 1, nothing for inspectZip to see.
    expect(entry.uncompressedSize).toBe(KB);
    const before = process.memoryUsage().arrayBuffers;
    expect(inflateEntryCapped(bytes, entry, 5 * MB)).toEqual({
      ok: false,
      status: 413,
      message:
        'El archivo "mentira.bin" está comprimido de forma sospechosa (posible bomba de compresión) y no se procesa.',
    });
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(10 * MB);
  });

  it('refuses an entry declaring more than the cap before inflating it', () => {
    const { bytes, entry } = entryOf([{ name: 'grande.jpg', data: randomBytes(3 * MB), method: 0 }]);
    expect(inflateEntryCapped(bytes, entry, 2 * MB)).toEqual({
      ok: false,
      status: 413,
      message: 'El archivo "grande.jpg" supera 2 MB al descomprimirlo.',
    });
  });

  it.each([
    ['a wrong CRC', { crc: 1234 }],
    ['fewer bytes than declared', { uncompressedSize: text.length + 500 }],
  ])('refuses an entry with %s as damaged', (_label, lie) => {
    const { bytes, entry } = entryOf([{ name: 'a.csv', data: text, ...lie }]);
    expect(inflateEntryCapped(bytes, entry, MB)).toEqual({
      ok: false,
      status: 400,
      message: 'El archivo está dañado o incompleto. Guárdelo de nuevo y vuelva a cargarlo.',
    });
  });

  it('refuses deflated bytes that are not deflate data as damaged', () => {
    const { bytes, entry } = entryOf([{ name: 'a.csv', data: text }]);
    const broken = Buffer.from(bytes);
    broken.fill(0xff, entry.dataOffset, entry.dataOffset + 8);
    expect(inflateEntryCapped(broken, entry, MB)).toMatchObject({ ok: false, status: 400 });
  });
});

describe('verifyEntries inflates every entry as a stream, keeping nothing', () => {
  it('passes a sound zip', async () => {
    const bytes = handMadeZip([
      { name: 'd/', externalAttributes: mode(0o040755) },
      photo,
      { name: 'a.txt', data: Buffer.from('hola '.repeat(5000)) },
    ]);
    expect(await verifyEntries(bytes, accepted(bytes))).toEqual({ ok: true });
  });

  it('stops at the first entry giving more than it declared (413)', async () => {
    const bytes = handMadeZip([
      photo,
      { name: 'mentira.xml', data: zeros(20 * MB), uncompressedSize: 200 * KB },
    ]);
    expect(await verifyEntries(bytes, accepted(bytes))).toEqual({
      ok: false,
      status: 413,
      message:
        'El archivo "mentira.xml" está comprimido de forma sospechosa (posible bomba de compresión) y no se procesa.',
    });
  });

  it.each([
    ['a wrong CRC', { crc: 99 }],
    ['fewer bytes than declared', { uncompressedSize: 30_000 }],
  ])('refuses an entry with %s as damaged (400)', async (_label, lie) => {
    const bytes = handMadeZip([{ name: 'a.txt', data: Buffer.from('hola '.repeat(5000)), ...lie }]);
    expect(await verifyEntries(bytes, accepted(bytes))).toEqual({
      ok: false,
      status: 400,
      message: 'El archivo está dañado o incompleto. Guárdelo de nuevo y vuelva a cargarlo.',
    });
  });
});

describe('properties: whatever the bytes, an answer and never an exception', () => {
  const sound = handMadeZip([
    { name: 'fotos/', externalAttributes: mode(0o040755) },
    { name: 'fotos/REF-1/1.jpg', data: randomBytes(300), method: 0 },
    { name: 'fotos/REF-1/2.txt', data: Buffer.from('hola '.repeat(100)), dataDescriptor: true },
    { name: 'leame.txt', data: Buffer.from('Referencia;Precio\n'.repeat(50)) },
  ]);
  const isAnswer = (answer: { ok: boolean; status?: number; message?: string }) =>
    answer.ok || ([400, 413, 415].includes(answer.status ?? 0) && (answer.message ?? '').length > 0);

  it('a sound zip with bytes overwritten or cut short is read or refused, and what is read inflates or is refused', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat({ max: sound.length - 1 }), fc.integer({ min: 0, max: 255 })), {
          minLength: 1,
          maxLength: 8,
        }),
        fc.option(fc.nat({ max: sound.length }), { nil: undefined }),
        async (writes, cut) => {
          const bytes = Buffer.from(sound.subarray(0, cut ?? sound.length));
          for (const [at, value] of writes) if (at < bytes.length) bytes[at] = value;
          const report = inspectZip(bytes, limits);
          expect(isAnswer(report)).toBe(true);
          if (!report.ok) return;
          for (const entry of report.entries)
            expect(isAnswer(inflateEntryCapped(bytes, entry, MB))).toBe(true);
          expect(isAnswer(await verifyEntries(bytes, report.entries))).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  const segment = fc.stringMatching(/^[A-Za-z0-9_ -]{1,12}$/).filter((s) => s.trim() === s && s !== '');
  it('a relative name of plain segments is taken as it is', () => {
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), (segments) => {
        const name = segments.join('/');
        expect(accepted(handMadeZip([{ name, data: Buffer.from('x') }])).map((e) => e.name)).toEqual([name]);
      }),
    );
  });

  it('a name with a `..` segment anywhere, or absolute, is refused as unsafe (400)', () => {
    fc.assert(
      fc.property(
        fc.array(segment, { maxLength: 4 }),
        fc.array(segment, { maxLength: 4 }),
        fc.constantFrom('..', '/', '\\', 'C:', 'c:\\'),
        fc.constantFrom('/', '\\'),
        (before, after, hostile, separator) => {
          const name =
            hostile === '..'
              ? [...before, '..', ...after, 'x.jpg'].join(separator)
              : `${hostile}${[...before, 'x.jpg'].join(separator)}`;
          const refusal = inspectZip(handMadeZip([{ name, data: Buffer.from('x') }]), limits);
          expect(refusal).toMatchObject({ ok: false, status: 400 });
          expect(
            refusal.ok || refusal.message.startsWith('El archivo comprimido contiene una ruta no permitida'),
          ).toBe(true);
        },
      ),
    );
  });
});
