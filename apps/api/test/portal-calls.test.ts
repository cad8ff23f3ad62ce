import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { allOperations } from '@tu360/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/env.ts';
import { createTestApp, type TestApp } from './helper.ts';

/**
 * Every call the portal makes names an operation the OpenAPI document has (issue 18). The portal calls through
 * `call('METHOD /path', ...)`, typed by the contract, so a wrong route does not compile; this test reads the
 * portal's sources as they are and checks each call against the document the API really serves, which also
 * catches a route that the contract has and the API forgot to register.
 */
const WEB_SRC = path.join(REPO_ROOT, 'apps/web/src');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** A source's code lines, without its comment lines (a doc comment may show a call as an example). */
const codeOf = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => !/^\s*(\*|\/\/|\/\*)/.test(line))
    .join('\n');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sources(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

interface PortalCall {
  file: string;
  route: string;
}

/** `call('METHOD /path'` and `download('METHOD /path'` in the portal's code (the first argument is always a literal: the type requires it). */
function portalCalls(): PortalCall[] {
  return sources(WEB_SRC).flatMap((file) => {
    return [...codeOf(file).matchAll(/\b(?:call|download)\(\s*'([A-Z]+ \/[^']*)'/g)].map((m) => ({
      file: path.relative(REPO_ROOT, file),
      route: m[1],
    }));
  });
}

/** URLs the portal builds by hand with `apiUrl('/path'`, for what cannot go through call() (the logout beacon). */
function handBuiltUrls(): PortalCall[] {
  return sources(WEB_SRC).flatMap((file) =>
    [...codeOf(file).matchAll(/\bapiUrl\(\s*'(\/[^']*)'/g)].map((m) => ({
      file: path.relative(REPO_ROOT, file),
      route: m[1],
    })),
  );
}

/** Untyped requests to the API: `api(...)` outside the client itself, or a literal `/api/...` URL. */
function untypedCalls(): string[] {
  return sources(WEB_SRC).flatMap((file) => {
    const rel = path.relative(REPO_ROOT, file);
    if (rel === 'apps/web/src/lib/api-client.ts') return [];
    return [...codeOf(file).matchAll(/\bapi(<[^>]*>)?\(|['`"]\/api\/[^'`"]*/g)].map((m) => `${rel}: ${m[0]}`);
  });
}

describe("the portal's calls and the OpenAPI document", () => {
  let t: TestApp;
  let documented: Set<string>;
  /** The integration API's operations (issue 15): served under their own document, never called by the portal. */
  let integration: Set<string>;
  const calls = portalCalls();

  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, Record<string, unknown>> };
    documented = new Set(
      Object.entries(doc.paths).flatMap(([p, item]) =>
        METHODS.filter((m) => item[m]).map((m) => `${m.toUpperCase()} ${p.replace(/^\/api/, '')}`),
      ),
    );
    const own = await t.app.inject({ url: '/api/integration/v1/openapi.json' });
    expect(own.statusCode).toBe(200);
    const integrationDoc = own.json() as { paths: Record<string, Record<string, unknown>> };
    integration = new Set(
      Object.entries(integrationDoc.paths).flatMap(([p, item]) =>
        METHODS.filter((m) => item[m]).map((m) => `${m.toUpperCase()} ${p.replace(/^\/api/, '')}`),
      ),
    );
  });
  afterAll(() => t.close());

  it('finds the calls (the walk reads the real sources)', () => {
    expect(calls.length).toBeGreaterThan(40);
  });

  it.each(calls)('$file: $route is an operation of the document', ({ route }) => {
    expect([...documented]).toContain(route);
  });

  it.each(handBuiltUrls())('$file: the hand-built URL $route is a path of the document', ({ route }) => {
    const paths = [...documented].map((r) => r.slice(r.indexOf(' ') + 1));
    expect(paths).toContain(route);
  });

  it('every operation of the contract is served, with its method and path', () => {
    const missing = allOperations
      .map((o) => `${o.method} ${o.path}`)
      .filter((r) => !documented.has(r) && !integration.has(r));
    expect(missing).toEqual([]);
  });

  it("the integration API's operations are in its own document only, and the portal calls none of them", () => {
    const ofIntegration = allOperations.filter((o) => o.tags[0] === 'integration');
    expect(ofIntegration.length).toBeGreaterThanOrEqual(8);
    for (const o of ofIntegration) {
      const route = `${o.method} ${o.path}`;
      expect(integration.has(route), route).toBe(true);
      expect(documented.has(route), route).toBe(false);
      expect(calls.map((c) => c.route)).not.toContain(route);
    }
  });

  it('the portal imports only types from the contract (no schema code reaches the browser)', () => {
    const valueImports = sources(WEB_SRC).flatMap((file) =>
      [
        ...codeOf(file).matchAll(/^(import|export)\s+(?!type\b)[^;]*?from\s+'@tu360\/domain\/contracts'/gm),
      ].map((m) => `${path.relative(REPO_ROOT, file)}: ${m[0].replace(/\s+/g, ' ')}`),
    );
    expect(valueImports).toEqual([]);
  });

  it('the portal makes no untyped call: every request goes through call() and the contract', () => {
    expect(untypedCalls()).toEqual([]);
  });
});
