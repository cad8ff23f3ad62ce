// Issue 16: request ids, readiness and draining, Prometheus metrics, event streams ended with a retry hint, start-up
// work under one lock, and the configuration a deployment of several instances refuses.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../src/db/client.ts';
import { loadEnv } from '../src/env.ts';
import { createTestApp, login, passwordGrant, type TestApp } from './helper.ts';
import { randomDbName, urlForDatabase, withAdmin } from './test-database.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['the balancer’s id is kept', 'nginx-3f2a9c1d7e', 'nginx-3f2a9c1d7e'],
    ['an id with characters that are not an id’s is replaced', '<script>alert(1)</script>', UUID],
    ['an id too short is replaced', 'abc', UUID],
    ['an id too long is replaced', 'x'.repeat(65), UUID],
    ['no id: a new one', undefined, UUID],
  ])('%s', async (_why, given, expected) => {
    const res = await t.app.inject({
      url: '/api/health',
      headers: given === undefined ? {} : { 'x-request-id': given },
    });
    const id = String(res.headers['x-request-id']);
    if (typeof expected === 'string') expect(id).toBe(expected);
    else expect(id).toMatch(expected);
  });

  it('answers an error with its request id too', async () => {
    const res = await t.app.inject({ url: '/api/no-existe', headers: { 'x-request-id': 'req-0123456789' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-request-id']).toBe('req-0123456789');
  });
});

describe('readiness and draining', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is ready while the database answers, and not while draining; answers close their connection then', async () => {
    let res = await t.app.inject({ url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ready: true, database: t.database.kind });
    expect(res.headers.connection).not.toBe('close');

    t.app.lifecycle.draining = true;
    try {
      res = await t.app.inject({ url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ Message: 'Esta instancia se está deteniendo: no acepta trabajo nuevo.' });
      expect(res.headers.connection).toBe('close');
      // Liveness is not readiness: the process is alive and finishes its work.
      res = await t.app.inject({ url: '/api/health' });
      expect(res.statusCode).toBe(200);
      expect(res.headers.connection).toBe('close');
    } finally {
      t.app.lifecycle.draining = false;
    }
  });

  it('while draining, refuses new GETs (a balancer sends them elsewhere) and serves the other methods to the end', async () => {
    const admin = await login(t.app, 'admin@andina.test');
    const list = {
      url: '/api/product/api/v2/get-realstates?PageNumber=1&PageSize=10',
      headers: admin.headers,
    };
    expect((await t.app.inject(list)).statusCode).toBe(200);
    t.app.lifecycle.draining = true;
    try {
      const refused = await t.app.inject(list);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({
        Message: 'Esta instancia se está deteniendo: no acepta trabajo nuevo.',
      });
      expect(refused.headers['retry-after']).toBe('1');
      expect(refused.headers.connection).toBe('close');
      expect((await t.app.inject({ method: 'HEAD', url: '/api/health/ready' })).statusCode).toBe(503);
      // A POST is not sent twice by a balancer: it is served (here: a sign-in), and its connection closes.
      const signIn = await passwordGrant(t.app, 'admin@andina.test', 'no-es-la-clave');
      expect(signIn.statusCode).toBe(400);
      expect(signIn.headers.connection).toBe('close');
    } finally {
      t.app.lifecycle.draining = false;
    }
    expect((await t.app.inject(list)).statusCode).toBe(200);
  });
});

describe('metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await t.app.inject({ url: '/api/metrics' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };
  const sample = (text: string, series: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`${series} `));
    return line === undefined ? undefined : Number(line.slice(series.length + 1));
  };

  it('counts requests by route pattern and status, never by raw URL', async () => {
    const admin = await login(t.app, 'admin@andina.test');
    await t.app.inject({ url: '/api/health' });
    await t.app.inject({ url: '/api/health' });
    const id = '00000000-0000-4000-8000-000000000000';
    await t.app.inject({ url: `/api/product/api/v1/realstate/${id}`, headers: admin.headers });
    await t.app.inject({ url: '/api/esto-no-existe' });
    const text = await scrape();
    expect(sample(text, 'tu360_http_requests_total{method="GET",route="/api/health",status="200"}')).toBe(2);
    expect(text).not.toContain(id);
    expect(text).toContain('route="sin ruta",status="404"');
    expect(text).toMatch(
      /tu360_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/health"\}/,
    );
  });

  it('reports database statements, readiness, open streams, running bulk loads and the process', async () => {
    const before = sample(await scrape(), 'tu360_database_statements_total') ?? Number.NaN;
    await t.app.inject({ url: '/api/health' });
    const text = await scrape();
    // The health probe's select 1 at least.
    expect(sample(text, 'tu360_database_statements_total')).toBeGreaterThan(before);
    expect(sample(text, 'tu360_ready')).toBe(1);
    // The pool: its size, and connections within it (the job queue's poll may be running a statement right now,
    // so "none active" would be a race).
    const max = sample(text, 'tu360_database_pool_max') ?? 0;
    expect(max).toBe(t.database.kind === 'pglite' ? 1 : 4);
    const active = sample(text, 'tu360_database_pool_active') ?? Number.NaN;
    const idle = sample(text, 'tu360_database_pool_idle') ?? Number.NaN;
    expect(active).toBeGreaterThanOrEqual(0);
    expect(idle).toBeGreaterThanOrEqual(t.database.kind === 'pglite' ? 1 : 0);
    expect(active + idle).toBeLessThanOrEqual(max);
    expect(sample(text, 'tu360_event_streams_open')).toBe(0);
    expect(sample(text, 'tu360_bulk_load_jobs_running')).toBe(0);
    expect(text).toContain('tu360_process_resident_memory_bytes');
    expect(text).toContain('tu360_nodejs_eventloop_lag_seconds');
  });

  it('counts a connection running a statement as active (PostgreSQL; PGlite’s one connection is shown idle)', async () => {
    if (t.database.kind === 'pglite') {
      // Its one connection: a running statement would hold it, and the scrape would wait for the end of it.
      const text = await scrape();
      expect(sample(text, 'tu360_database_pool_active')).toBe(0);
      expect(sample(text, 'tu360_database_pool_idle')).toBe(1);
      return;
    }
    const sleeping = t.database.raw('select pg_sleep(1.5)', []);
    try {
      // The statement is running once PostgreSQL says so (its own view, not a guess by the clock).
      const deadline = Date.now() + 5_000;
      let active = 0;
      while (active < 1 && Date.now() < deadline) {
        active = sample(await scrape(), 'tu360_database_pool_active') ?? 0;
      }
      expect(active).toBeGreaterThanOrEqual(1);
    } finally {
      await sleeping;
    }
  });

  it('refuses a request relayed by a proxy (X-Forwarded-For) when no token is set', async () => {
    const res = await t.app.inject({ url: '/api/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().Message).toMatch(/^Las métricas solo se sirven/);
  });

  it('with METRICS_TOKEN, answers its bearer only', async () => {
    const withToken = await createTestApp({ METRICS_TOKEN: 'secreto-de-metricas-123' });
    try {
      const call = (authorization?: string) =>
        withToken.app.inject({ url: '/api/metrics', headers: authorization ? { authorization } : {} });
      expect((await call()).statusCode).toBe(403);
      expect((await call('Bearer otro-secreto-de-metrica')).statusCode).toBe(403);
      expect((await call('Bearer secreto-de-metricas-123')).statusCode).toBe(200);
    } finally {
      await withToken.close();
    }
  });
});

describe('an instance that stops', () => {
  it('ends its open event streams with a retry hint for the client', async () => {
    const t = await createTestApp();
    let closed = false;
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      const { access_token } = await login(t.app, 'admin@andina.test');
      const res = await fetch(`http://127.0.0.1:${port}/api/notification/api/notification/v2/stream`, {
        headers: { authorization: `Bearer ${access_token}` },
      });
      expect(res.status).toBe(200);
      const reading = res.text();
      // The stream is open once its first event (the unread total) is out; then the instance stops.
      await new Promise((r) => setTimeout(r, 200));
      await t.close();
      closed = true;
      const body = await reading;
      expect(body).toMatch(/^event: notification\n/m);
      expect(body.endsWith('retry: 1000\n\n')).toBe(true);
    } finally {
      if (!closed) await t.close();
    }
  });
});

describe('start-up work runs once however many instances start together', () => {
  // A PostgreSQL lock: run whenever a PostgreSQL server is given (both passes of CI), whichever database the app's
  // tests use.
  it.runIf(!!process.env.TEST_DATABASE_URL)(
    'three instances migrating a new database at once: each waits for the lock, the migrations run once',
    async () => {
      const name = randomDbName('tu360_lock');
      await withAdmin((s) => s.unsafe(`create database ${name}`));
      const instances = await Promise.all([1, 2, 3].map(() => openPostgres(urlForDatabase(name), 3)));
      try {
        const order: string[] = [];
        await Promise.all(
          instances.map((d, i) =>
            d.exclusive(async () => {
              order.push(`start ${i}`);
              await d.migrate();
              order.push(`end ${i}`);
            }),
          ),
        );
        // Never two inside at once: every start is followed by its own end.
        for (let k = 0; k < order.length; k += 2) expect(order[k + 1]).toBe(order[k].replace('start', 'end'));
        const [{ n }] = (await instances[0].raw(
          'select count(*)::int as n from drizzle.__drizzle_migrations',
          [],
        )) as { n: number }[];
        const journal = (await import('../src/db/migrations/meta/_journal.json', { with: { type: 'json' } }))
          .default as { entries: unknown[] };
        expect(n).toBe(journal.entries.length);
      } finally {
        await Promise.all(instances.map((d) => d.close()));
        await withAdmin((s) => s.unsafe(`drop database if exists ${name} with (force)`));
      }
    },
  );

  it('on PGlite (one process by its data directory lock) the work just runs', async () => {
    const t = await createTestApp();
    try {
      expect(await t.database.exclusive(async () => 'hecho')).toBe('hecho');
    } finally {
      await t.close();
    }
  });
});

describe('a deployment of several instances (INSTANCE_COUNT)', () => {
  const base = { DATA_DIR: '/tmp/tu360-env-test', LOG_LEVEL: 'silent' };
  it.each([
    ['one instance on PGlite and local disk', { INSTANCE_COUNT: '1' }, null],
    [
      'two instances on PGlite',
      { INSTANCE_COUNT: '2', S3_BUCKET: 'fotos' },
      'DATABASE_URL: varias instancias (INSTANCE_COUNT > 1) necesitan PostgreSQL',
    ],
    [
      'two instances with files on a local disk',
      { INSTANCE_COUNT: '2', DATABASE_URL: 'postgres://x@localhost/db' },
      'S3_BUCKET: varias instancias (INSTANCE_COUNT > 1) necesitan un almacenamiento de archivos compartido',
    ],
    [
      'two instances with the request limits in memory',
      { INSTANCE_COUNT: '2', DATABASE_URL: 'postgres://x@localhost/db', S3_BUCKET: 'fotos' },
      'REDIS_URL: varias instancias (INSTANCE_COUNT > 1) necesitan Redis',
    ],
    [
      'two instances on PostgreSQL, S3 and Redis, each with its own DATA_DIR and no shared signing key',
      {
        INSTANCE_COUNT: '2',
        DATABASE_URL: 'postgres://x@localhost/db',
        S3_BUCKET: 'fotos',
        REDIS_URL: 'redis://localhost:6379',
      },
      'SIGNING_KEY_FILE: varias instancias (INSTANCE_COUNT > 1) deben firmar los tokens con la misma llave',
    ],
    [
      'two instances on PostgreSQL, S3 and Redis, with the deployment’s signing key',
      {
        INSTANCE_COUNT: '2',
        DATABASE_URL: 'postgres://x@localhost/db',
        S3_BUCKET: 'fotos',
        REDIS_URL: 'redis://localhost:6379',
        SIGNING_KEY_FILE: '/run/secrets/tu360-llave.json',
      },
      null,
    ],
    [
      'two instances on PostgreSQL, a shared disk and Redis',
      {
        INSTANCE_COUNT: '2',
        DATABASE_URL: 'postgres://x@localhost/db',
        SHARED_DISK: 'on',
        REDIS_URL: 'redis://localhost:6379',
      },
      null,
    ],
  ] as const)('%s', (_why, vars, refusal) => {
    const load = () => loadEnv({ ...base, ...vars });
    if (refusal) expect(load).toThrow(refusal);
    else expect(load().INSTANCE_COUNT).toBe(Number(vars.INSTANCE_COUNT));
  });
});
