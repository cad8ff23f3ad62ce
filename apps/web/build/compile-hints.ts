import type { Plugin } from 'vite';
import { type ChunkInfo, type RouteChunks, routeChunksOf } from './route-chunks.ts';

/**
 * V8's explicit compile hint (Chrome 136 and later): on a script's first line, it asks V8 to compile every function
 * of the file eagerly, on the background thread that streams the file in, instead of lazily on the main thread the
 * first time each is called. Elsewhere in the file V8 ignores it.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** What the plugin reads and writes of rolldown's output (chunks, and the source maps emitted as assets). */
export type OutputItem =
  | (ChunkInfo & { type: 'chunk'; code: string })
  | { type: 'asset'; fileName: string; source: string | Uint8Array };

/** Every chunk some page evaluates to draw its first paint: the entry's, each route's and the shell's (after paint). */
export function firstLoadFiles(table: Pick<RouteChunks, 'entry' | 'routes' | 'shellAfterPaint'>): string[] {
  return [
    ...new Set([...table.entry, ...table.routes.flatMap((r) => r.files), ...table.shellAfterPaint]),
  ].sort();
}

/**
 * Puts the hint on the first line of each chunk named, above what Vite wrote there (its preload map), and moves the
 * chunk's source map down one line with it.
 */
export function addCompileHints(items: OutputItem[], files: string[]): void {
  const byFile = new Map(items.map((item) => [item.fileName, item]));
  for (const file of files) {
    const chunk = byFile.get(file);
    if (chunk?.type !== 'chunk' || chunk.code.startsWith(COMPILE_HINT)) continue;
    chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
    const map = byFile.get(`${file}.map`);
    if (map?.type === 'asset') {
      const json = JSON.parse(
        typeof map.source === 'string' ? map.source : new TextDecoder().decode(map.source),
      ) as { mappings: string };
      json.mappings = `;${json.mappings}`;
      map.source = JSON.stringify(json);
    }
  }
}

/**
 * Vite plugin: the compile hint on the chunks that pages run to draw their first paint (route-chunks.ts's table): the
 * entry's (React DOM, MUI's core, emotion, the router, the app's frame), each route's and the shell's. Their
 * functions run as soon as they load. Without the hint, V8 compiled each on the main thread the first time it ran:
 * in the entry's evaluation, the longest task of a signed-in page's load (issue 10), and in React's slices after it.
 * Chunks loaded on demand (dialogs, charts, spreadsheets, other steps) keep V8's lazy compilation: much of what
 * they bring never runs.
 */
export function compileHints(): Plugin {
  let root = '';
  return {
    name: 'tu360-compile-hints',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    // Whether a chunk gets the hint is not part of its content hash; this makes the build that brings the hint
    // rename every chunk, so that no browser keeps a cached copy without it.
    augmentChunkHash: () => COMPILE_HINT,
    generateBundle: {
      // After Vite's own additions to the entry (its preload map, on the first line): the hint must come first.
      order: 'post',
      handler(_options, bundle) {
        const items = Object.values(bundle) as unknown as OutputItem[];
        const chunks = items.filter(
          (item): item is Extract<OutputItem, { type: 'chunk' }> => item.type === 'chunk',
        );
        addCompileHints(items, firstLoadFiles(routeChunksOf(chunks, root)));
      },
    },
  };
}
