import path from 'node:path';
import type { Plugin } from 'vite';
import { PAGE_ROUTES, pageFilesOf, SHELL_AFTER_PAINT } from '../src/app/route-table.ts';

/** Written beside index.html: what each route needs beyond the entry, for the server and the size budget. */
export const ROUTE_CHUNKS_FILE = 'route-chunks.json';

export interface RouteChunks {
  /** The entry and what it imports: index.html's start script loads and preloads these on every route. */
  entry: string[];
  /**
   * Per route pattern, the chunks its first paint needs that the entry does not bring (paths under the dist), and
   * whether the page is a signed-in one (in the app shell) or a public one (the server marks the latter's
   * document, whose frame index.html paints before any script: see index.html).
   */
  routes: { path: string; files: string[]; inShell: boolean }[];
  /** What the shell loads just after it paints on every signed-in page (SHELL_AFTER_PAINT), beyond the entry. */
  shellAfterPaint: string[];
  /** The npm packages bundled in each chunk, so that a test can tell what a route's first load carries. */
  packages: Record<string, string[]>;
}

export interface ChunkInfo {
  fileName: string;
  imports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
}

/** `…/node_modules/@scope/name/…` or `…/node_modules/name/…` → the package's name; null for our own code. */
export function packageOf(moduleId: string): string | null {
  const at = moduleId.lastIndexOf('node_modules');
  if (at < 0) return null;
  const match = /^node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(moduleId.slice(at));
  return match ? match[1].replace(/\\/g, '/') : null;
}

/** Every chunk a chunk loads before it runs (its static imports, recursively), itself first. */
function staticClosure(start: string[], chunks: Map<string, ChunkInfo>): string[] {
  const seen = new Set<string>();
  const stack = [...start];
  while (stack.length) {
    const file = stack.shift() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...(chunks.get(file)?.imports ?? []));
  }
  return [...seen];
}

/** Pure: the route table of a bundle (kept apart from Vite for the tests). */
export function routeChunksOf(chunks: ChunkInfo[], root: string): RouteChunks {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const byModule = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId, c.fileName]));
  const entryChunk = chunks.find((c) => c.isEntry);
  if (!entryChunk) throw new Error('El build no tiene chunk de entrada');
  const entry = staticClosure([entryChunk.fileName], byFile);
  const routes = PAGE_ROUTES.map((route) => {
    const starts = pageFilesOf(route).map((page) => {
      const file = byModule.get(path.join(root, page));
      if (!file) throw new Error(`La página ${page} de ${route.path} no tiene chunk propio`);
      return file;
    });
    return {
      path: route.path,
      files: staticClosure(starts, byFile).filter((f) => !entry.includes(f)),
      inShell: route.inShell,
    };
  });
  const shellAfterPaint = staticClosure(
    SHELL_AFTER_PAINT.flatMap((page) => byModule.get(path.join(root, page)) ?? []),
    byFile,
  ).filter((f) => !entry.includes(f));
  const packages = Object.fromEntries(
    chunks.map((c) => [
      c.fileName,
      [...new Set(c.moduleIds.map(packageOf).filter((p): p is string => !!p))].sort(),
    ]),
  );
  return { entry, routes, shellAfterPaint, packages };
}

/** Vite plugin: writes route-chunks.json with the chunks each route's first paint needs. */
export function routeChunks(): Plugin {
  let root = '';
  return {
    name: 'tu360-route-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks: ChunkInfo[] = [];
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        chunks.push({
          fileName: item.fileName,
          imports: item.imports,
          isEntry: item.isEntry,
          facadeModuleId: item.facadeModuleId,
          moduleIds: item.moduleIds,
        });
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_CHUNKS_FILE,
        source: `${JSON.stringify(routeChunksOf(chunks, root), null, 1)}\n`,
      });
    },
  };
}
