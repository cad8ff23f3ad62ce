import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allOperations, contractModules, isOperation } from './index.ts';

const entries = Object.entries(contractModules).flatMap(([module, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => isOperation(value))
    .map(([name, value]) => ({ module, name, op: value as (typeof allOperations)[number] })),
);

describe('the contract (ADR 0011)', () => {
  it('has operations', () => {
    expect(allOperations.length).toBe(entries.length);
    expect(entries.length).toBeGreaterThan(0);
  });

  it.each(entries)(
    '$module.$name is exported under its own operationId, tagged with its module',
    ({ module, name, op }) => {
      expect(op.operationId).toBe(name);
      expect(op.operationId).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(op.tags).toEqual([module]);
      expect(op.summary.length).toBeGreaterThan(0);
    },
  );

  it('operationIds and "METHOD path" pairs are unique', () => {
    const ids = allOperations.map((o) => o.operationId);
    const routes = allOperations.map((o) => `${o.method} ${o.path}`);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it.each(entries)(
    '$name: each {parameter} of the path is in its params schema, and nothing else',
    ({ op }) => {
      const inPath = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const declared = op.params ? Object.keys((op.params as z.ZodObject).shape).sort() : [];
      expect(declared).toEqual(inPath);
      expect(op.path.startsWith('/')).toBe(true);
    },
  );

  it.each(entries)('$name: a body only where the method carries one', ({ op }) => {
    if (op.body) expect(['POST', 'PUT', 'PATCH', 'DELETE']).toContain(op.method);
    if (op.multipart) expect(op.body).toBeInstanceOf(z.ZodObject);
  });
});
