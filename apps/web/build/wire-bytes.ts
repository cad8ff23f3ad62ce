import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROUTE_CHUNKS_FILE, type RouteChunks } from './route-chunks.ts';

export interface RouteWeight {
  path: string;
  /** JavaScript files the route's first paint loads: the entry's and its page's. */
  files: number;
  /** Their size as sent to a browser that accepts brotli (the .br copy made at build time). */
  brotliBytes: number;
  /** The same files uncompressed. */
  rawBytes: number;
}

/** Bytes of a file of the build as the server sends it to a browser that accepts brotli. */
function brotliSize(dist: string, file: string): number {
  const full = path.join(dist, file);
  return existsSync(`${full}.br`) ? statSync(`${full}.br`).size : statSync(full).size;
}

/** What each route of a build sends before its first paint, from the build's route table and compressed files. */
export function routeWeights(dist: string): RouteWeight[] {
  const table = JSON.parse(readFileSync(path.join(dist, ROUTE_CHUNKS_FILE), 'utf8')) as RouteChunks;
  return table.routes.map((route) => {
    const files = [...table.entry, ...route.files];
    return {
      path: route.path,
      files: files.length,
      brotliBytes: files.reduce((sum, f) => sum + brotliSize(dist, f), 0),
      rawBytes: files.reduce((sum, f) => sum + statSync(path.join(dist, f)).size, 0),
    };
  });
}
