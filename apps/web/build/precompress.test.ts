import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'tu360-precompress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Issue 10: every file that brotli makes smaller by more than a header line gets its copies, small chunks too.
describe('precompressDir', () => {
  const chunk = `export const texts={${Array.from({ length: 30 }, (_, i) => `t${i}:"Cargando proyecto ${i}"`).join(',')}};`;
  const files = {
    'small-chunk.js': chunk, // about 700 bytes of text: brotli halves it
    'tiny.js': 'export{};', // nothing to save
    'random.js': randomBytes(2048).toString('latin1'), // does not compress
    'image.png': chunk, // not a text type
  };
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content, 'latin1');
  const done = precompressDir(dir);
  const at = (name: string) => path.join(dir, name);

  it('writes brotli and gzip copies of a small chunk, equal to it once decompressed', () => {
    expect(chunk.length).toBeLessThan(1024);
    expect(done).toContain(at('small-chunk.js'));
    expect(brotliDecompressSync(readFileSync(at('small-chunk.js.br'))).toString()).toBe(chunk);
    expect(gunzipSync(readFileSync(at('small-chunk.js.gz'))).toString()).toBe(chunk);
    expect(readFileSync(at('small-chunk.js.br')).length).toBeLessThan(chunk.length / 2);
  });

  it.each(['tiny.js', 'random.js', 'image.png'])('leaves %s without copies', (name) => {
    expect(existsSync(at(`${name}.br`))).toBe(false);
    expect(existsSync(at(`${name}.gz`))).toBe(false);
    expect(done).not.toContain(at(name));
  });
});
