import { randomUUID } from 'node:crypto';
import fc from 'fast-check';

/**
 * A generator of requests for every operation of the OpenAPI document: valid examples that reach the handlers,
 * the same examples with one part broken, and requests built from the schemas with hostile values anywhere.
 */

// biome-ignore lint/suspicious/noExplicitAny: JSON Schema as served by /api/docs/json
export type JsonSchema = Record<string, any>;

export interface Operation {
  key: string;
  method: string;
  path: string;
  params: { in: 'path' | 'query'; name: string; required: boolean; schema: JsonSchema }[];
  body?: { required: boolean; content: Record<string, JsonSchema> };
}

export type FileKind = 'png' | 'html' | 'empty' | 'text';
export type FormValue = string | { file: FileKind };

/** What a caller sends, before it is encoded (multipart bodies are encoded asynchronously). */
export interface RequestSpec {
  method: string;
  url: string;
  body?:
    | { kind: 'json'; value: unknown }
    | { kind: 'raw'; contentType: string; text: string }
    | { kind: 'multipart'; fields: Record<string, FormValue> }
    | { kind: 'form'; fields: Record<string, string> };
}

/** A valid example: path and query values, and a body in its content type. */
export interface Example {
  params?: Record<string, string | string[]>;
  body?: RequestSpec['body'];
}

/** Real ids of the demo data (and of rows the examples create), by what they identify. */
export type Pools = Record<string, (string | number)[]>;

export function operationsOf(doc: JsonSchema): Operation[] {
  const ops: Operation[] = [];
  for (const [path, byMethod] of Object.entries(doc.paths as Record<string, Record<string, JsonSchema>>))
    for (const [method, op] of Object.entries(byMethod)) {
      ops.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        params: (op.parameters ?? []).map((p: JsonSchema) => ({
          in: p.in,
          name: p.name,
          required: Boolean(p.required),
          schema: p.schema ?? {},
        })),
        body: op.requestBody
          ? {
              required: Boolean(op.requestBody.required),
              content: Object.fromEntries(
                Object.entries(op.requestBody.content as Record<string, JsonSchema>).map(([ct, c]) => [
                  ct,
                  c.schema ?? {},
                ]),
              ),
            }
          : undefined,
      });
    }
  return ops;
}

/** Strings a database, a parser or a template has refused somewhere. */
export const HOSTILE_STRINGS = [
  '\u0000',
  'Calle 1\u0000# 2',
  '\u0001\u0002\u001b[31m\u007f',
  'línea\r\nnueva\ttab',
  '',
  '   ',
  'x'.repeat(5000),
  "' or '1'='1' --",
  '%_\\',
  '😀🏠',
  '\ud800',
  'NaN',
  'Infinity',
  '1e20',
  '-1e20',
  '99999999999999999999999',
  '2147483648',
  '-2147483649',
  '9223372036854775808',
  '9007199254740993',
  '-1',
  '0',
  '1.5',
  '0x1F',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '00000000-0000-4000-8000-000000000000',
  'true',
  'null',
  '[]',
  '{}',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '$ 1.000.000.000.000.000.000.000',
  '2026-02-30T25:61:00Z',
];

export const HOSTILE_NUMBERS = [
  1e20,
  -1e20,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 63,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_VALUE,
  1.5,
  -1,
  0,
  1e-10,
];

export const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  false,
  [],
  {},
  [null],
  [[]],
  { a: { b: { c: {} } } },
  { __proto__: { isAdmin: true } },
];

/** Bodies that are not the object the route expects. */
export const NOT_AN_OBJECT: RequestSpec['body'][] = [
  { kind: 'raw', contentType: 'application/json', text: 'null' },
  { kind: 'raw', contentType: 'application/json', text: '[]' },
  { kind: 'raw', contentType: 'application/json', text: '[{}]' },
  { kind: 'raw', contentType: 'application/json', text: '"texto"' },
  { kind: 'raw', contentType: 'application/json', text: '42' },
  { kind: 'raw', contentType: 'application/json', text: 'true' },
  { kind: 'raw', contentType: 'application/json', text: '1e400' },
  { kind: 'raw', contentType: 'application/json', text: '{"a":' },
  { kind: 'raw', contentType: 'application/json', text: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  { kind: 'raw', contentType: 'application/json', text: '{"__proto__":{"isAdmin":true}}' },
  { kind: 'raw', contentType: 'application/json', text: '{"constructor":{"prototype":{"x":1}}}' },
  { kind: 'raw', contentType: 'text/plain', text: 'name=x' },
  { kind: 'raw', contentType: 'application/x-www-form-urlencoded', text: 'name=%00&x=1' },
  { kind: 'raw', contentType: 'multipart/form-data; boundary=b', text: '--b\r\nbasura' },
];

type G = fc.GeneratorValue;

const pick = <T>(g: G, list: readonly T[]): T => list[g(fc.nat, { max: list.length - 1 })];

const UUID_LIKE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NUMERIC_TEXT = [
  '1e20',
  '99999999999999999999999',
  '2147483648',
  '-2147483649',
  '9223372036854775808',
  '1.5',
  '-1',
];

/**
 * A hostile value for a field, half of the time one that looks like what was there: an id that does not exist
 * for an id, a number beyond its column for a number, a NUL byte in a text.
 */
export function hostile(g: G, current?: unknown): unknown {
  if (current !== undefined && g(fc.boolean)) {
    if (typeof current === 'string' && UUID_LIKE.test(current))
      return pick(g, [
        '00000000-0000-0000-0000-000000000000',
        g(fc.uuid),
        `${current}\u0000`,
        current.slice(1),
      ]);
    if (typeof current === 'number' || (typeof current === 'string' && /^-?\d+$/.test(current)))
      return g(fc.boolean) ? pick(g, HOSTILE_NUMBERS) : pick(g, NUMERIC_TEXT);
    if (typeof current === 'string')
      return pick(g, [
        `${current}\u0000`,
        `\u0000${current}`,
        `${current}\u001b[0m`,
        current.repeat(200),
        '',
      ]);
    if (typeof current === 'boolean') return pick(g, ['true', 1, 'sí', null]);
  }
  switch (g(fc.nat, { max: 5 })) {
    case 0:
    case 1:
      return pick(g, HOSTILE_STRINGS);
    case 2:
      return pick(g, HOSTILE_NUMBERS);
    case 3:
      return pick(g, HOSTILE_VALUES);
    case 4:
      return g(fc.string, { unit: 'binary', maxLength: 40 });
    default:
      return g(() => fc.oneof(fc.double(), fc.integer(), fc.string({ unit: 'grapheme' }), fc.uuid()));
  }
}

const UUID_NAMES: [RegExp, string][] = [
  [/^(id)?constructor(id)?$/i, 'constructors'],
  [/^(id)?seller(id)?$/i, 'sellers'],
  [/^projectids$/i, 'sellers'],
  [/^(city)?departments?(id)?$/i, 'departments'],
  [/^cit(y|ies)(id)?$/i, 'cities'],
  [/^certificateid$/i, 'certificates'],
  [/^(users?|userid)$/i, 'users'],
  [/^imageid$/i, 'images'],
  [/^transactionalid$/i, 'transactions'],
];

/** The pool a value of this name comes from, or undefined. */
function poolOf(name: string, path: string): string | undefined {
  if (/^refid$/i.test(name)) return 'refIds';
  if (/^(productids?|skuids)$/i.test(name)) return 'productIds';
  if (name === 'id' || name === 'Id') {
    if (path.includes('/files/')) return 'files';
    if (path.includes('certificate')) return 'certificates';
    if (path.includes('contact')) return 'contacts';
    if (path.includes('image')) return 'images';
    if (/constructor|realestate/.test(path)) return 'constructors';
    return 'sellers';
  }
  return UUID_NAMES.find(([re]) => re.test(name))?.[1];
}

/** A value that the schema accepts (as far as a generator can tell), preferring real ids. */
export function validValue(
  g: G,
  schema: JsonSchema,
  name: string,
  path: string,
  pools: Pools,
  depth = 0,
): unknown {
  const pool = poolOf(name, path);
  const schemas: JsonSchema[] = schema.anyOf ?? schema.oneOf;
  if (schemas) return validValue(g, pick(g, schemas), name, path, pools, depth);
  if (schema.enum) return pick(g, schema.enum);
  if (schema.const !== undefined) return schema.const;
  if (schema.type === 'array') {
    const n = g(fc.integer, { min: schema.minItems ?? 1, max: Math.min(schema.maxItems ?? 3, 3) });
    return Array.from({ length: n }, () => validValue(g, schema.items ?? {}, name, path, pools, depth + 1));
  }
  if (schema.type === 'object' || schema.properties) {
    const out: Record<string, unknown> = {};
    for (const [k, s] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>))
      if ((schema.required ?? []).includes(k) || g(fc.boolean))
        out[k] = validValue(g, s, k, path, pools, depth + 1);
    return out;
  }
  if (pool && pools[pool]?.length) {
    const v = pick(g, pools[pool]);
    return schema.type === 'string' ? String(v) : v;
  }
  if (schema.type === 'boolean') return g(fc.boolean);
  if (schema.type === 'integer' || schema.type === 'number')
    return g(fc.integer, {
      min: Math.max(schema.minimum ?? 0, -1000),
      max: Math.min(schema.maximum ?? 1000, 1000),
    });
  if (schema.format === 'uuid')
    return pick(
      g,
      Object.values(pools)
        .flat()
        .filter((v) => typeof v === 'string' && /^[0-9a-f-]{36}$/.test(v)),
    );
  if (schema.format === 'email') return pick(g, ['admin@andina.test', 'nadie@prueba.test']);
  if (schema.format === 'uri') return 'https://www.prueba.test/video';
  if (schema.format === 'binary') return { file: 'png' } satisfies FormValue;
  const max = Math.min(schema.maxLength ?? 30, 30);
  const min = Math.min(schema.minLength ?? 1, max);
  return g(fc.string, { minLength: min, maxLength: max, unit: 'grapheme-ascii' });
}

const VARY = ['leaf', 'leaf', 'leaf', 'drop', 'extra', 'body', 'param', 'param', 'contentType'] as const;

/** Every leaf of a value with its path (arrays and objects included as leaves too). */
function leaves(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  const out: (string | number)[][] = at.length ? [at] : [];
  if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value))
      out.push(...leaves(v, [...at, Array.isArray(value) ? Number(k) : k]));
  return out;
}

function valueAt(root: unknown, at: (string | number)[]): unknown {
  let node = root as Record<string | number, unknown> | undefined;
  for (const k of at) node = node?.[k] as Record<string | number, unknown> | undefined;
  return node;
}

function setAt(root: unknown, at: (string | number)[], value: unknown, drop = false): unknown {
  if (!at.length) return value;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const k of at.slice(0, -1)) node = node[k] as Record<string | number, unknown>;
  const last = at[at.length - 1];
  if (drop) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else node[last] = value;
  return copy;
}

const fileValue = (g: G): FormValue => ({ file: pick(g, ['png', 'html', 'empty', 'text'] as const) });

function encodeQuery(params: Record<string, string | string[]>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) for (const one of Array.isArray(v) ? v : [v]) q.append(k, one);
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** A path segment, percent-encoded; a lone surrogate becomes the bytes no UTF-8 decoder accepts. */
function pathSegment(v: string): string {
  try {
    return encodeURIComponent(v);
  } catch {
    return encodeURIComponent(v.replace(/[\ud800-\udfff]/g, '')).concat('%ED%A0%80');
  }
}

/** Turns a path template, its parameters and a body into a request. */
export function toRequest(op: Operation, ex: Example): RequestSpec {
  let path = op.path;
  const query: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(ex.params ?? {})) {
    if (path.includes(`{${k}}`)) path = path.replace(`{${k}}`, pathSegment(String(v)));
    else query[k] = v;
  }
  return { method: op.method, url: path + encodeQuery(query), body: ex.body };
}

const asText = (v: unknown): string | string[] =>
  Array.isArray(v)
    ? v.map((x) => (typeof x === 'string' ? x : JSON.stringify(x)))
    : typeof v === 'string'
      ? v
      : JSON.stringify(v);

/** A request built from the operation's schemas alone. */
export function fromSchema(g: G, op: Operation, pools: Pools): Example {
  const params: Record<string, string | string[]> = {};
  for (const p of op.params)
    if (p.required || p.in === 'path' || g(fc.boolean))
      params[p.name] = asText(validValue(g, p.schema, p.name, op.path, pools));
  if (!op.body) return { params };
  const [ct, schema] = pick(g, Object.entries(op.body.content));
  const value = validValue(g, schema, 'body', op.path, pools);
  if (ct === 'application/json') return { params, body: { kind: 'json', value } };
  const fields = Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [
      k,
      v && typeof v === 'object' && 'file' in v ? (v as FormValue) : (asText(v) as string),
    ]),
  );
  if (ct === 'multipart/form-data') return { params, body: { kind: 'multipart', fields } };
  return { params, body: { kind: 'form', fields: fields as Record<string, string> } };
}

/** One change that makes a valid example hostile: a field, a parameter, the body or its content type. */
export function mutate(g: G, op: Operation, ex: Example): { example: Example; mutation: string } {
  const kind = pick(g, VARY);
  const params = { ...(ex.params ?? {}) };
  const body = ex.body;
  if (kind === 'param' || (!body && kind !== 'extra')) {
    const names = [...new Set([...Object.keys(params), ...op.params.map((p) => p.name)])];
    if (!names.length)
      return {
        example: { ...ex, params: { [pick(g, ['x', 'PageNumber', '__proto__'])]: asText(hostile(g)) } },
        mutation: 'parámetro desconocido',
      };
    const name = pick(g, names);
    const choice = g(fc.nat, { max: 3 });
    if (choice === 0) delete params[name];
    else if (choice === 1)
      params[name] = [asText(hostile(g, params[name])) as string, String(params[name] ?? '')];
    else params[name] = asText(hostile(g, Array.isArray(params[name]) ? params[name][0] : params[name]));
    return { example: { ...ex, params }, mutation: `parámetro ${name}` };
  }
  if (kind === 'body' || !body)
    return { example: { params, body: pick(g, NOT_AN_OBJECT) }, mutation: 'cuerpo que no es un objeto' };
  if (kind === 'contentType') {
    const text = body.kind === 'json' ? JSON.stringify(body.value) : 'campo=valor';
    const contentType = pick(g, [
      'text/plain',
      'application/xml',
      'application/json',
      'multipart/form-data',
      'application/x-www-form-urlencoded',
    ]);
    return {
      example: { params, body: { kind: 'raw', contentType, text } },
      mutation: `tipo de contenido ${contentType}`,
    };
  }
  if (body.kind === 'json') {
    const paths = leaves(body.value);
    if (kind === 'extra' || !paths.length)
      return {
        example: {
          params,
          body: {
            kind: 'json',
            value: setAt(body.value, [pick(g, ['__proto__', 'constructor', 'extra', 'isAdmin'])], hostile(g)),
          },
        },
        mutation: 'campo de más',
      };
    const at = pick(g, paths);
    const value = setAt(body.value, at, hostile(g, valueAt(body.value, at)), kind === 'drop');
    return {
      example: { params, body: { kind: 'json', value } },
      mutation: `${kind === 'drop' ? 'sin' : 'campo'} ${at.join('.')}`,
    };
  }
  if (body.kind === 'multipart' || body.kind === 'form') {
    const fields = { ...body.fields } as Record<string, FormValue>;
    const names = Object.keys(fields);
    const name =
      kind === 'extra' || !names.length ? pick(g, ['extra', '__proto__', 'File', 'logo']) : pick(g, names);
    if (kind === 'drop') delete fields[name];
    // An own field even when named __proto__ (a plain assignment would change the object's prototype instead).
    else
      Object.defineProperty(fields, name, {
        value:
          g(fc.boolean) && body.kind === 'multipart'
            ? fileValue(g)
            : (asText(hostile(g, Object.hasOwn(fields, name) ? fields[name] : undefined)) as string),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    return {
      example: { params, body: { ...body, fields } as RequestSpec['body'] },
      mutation: `${kind === 'drop' ? 'sin' : 'campo'} ${name}`,
    };
  }
  return { example: { params, body: pick(g, NOT_AN_OBJECT) }, mutation: 'cuerpo que no es un objeto' };
}

export const newUuid = () => randomUUID();
