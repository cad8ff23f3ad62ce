import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROUTES } from '@tu360/domain';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '../src/app/route-table.ts';
import { COMPILE_HINT, firstLoadFiles } from './compile-hints.ts';
import { ROUTE_CHUNKS_FILE, type RouteChunks } from './route-chunks.ts';
import {
  ANY_ROUTE_LIMIT,
  IDENTITY_PROVIDER_CLIENT,
  IDENTITY_PROVIDER_PAGES,
  NEVER_IN_FIRST_LOAD,
  NOT_ON_SIGN_IN,
  ROUTE_BUDGETS,
} from './size-budget.ts';
import { startTag } from './start-after-paint.ts';
import { type RouteWeight, routeWeights } from './wire-bytes.ts';

// Issue 10, "keep it there": the production build, made here, and what each route sends before its first paint,
// added up from the build's route table and its brotli files (no browser, no timing).

const webRoot = path.resolve(import.meta.dirname, '..');
let outDir: string;
let weights: RouteWeight[];
let table: RouteChunks;

beforeAll(async () => {
  outDir = mkdtempSync(path.join(tmpdir(), 'tu360-budget-'));
  // Vitest sets NODE_ENV=test, with which Vite would bundle React's development build: measure what ships.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  await build({
    mode: 'production',
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    configLoader: 'runner',
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, sourcemap: false },
  }).finally(() => {
    process.env.NODE_ENV = nodeEnv;
  });
  weights = routeWeights(outDir);
  table = JSON.parse(readFileSync(path.join(outDir, ROUTE_CHUNKS_FILE), 'utf8')) as RouteChunks;
}, 180_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const weightOf = (route: string) => {
  const weight = weights.find((w) => w.path === route);
  if (!weight) throw new Error(`La ruta ${route} no está en la tabla de rutas del build`);
  return weight;
};
const packagesOf = (route: string) => {
  const files = [...table.entry, ...(table.routes.find((r) => r.path === route)?.files ?? [])];
  return new Set(files.flatMap((f) => table.packages[f] ?? []));
};

describe('presupuesto de bytes por ruta (brotli, primera carga)', () => {
  it.each(ROUTE_BUDGETS)('$path ≤ su límite', ({ path: route, limit }) => {
    const { brotliBytes } = weightOf(route);
    expect(brotliBytes, `${route} envía ${kb(brotliBytes)}; su límite es ${kb(limit)}`).toBeLessThanOrEqual(
      limit,
    );
  });

  it(`ninguna ruta envía más de ${kb(ANY_ROUTE_LIMIT)} antes de pintar`, () => {
    const over = weights
      .filter((w) => w.brotliBytes > ANY_ROUTE_LIMIT)
      .map((w) => `${w.path} ${kb(w.brotliBytes)}`);
    expect(over).toEqual([]);
  });

  it('cada ruta del portal está en la tabla del build, con su página', () => {
    for (const route of [ROUTES.login, ROUTES.properties, ROUTES.propertyEdit, ROUTES.notifications])
      expect(weightOf(route).files).toBeGreaterThan(table.entry.length);
  });
});

describe('lo pesado se carga solo en la página que lo usa', () => {
  it.each(PAGE_ROUTES.map((r) => r.path))('%s no carga al pintar ninguna librería reservada', (route) => {
    const packages = packagesOf(route);
    const reserved = IDENTITY_PROVIDER_PAGES.includes(route)
      ? NEVER_IN_FIRST_LOAD
      : [...NEVER_IN_FIRST_LOAD, IDENTITY_PROVIDER_CLIENT];
    expect(reserved.filter((p) => packages.has(p))).toEqual([]);
  });

  it('el inicio de sesión pinta sin librería de formularios ni zod', () => {
    const packages = packagesOf(ROUTES.login);
    expect(NOT_ON_SIGN_IN.filter((p) => packages.has(p))).toEqual([]);
    // The check sees packages at all: react-dom is in every first load.
    expect(packages.has('react-dom')).toBe(true);
  });
});

describe('los chunks del build', () => {
  // vite.config.ts groups modules without their imports (`includeDependenciesRecursively: false`), which rolldown
  // allows as long as no two chunks end up importing each other: then each chunk's imports have run before it.
  it('no se importan en círculo', () => {
    const dir = path.join(outDir, 'assets');
    const imports = new Map(
      readdirSync(dir)
        .filter((f) => f.endsWith('.js'))
        .map((f) => {
          const code = readFileSync(path.join(dir, f), 'utf8');
          const found = code.matchAll(/(?:import|export)\s*(?:[^'"();]*?from\s*)?["']\.\/([^"']+\.js)["']/g);
          return [f, [...new Set([...found].map((m) => m[1]))]] as const;
        }),
    );
    // The check sees imports at all: the entry imports the 'common' chunk.
    expect([...imports.values()].flat().some((f) => f.startsWith('common-'))).toBe(true);
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, trail: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        cycles.push([...trail.slice(trail.indexOf(file)), file].join(' → '));
        return;
      }
      state.set(file, 'open');
      for (const next of imports.get(file) ?? []) visit(next, [...trail, file]);
      state.set(file, 'done');
    };
    for (const file of imports.keys()) visit(file, []);
    expect(cycles).toEqual([]);
  });

  // compile-hints.ts: V8 compiles the first load's functions in the background, and only those chunks'.
  it('los de la primera carga empiezan con la indicación de compilación; los que se cargan a pedido, no', () => {
    const dir = path.join(outDir, 'assets');
    const firstLoad = new Set(firstLoadFiles(table).map((f) => path.basename(f)));
    const hinted = readdirSync(dir)
      .filter((f) => f.endsWith('.js'))
      .map((f) => [f, readFileSync(path.join(dir, f), 'utf8').startsWith(`${COMPILE_HINT}\n`)] as const);
    const wrong = hinted.filter(([f, has]) => has !== firstLoad.has(f)).map(([f, has]) => `${f}: ${has}`);
    expect(wrong).toEqual([]);
    // Both kinds exist: the entry's chunks and, say, the charts of the home (loaded after it paints).
    expect(hinted.some(([f, has]) => has && f.startsWith('index-'))).toBe(true);
    expect(hinted.some(([f, has]) => !has && f.startsWith('dashboard-charts-'))).toBe(true);
  });

  // start-after-paint.ts: index.html asks for no script while it is parsed; its start script, after the first
  // frame, asks for the entry and exactly what the entry imports.
  it('index.html pide los scripts después de su primer cuadro: la entrada y lo que ella importa', () => {
    const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    expect(html).not.toMatch(/<script[^>]* src=|rel="modulepreload"/);
    const [entry, ...imports] = table.entry.map((f) => `/${f}`);
    expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(html).toContain(`${startTag(entry, imports)}\n  </body>`);
  });
});
