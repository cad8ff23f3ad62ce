import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** What the browser downloads as text; images and fonts are compressed already, source maps are for tools. */
const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt', '.webmanifest']);
/**
 * A compressed copy is written only when it is smaller than the file by more than this: what its answer's
 * `Content-Encoding: br` line costs, with a margin. Small files count too (issue 10): a first load has a dozen
 * chunks of 400–1,000 bytes that brotli halves; they were sent as they are below 1 KB.
 */
export const MIN_SAVING_BYTES = 32;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/**
 * Writes `file.br` (brotli, best quality) and `file.gz` (gzip, level 9) beside every compressible file of a
 * build, each only when it saves more than MIN_SAVING_BYTES, so that the server sends them as they are (no
 * compression per request; a file without a copy goes as it is). Returns the files that got at least one copy.
 */
export function precompressDir(dir: string): string[] {
  const done: string[] = [];
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.has(path.extname(file))) continue;
    const content = readFileSync(file);
    const worth = (copy: Buffer) => copy.length + MIN_SAVING_BYTES < content.length;
    const br = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    const gz = gzipSync(content, { level: 9 });
    if (worth(br)) writeFileSync(`${file}.br`, br);
    if (worth(gz)) writeFileSync(`${file}.gz`, gz);
    if (worth(br) || worth(gz)) done.push(file);
  }
  return done;
}

/** Vite plugin: precompresses the production build once it is written. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'tu360-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressDir(outDir);
    },
  };
}
