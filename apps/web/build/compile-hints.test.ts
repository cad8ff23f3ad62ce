import { describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT, firstLoadFiles, type OutputItem } from './compile-hints.ts';

const chunk = (fileName: string, code: string): OutputItem => ({
  type: 'chunk',
  fileName,
  code,
  isEntry: false,
  imports: [],
  facadeModuleId: null,
  moduleIds: [],
});
const mapOf = (fileName: string, mappings: string, binary = false): OutputItem => {
  const json = JSON.stringify({ version: 3, sources: ['a.ts'], mappings });
  return { type: 'asset', fileName, source: binary ? new TextEncoder().encode(json) : json };
};
const codeOf = (item: OutputItem | undefined) => (item?.type === 'chunk' ? item.code : '');
const mappingsOf = (item: OutputItem | undefined) =>
  item?.type === 'asset'
    ? (
        JSON.parse(typeof item.source === 'string' ? item.source : new TextDecoder().decode(item.source)) as {
          mappings: string;
        }
      ).mappings
    : '';

describe('compile hints: V8 compiles the first load in the background', () => {
  it("the first load is the entry's chunks, each route's and the shell's, each once", () => {
    expect(
      firstLoadFiles({
        entry: ['assets/index.js', 'assets/common.js'],
        routes: [
          { path: '/login', files: ['assets/login.js'], inShell: false },
          { path: '/inicio', files: ['assets/app-shell.js', 'assets/home.js'], inShell: true },
          { path: '/catalogo/inmuebles', files: ['assets/app-shell.js', 'assets/list.js'], inShell: true },
        ],
        shellAfterPaint: ['assets/bell.js'],
      }),
    ).toEqual([
      'assets/app-shell.js',
      'assets/bell.js',
      'assets/common.js',
      'assets/home.js',
      'assets/index.js',
      'assets/list.js',
      'assets/login.js',
    ]);
  });

  it("puts the hint on the first line of the chunks named (above Vite's preload map), and only on those", () => {
    const items = [
      chunk('assets/index.js', 'const __vite__mapDeps=1;\nimport"./common.js";'),
      chunk('assets/dialog.js', 'export const d=1;'),
    ];
    addCompileHints(items, ['assets/index.js']);
    expect(codeOf(items[0])).toBe(`${COMPILE_HINT}\nconst __vite__mapDeps=1;\nimport"./common.js";`);
    expect(codeOf(items[1])).toBe('export const d=1;');
  });

  it('moves the source map down one line with the code, whether the map is text or bytes', () => {
    const items = [
      chunk('assets/a.js', 'a()'),
      mapOf('assets/a.js.map', 'AAAA'),
      chunk('assets/b.js', 'b()'),
      mapOf('assets/b.js.map', ';CAAC', true),
    ];
    addCompileHints(items, ['assets/a.js', 'assets/b.js']);
    expect(mappingsOf(items[1])).toBe(';AAAA');
    expect(mappingsOf(items[3])).toBe(';;CAAC');
  });

  it('a chunk that already has the hint is left as it is, with its map', () => {
    const items = [chunk('assets/a.js', `${COMPILE_HINT}\na()`), mapOf('assets/a.js.map', ';AAAA')];
    addCompileHints(items, ['assets/a.js']);
    expect(codeOf(items[0])).toBe(`${COMPILE_HINT}\na()`);
    expect(mappingsOf(items[1])).toBe(';AAAA');
  });
});
