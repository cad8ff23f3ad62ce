// The throughput half of `npm run test:scale`: a process's CPU, an instance's Prometheus metrics, and a load of one
// URL measured against both.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import type { Cluster } from './cluster.ts';

/** nginx's default keepalive_requests, which deploy/nginx/tu360.conf keeps. */
const NGINX_KEEPALIVE_REQUESTS = 1000;

const TICKS = 100;
export function cpuSeconds(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return 0;
  }
}

export async function metricsOf(port: number): Promise<Map<string, number>> {
  const text = await (await fetch(`http://127.0.0.1:${port}/api/metrics`)).text();
  const m = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const i = line.lastIndexOf(' ');
    m.set(line.slice(0, i), Number(line.slice(i + 1)));
  }
  return m;
}
const sumOf = (m: Map<string, number>, prefix: string, contains = '') =>
  [...m].filter(([k]) => k.startsWith(prefix) && k.includes(contains)).reduce((a, [, v]) => a + v, 0);

/** Requests an instance has answered, but for the health and metrics probes (which come straight, not through nginx). */
export async function servedThroughNginx(port: number): Promise<number> {
  const m = await metricsOf(port);
  return [...m]
    .filter(([k]) => k.startsWith('tu360_http_requests_total') && !/\/api\/(health|metrics)/.test(k))
    .reduce((a, [, v]) => a + v, 0);
}

/**
 * Waits until nginx sends a restarted instance requests again (while the load runs), as a deploy should before it
 * stops the next instance; gives up after 20 s (the test then reports what failed).
 */
export async function backInRotation(port: number, servedAtBack: number) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline && (await servedThroughNginx(port)) < servedAtBack + 10)
    await new Promise((r) => setTimeout(r, 100));
}

/**
 * 10 s of autocannon on one URL (10 connections), with the CPU of each instance's process and, from each instance's
 * metrics, the requests it answered on `route` and the SQL statements and Redis commands per request.
 */
export async function throughput(
  cluster: Cluster,
  url: string,
  route: string,
  token: string,
  label: string,
  pids: number[],
) {
  const ports = cluster.instances.map((s) => s.port);
  const before = await Promise.all(ports.map(metricsOf));
  const cpu0 = pids.map(cpuSeconds);
  const run = autocannon({
    url,
    connections: 10,
    duration: 10,
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    // nginx closes a client's connection after its 1000th request (keepalive_requests), with `Connection: close`.
    // autocannon ignores that header and writes its next request on the closing socket, which then fails with
    // ECONNRESET although every answer was a 200 (seen once in CI at 1,229 req/s, and reproduced with 2,500
    // requests per connection). A browser opens a new connection instead; so does this client, a little sooner.
    reconnectRate: NGINX_KEEPALIVE_REQUESTS - 100,
  });
  const failures = new Map<string, number>();
  run.on('reqError', (e: Error) => failures.set(e.message, (failures.get(e.message) ?? 0) + 1));
  const result = await run;
  for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {}))
    if (!code.startsWith('2')) failures.set(`HTTP ${code}`, count);
  const cpu1 = pids.map(cpuSeconds);
  const after = await Promise.all(ports.map(metricsOf));
  const perInstance = ports.map((p, i) => {
    const requests =
      sumOf(after[i], 'tu360_http_requests_total', `route="${route}"`) -
      sumOf(before[i], 'tu360_http_requests_total', `route="${route}"`);
    const statements =
      sumOf(after[i], 'tu360_database_statements_total') -
      sumOf(before[i], 'tu360_database_statements_total');
    const redis =
      sumOf(after[i], 'tu360_redis_commands_total') - sumOf(before[i], 'tu360_redis_commands_total');
    return {
      port: p,
      requests,
      statementsPerRequest: requests ? statements / requests : 0,
      redisPerRequest: requests ? redis / requests : 0,
    };
  });
  const cpu = pids.map((pid, i) => `${pid}: ${((cpu1[i] - cpu0[i]) / 10).toFixed(2)} núcleos`).join(', ');
  console.log(
    `${label}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p97.5 ${result.latency.p97_5} ms, errores ${result.errors + result.non2xx}; CPU ${cpu}`,
  );
  for (const [what, count] of failures) console.log(`   error: ${what} ×${count}`);
  for (const s of perInstance)
    if (s.requests)
      console.log(
        `   instancia :${s.port}: ${s.requests} peticiones, ${s.statementsPerRequest.toFixed(2)} sentencias SQL y ${s.redisPerRequest.toFixed(2)} comandos Redis por petición`,
      );
  return { rps: result.requests.average, errors: result.errors + result.non2xx, perInstance };
}
