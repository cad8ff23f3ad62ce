// `npm run test:scale` (issue 16): two API instances behind nginx on PostgreSQL and Redis, proven on this machine.
//   1. Shared state: six wrong passwords spread over both instances lock the account; a user deactivated through
//      one instance is refused by the other within a second.
//   2. Throughput of the property list on one instance and on two (through nginx), with CPU per process and the
//      database and Redis calls per request from each instance's metrics.
//   3. 50 virtual users for 60 s (sign-in, refresh, list with filters, detail, a save, notifications) while one
//      instance is killed with SIGKILL and started again: only requests in flight on it at that moment may fail.
//   4. The same load through a rolling restart (SIGTERM, one instance after the other): no request fails.
// After each load: every session still refreshes, every property saved is whole. Prints the figures (for
// docs/performance.md) and exits 1 when a rule does not hold. SCALE_SECONDS and SCALE_USERS shorten a local try.
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { builderPropertyBody } from '../apps/api/test/factories/property-bodies.ts';
import { Cluster, NGINX_FAIL_TIMEOUT_S } from './cluster.ts';
import { freePort } from './free-port.mjs';
import { backInRotation, servedThroughNginx, throughput } from './scale-throughput.ts';

const SECONDS = Number(process.env.SCALE_SECONDS ?? 60);
const USERS = Number(process.env.SCALE_USERS ?? 50);
const ADMIN_URL = process.env.SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PASSWORD = 'Demo#2026';
const TOKEN_PATH = '/api/auth/connect/token?marketplaceId=tu360-inmobiliario&tokenCaptcha=captcha-disabled';
const LIST = '/api/product/api/v2/get-realstates';
const LIST_QUERY =
  'SkuStatus=Published&Categories=Apartment&Categories=House&MinimumPrice=100000000&MaximumPrice=900000000&field=price&order=asc&PageNumber=1&PageSize=14';

const problems: string[] = [];
const check = (ok: boolean, what: string) => {
  console.log(`${ok ? '✔' : '✘'} ${what}`);
  if (!ok) problems.push(what);
};

// ── HTTP ────────────────────────────────────────────────────────────────────────────────────────────────────
interface Sample {
  kind: string;
  start: number;
  end: number;
  status: number;
  error?: string;
}
let samples: Sample[] = [];

/** A failed answer in a few words: nginx's page by its title, the API's JSON as it came (both cut to 100). */
const answerText = (text: string) =>
  (/<title>([^<]*)<\/title>/i.exec(text)?.[1] ?? text).replace(/\s+/g, ' ').trim().slice(0, 100);

async function call(
  base: string,
  kind: string,
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; json: unknown }> {
  const start = Date.now();
  try {
    const res = await fetch(`${base}${url}`, { ...init, signal: AbortSignal.timeout(30_000) });
    const text = await res.text();
    samples.push({
      kind,
      start,
      end: Date.now(),
      status: res.status,
      // What a failed answer said, for the failures' summary (nginx's page or the API's Message).
      ...(res.status >= 500 ? { error: answerText(text) } : {}),
    });
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    return { status: res.status, json };
  } catch (e) {
    samples.push({ kind, start, end: Date.now(), status: 0, error: (e as Error).message });
    return { status: 0, json: null };
  }
}

interface Tokens {
  access_token: string;
  refresh_token: string;
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

async function signIn(base: string, user: string, password = PASSWORD, kind = 'sign-in') {
  return call(base, kind, TOKEN_PATH, {
    method: 'POST',
    body: form({ grant_type: 'password', username: user, password, client_id: 'tu360-portal' }),
  });
}

async function refresh(base: string, refreshToken: string) {
  return call(base, 'refresh', TOKEN_PATH, {
    method: 'POST',
    body: form({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: 'tu360-portal' }),
  });
}

const bearer = (t: string) => ({ authorization: `Bearer ${t}` });

// ── Virtual users ───────────────────────────────────────────────────────────────────────────────────────────
interface VirtualUser {
  n: number;
  tokens: Tokens;
  /** Its own property (created at the start), and every name a save sent for it. */
  propertyId: number;
  names: Set<string>;
  /** A refresh that failed in flight may have been used by the server: the session may be gone, honestly. */
  refreshLostInFlight: boolean;
}

async function startUser(base: string, n: number, sellerId: string): Promise<VirtualUser> {
  const s = await signIn(base, 'admin@andina.test');
  if (s.status !== 200) throw new Error(`VU ${n}: el ingreso inicial respondió ${s.status}`);
  const tokens = s.json as Tokens;
  const name = `Escala VU ${n}`;
  const created = await call(base, 'save', '/api/product/api/v5/create-product', {
    method: 'POST',
    headers: { ...bearer(tokens.access_token), 'content-type': 'application/json' },
    body: JSON.stringify(builderPropertyBody(sellerId, 3, { name })),
  });
  if (created.status !== 201) throw new Error(`VU ${n}: crear su inmueble respondió ${created.status}`);
  return {
    n,
    tokens,
    propertyId: (created.json as { productId: number }).productId,
    names: new Set([name]),
    refreshLostInFlight: false,
  };
}

async function runUser(base: string, vu: VirtualUser, sellerId: string, until: number) {
  let i = 0;
  while (Date.now() < until) {
    i++;
    const h = bearer(vu.tokens.access_token);
    const list = await call(base, 'list', `${LIST}?${LIST_QUERY}`, { headers: h });
    const rows = ((list.json as { data?: { productId: number }[] } | null)?.data ?? []).map(
      (r) => r.productId,
    );
    const detailId = rows.length ? rows[i % rows.length] : vu.propertyId;
    await call(base, 'detail', `/api/product/api/v2/get-product-id?productId=${detailId}`, { headers: h });
    await call(
      base,
      'notifications',
      '/api/notification/api/notification/v2/get-by-notification-state-count',
      {
        headers: h,
      },
    );
    if (i % 4 === 0) {
      const name = `Escala VU ${vu.n} #${i}`;
      vu.names.add(name);
      await call(base, 'save', '/api/product/api/v5/update-product', {
        method: 'PUT',
        headers: { ...h, 'content-type': 'application/json' },
        body: JSON.stringify(builderPropertyBody(sellerId, 3, { name, productId: vu.propertyId })),
      });
    }
    if (i % 8 === 0) {
      const r = await refresh(base, vu.tokens.refresh_token);
      if (r.status === 200) vu.tokens = r.json as Tokens;
      else if (r.status === 0 || r.status >= 500) vu.refreshLostInFlight = true;
    }
    if (i % 20 === 0) {
      const s = await signIn(base, 'admin@andina.test');
      if (s.status === 200) {
        vu.tokens = s.json as Tokens;
        vu.refreshLostInFlight = false;
      }
    }
  }
}

function percentile(values: number[], p: number) {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function summary(title: string, from: number) {
  const mine = samples.filter((s) => s.start >= from);
  const failed = mine.filter((s) => s.status === 0 || s.status >= 500);
  const lat = mine.map((s) => s.end - s.start);
  console.log(
    `${title}: ${mine.length} peticiones, p50 ${percentile(lat, 50)} ms, p95 ${percentile(lat, 95)} ms, p99 ${percentile(lat, 99)} ms, fallidas ${failed.length} (${((100 * failed.length) / Math.max(1, mine.length)).toFixed(3)} %)`,
  );
  const byKind = new Map<string, number[]>();
  for (const s of mine) byKind.set(s.kind, [...(byKind.get(s.kind) ?? []), s.end - s.start]);
  for (const [kind, l] of byKind)
    console.log(
      `   ${kind.padEnd(14)} ${String(l.length).padStart(6)}  p50 ${percentile(l, 50)} ms  p95 ${percentile(l, 95)} ms`,
    );
  return { mine, failed };
}

/**
 * The failures of a load grouped by call, status and message, with when they started (seconds into the load), and
 * the end of nginx's error log: CI keeps only the end of its log, so the lines start with "   fallidas" (kept by
 * .ci/run's summary).
 */
function printFailures(failed: Sample[], from: number, cluster: Cluster) {
  if (!failed.length) return;
  const groups = new Map<string, Sample[]>();
  for (const f of failed) {
    const key = `${f.kind} ${f.status} ${f.error ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  const at = (t: number) => ((t - from) / 1000).toFixed(1);
  for (const [key, list] of [...groups].sort((a, b) => b[1].length - a[1].length).slice(0, 8))
    console.log(
      `   fallidas: ${list.length} × ${key} (de ${at(list[0].start)} s a ${at(list[list.length - 1].end)} s)`,
    );
  for (const line of cluster.nginxErrors(5)) console.log(`   fallidas, nginx: ${line.slice(0, 200)}`);
}

/** After a load: every session refreshes; every property is whole (its details once each, a name it was sent). */
async function afterLoad(base: string, sql: postgres.Sql, users: VirtualUser[], label: string) {
  let lost = 0;
  let lostInFlight = 0;
  for (const vu of users) {
    const r = await refresh(base, vu.tokens.refresh_token);
    if (r.status === 200) vu.tokens = r.json as Tokens;
    else if (vu.refreshLostInFlight) lostInFlight++;
    else lost++;
  }
  check(
    lost === 0,
    `${label}: ninguna sesión perdida (${users.length - lost - lostInFlight} refrescan; ${lostInFlight} cuyo refresco quedó en vuelo en la instancia muerta)`,
  );
  const ids = users.map((u) => u.propertyId);
  const rows = await sql<{ product_id: string; name: string; details: number; distinct_keys: number }[]>`
    select p.product_id, p.name, count(d.*)::int as details, count(distinct d.key)::int as distinct_keys
    from properties p left join property_details d on d.property_id = p.id
    where p.product_id in ${sql(ids)} group by p.id`;
  const whole = rows.filter((r) => {
    // bigint columns come back as text.
    const vu = users.find((u) => u.propertyId === Number(r.product_id));
    return !!vu?.names.has(r.name) && r.details === r.distinct_keys && r.details >= 15;
  });
  check(
    rows.length === users.length && whole.length === users.length,
    `${label}: ${whole.length}/${users.length} inmuebles guardados enteros (detalles completos y sin duplicar, un nombre enviado)`,
  );
}

// ── The run ─────────────────────────────────────────────────────────────────────────────────────────────────
async function main() {
  const name = `tu360_scale_${Date.now()}`;
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const dbUrl = new URL(ADMIN_URL);
  dbUrl.pathname = `/${name}`;
  const port = await freePort();
  const cluster = new Cluster({
    instances: 2,
    port,
    firstInstancePort: 0,
    instancePorts: [await freePort(), await freePort()],
    databaseUrl: dbUrl.href,
    redisUrl: REDIS_URL,
    dataDir: path.join(tmpdir(), `tu360-e2e-scale-${port}`),
    env: {
      // The load comes from one address (this machine): the per-address sign-in ceiling and failure budget (which
      // counts each sign-in in flight until its password is checked) are for offices of people, not 50 robots
      // signing in at the same instant. The account's lockout still holds (checked first).
      SIGN_IN_RATE_CEILING: '1000000',
      SIGN_IN_FAILURES_PER_ADDRESS: '1000000',
    },
  });
  const sql = postgres(dbUrl.href, { max: 2, onnotice: () => {} });
  try {
    console.log(
      `PostgreSQL ${name}, Redis ${REDIS_URL}; ${USERS} usuarios virtuales, ${SECONDS} s por carga`,
    );
    await cluster.start();
    const [a, b] = cluster.instances.map((s) => `http://127.0.0.1:${s.port}`);

    // 1. Shared state across instances.
    for (let k = 0; k < 6; k++) await signIn(k % 2 ? b : a, 'asesor@andina.test', 'Equivocada#1', 'lockout');
    const locked = await signIn(a, 'asesor@andina.test', PASSWORD, 'lockout');
    const lockedOther = await signIn(b, 'asesor@andina.test', PASSWORD, 'lockout');
    check(
      locked.status >= 400 && lockedOther.status >= 400,
      `seis contraseñas equivocadas repartidas entre las dos instancias bloquean la cuenta en ambas (${locked.status}/${lockedOther.status}: ${JSON.stringify(locked.json).slice(0, 120)})`,
    );
    const viewer = (await signIn(b, 'visor@andina.test')).json as Tokens;
    const boss = (await signIn(a, 'admin@andina.test')).json as Tokens;
    const [visor] = await sql<{ id: string }[]>`select id from users where user_name = 'visor@andina.test'`;
    const deactivated = await call(a, 'users', `/api/auth/api/users/${visor.id}/deactivate`, {
      method: 'POST',
      headers: bearer(boss.access_token),
    });
    const t0 = Date.now();
    let refusedAfter = -1;
    while (Date.now() - t0 < 3000) {
      const r = await call(b, 'list', `${LIST}?PageNumber=1&PageSize=1`, {
        headers: bearer(viewer.access_token),
      });
      if (r.status === 401) {
        refusedAfter = Date.now() - t0;
        break;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    check(
      deactivated.status === 200 && refusedAfter >= 0 && refusedAfter <= 1000,
      `un usuario desactivado en una instancia es rechazado por la otra en ${refusedAfter} ms (≤ 1 s)`,
    );

    // 2. Throughput, one instance and two.
    const pids = cluster.instances.map((s) => s.process?.pid ?? 0);
    const one = await throughput(
      cluster,
      `${a}${LIST}?${LIST_QUERY}`,
      LIST,
      boss.access_token,
      'listado, una instancia (directo)',
      pids,
    );
    const two = await throughput(
      cluster,
      `${cluster.url}${LIST}?${LIST_QUERY}`,
      LIST,
      boss.access_token,
      'listado, dos instancias (nginx)',
      pids,
    );
    const spq = (r: typeof one) => r.perInstance.filter((s) => s.requests).map((s) => s.statementsPerRequest);
    check(
      one.errors === 0 && two.errors === 0 && [...spq(two)].every((v) => Math.abs(v - spq(one)[0]) < 0.05),
      'las sentencias SQL por petición son las mismas con una y con dos instancias (nada compartido las serializa)',
    );

    const [project] = await sql<{ id: string }[]>`select id from sellers where name = 'Torres del Río'`;
    // 3. Load with an instance killed (SIGKILL) and started again.
    samples = [];
    const users = await Promise.all(
      Array.from({ length: USERS }, (_, n) => startUser(cluster.url, n, project.id)),
    );
    let from = Date.now();
    const until = from + SECONDS * 1000;
    const load = Promise.all(users.map((vu) => runUser(cluster.url, vu, project.id, until)));
    await new Promise((r) => setTimeout(r, SECONDS * 400));
    const killAt = Date.now();
    await cluster.stopInstance(1, 'SIGKILL');
    // A process killed under load takes a moment to die (the kernel closes its sockets last): requests that reached
    // it until then were in flight on it too.
    const deadAt = Date.now();
    console.log(
      `instancia 2 terminada con SIGKILL a los ${((killAt - from) / 1000).toFixed(1)} s (muerta ${deadAt - killAt} ms después)`,
    );
    await new Promise((r) => setTimeout(r, SECONDS * 300));
    await cluster.startInstance(1);
    await load;
    const killRun = summary('carga con SIGKILL', from);
    const spanning = killRun.mine.filter((s) => s.start <= deadAt && s.end >= killAt);
    const unexplained = killRun.failed.filter((s) => !(s.start <= deadAt && s.end >= killAt));
    check(
      unexplained.length === 0,
      `SIGKILL: solo fallaron peticiones en vuelo mientras la instancia moría (${killRun.failed.length} fallidas de ${spanning.length} en vuelo; ${unexplained.length} fuera de ese momento)`,
    );
    // Those in flight one by one (a handful), those outside that moment grouped: they could be thousands.
    for (const f of killRun.failed.filter((s) => !unexplained.includes(s)).slice(0, 10))
      console.log(
        `   fallida: ${f.kind} ${f.status} ${f.error ?? ''} empezó ${f.start - killAt} ms y terminó ${f.end - killAt} ms respecto a SIGKILL`,
      );
    printFailures(unexplained, from, cluster);
    await afterLoad(cluster.url, sql, users, 'SIGKILL');

    // 4. Rolling restart with SIGTERM: nothing fails.
    samples = [];
    from = Date.now();
    const until2 = from + SECONDS * 1000;
    const load2 = Promise.all(users.map((vu) => runUser(cluster.url, vu, project.id, until2)));
    let backAt = 0;
    let servedAtBack = 0;
    for (const [i, at] of [
      [0, 0.2],
      [1, 0.55],
    ] as const) {
      // As a deploy does: the next instance stops once nginx takes the previous one back (its fail_timeout after
      // it is ready). Stopped sooner, nginx had neither for up to 3 s: thousands of fast 502s (CI of stop 25).
      const next = Math.max(from + SECONDS * 1000 * at, backAt + NGINX_FAIL_TIMEOUT_S * 1000 + 500);
      await new Promise((r) => setTimeout(r, Math.max(0, next - Date.now())));
      // And once nginx really sends it requests again: a probe that nginx sent it just before it was ready counts as
      // a failure and keeps it out for another fail_timeout (CI rehearsal of session 16: the next instance began
      // draining while nginx still left the previous one out, 129 fast 502s).
      if (i > 0) await backInRotation(cluster.instances[i - 1].port, servedAtBack);
      const code = await cluster.stopInstance(i, 'SIGTERM');
      console.log(
        `instancia ${i + 1} detenida con SIGTERM (salida ${code}) a los ${((Date.now() - from) / 1000).toFixed(1)} s`,
      );
      await cluster.startInstance(i);
      backAt = Date.now();
      servedAtBack = await servedThroughNginx(cluster.instances[i].port);
      console.log(`instancia ${i + 1} lista otra vez a los ${((backAt - from) / 1000).toFixed(1)} s`);
    }
    await load2;
    const rolling = summary('carga con reinicio escalonado', from);
    check(
      rolling.failed.length === 0,
      `reinicio escalonado: ninguna petición falló (${rolling.failed.length} de ${rolling.mine.length})`,
    );
    printFailures(rolling.failed, from, cluster);
    await afterLoad(cluster.url, sql, users, 'reinicio escalonado');
    console.log(
      `proporción dos/una instancia en el listado: ${(two.rps / one.rps).toFixed(2)}× (2 núcleos en esta máquina)`,
    );
  } finally {
    await cluster.stop().catch(() => {});
    await sql.end();
    await admin.unsafe(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end();
  }
  console.log(
    problems.length ? `✘ prueba de escala: ${problems.length} reglas no se cumplen` : '✔ prueba de escala',
  );
  process.exit(problems.length ? 1 : 0);
}

void main().catch((e) => {
  console.error(e);
  process.exit(1);
});
