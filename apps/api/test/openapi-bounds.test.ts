import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseCtx, type Call, type Ctx, OPERATIONS, PUBLIC_OPERATIONS, send } from './factories/operations.ts';
import { createTestApp, login, type TestApp } from './helper.ts';

/**
 * The bounds the OpenAPI document states on requests are the ones the validation enforces (issue 18, ADR 0010):
 * for every operation, each query or path parameter and each top-level JSON body field with a `maxLength` (or a
 * query parameter with a `maxItems`) gets one past its bound, on the permission matrix's sample request sent by a
 * caller allowed to make it, and the answer is a 400 with a Spanish Message, never a 5xx nor a success.
 */
type Schema = {
  type?: string;
  maxLength?: number;
  maxItems?: number;
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
};
interface Operation {
  security?: unknown[];
  parameters?: { name: string; in: 'query' | 'path'; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** A Spanish refusal: accents, ñ or ¿, or the catalogue's usual first words. */
const SPANISH = /[áéíóúñ¿]|^(Campo|Debe|Seleccione|Ingrese|Solicitud|El |La |Los |Las |No )/;

describe('the request bounds of the OpenAPI document are enforced', () => {
  let t: TestApp;
  let base: Ctx;
  let admin: Record<string, string>;
  const declared: [string, Operation][] = [];

  beforeAll(async () => {
    t = await createTestApp();
    base = await baseCtx(t);
    admin = (await login(t.app, 'superadmin@tu360.test')).headers;
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    for (const [path, item] of Object.entries(doc.paths))
      for (const [method, operation] of Object.entries(item))
        if (METHODS.includes(method)) declared.push([`${method.toUpperCase()} ${path}`, operation]);
  });
  afterAll(() => t.close());

  const sample = (op: string): Promise<Call> =>
    OPERATIONS[op] ? OPERATIONS[op].build(t, { ...base, rolesAt: {} }) : PUBLIC_OPERATIONS[op].build(t);

  /** The sample's URL with one query parameter set to `values`, or one path segment replaced. */
  function withParameter(op: string, call: Call, name: string, where: 'query' | 'path', values: string[]) {
    const url = new URL(call.url, 'http://localhost');
    if (where === 'query') {
      url.searchParams.delete(name);
      for (const v of values) url.searchParams.append(name, v);
      return `${url.pathname}${url.search}`;
    }
    const template = op.split(' ')[1].split('/');
    const segments = url.pathname.split('/');
    segments[template.indexOf(`{${name}}`)] = values[0];
    return `${segments.join('/')}${url.search}`;
  }

  it('answers 400 in Spanish one past every bound', async () => {
    const wrong: string[] = [];
    let tried = 0;
    /**
     * `change` answers null when the sample has nothing to change (a multipart sample of a JSON field). A sample
     * that is itself refused with a 400 (the token endpoint's grant without credentials) must be refused for
     * another reason once changed: the bound's, not the sample's.
     */
    const check = async (op: string, what: string, change: (call: Call) => Call | null) => {
      const auth = OPERATIONS[op] ? admin : {};
      const call = await sample(op);
      const changed = change(call);
      await call.cleanup?.();
      if (!changed) return;
      const original = await sample(op);
      const before = await send(t, op, original, auth);
      await original.cleanup?.();
      const res = await send(t, op, changed, auth);
      tried++;
      const message = (res.json() as { Message?: unknown }).Message;
      const said = (r: typeof res) => JSON.stringify([r.json().Message, r.json().MessageList]);
      const sameAsSample = before.statusCode === 400 && said(before) === said(res);
      if (res.statusCode !== 400 || typeof message !== 'string' || !SPANISH.test(message) || sameAsSample)
        wrong.push(`${op} ${what}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    };
    for (const [op, o] of declared) {
      for (const p of o.parameters ?? []) {
        const s = p.schema;
        if (typeof s.maxLength === 'number')
          await check(op, `${p.in}.${p.name} of ${s.maxLength + 1}`, (call) => ({
            ...call,
            url: withParameter(op, call, p.name, p.in, ['a'.repeat((s.maxLength as number) + 1)]),
          }));
        const list = s.anyOf?.find((b) => b.type === 'array');
        if (p.in === 'query' && typeof list?.maxItems === 'number')
          await check(op, `${p.name} × ${list.maxItems + 1}`, (call) => ({
            ...call,
            url: withParameter(op, call, p.name, 'query', Array((list.maxItems as number) + 1).fill('x')),
          }));
      }
      const json = o.requestBody?.content['application/json']?.schema;
      for (const [field, s] of Object.entries(json?.properties ?? {}))
        if (s.type === 'string' && typeof s.maxLength === 'number')
          await check(op, `body.${field} of ${s.maxLength + 1}`, (call) =>
            call.payload && typeof call.payload === 'object' && !Buffer.isBuffer(call.payload)
              ? {
                  ...call,
                  payload: { ...(call.payload as object), [field]: 'a'.repeat((s.maxLength as number) + 1) },
                }
              : null,
          );
    }
    expect(tried).toBeGreaterThan(100);
    expect(wrong).toEqual([]);
  }, 300_000);
});
