// `npm run start:cluster` (issue 16): builds once, starts N API instances (default 2) on their own ports against
// DATABASE_URL and REDIS_URL, and Debian's nginx in front of them with deploy/nginx/tu360.conf. The scale test
// (scripts/test-scale.ts) drives the same cluster: it kills and restarts instances through this module.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { heapFlag } from '../apps/api/src/heap.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * How long nginx leaves out an instance after a failed try (a draining 503, a refused connection). An instance ready
 * again is still left out until then: a rolling restart waits this long before it stops the next one, or nginx has
 * no instance to send to (502 "no live upstreams").
 */
export const NGINX_FAIL_TIMEOUT_S = 3;
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p)) ?? 'nginx';

export interface ClusterOptions {
  instances: number;
  /** nginx's port: the portal's address is http://127.0.0.1:<port>. */
  port: number;
  /** First instance's port; the others follow. */
  firstInstancePort: number;
  /** Or each instance's port. */
  instancePorts?: number[];
  databaseUrl: string;
  redisUrl: string;
  /** Shared by every instance: uploads (SHARED_DISK=on) and the signing keys. */
  dataDir: string;
  /** Extra environment for the instances (log level, limits). */
  env?: Record<string, string>;
  log?: (line: string) => void;
}

export interface Instance {
  index: number;
  port: number;
  process: ChildProcess | null;
}

export class Cluster {
  readonly instances: Instance[];
  private nginx: ChildProcess | null = null;
  private readonly runDir: string;

  constructor(readonly o: ClusterOptions) {
    this.instances = Array.from({ length: o.instances }, (_, i) => ({
      index: i,
      port: o.instancePorts?.[i] ?? o.firstInstancePort + i,
      process: null,
    }));
    this.runDir = path.join(tmpdir(), `tu360-cluster-${o.port}`);
  }

  get url() {
    return `http://127.0.0.1:${this.o.port}`;
  }

  private log(line: string) {
    (this.o.log ?? console.log)(line);
  }

  /** Starts instance i and resolves once it answers ready. */
  async startInstance(i: number): Promise<void> {
    const instance = this.instances[i];
    const child = spawn(process.execPath, [heapFlag(), '--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(instance.port),
        HOST: '127.0.0.1',
        PUBLIC_URL: this.url,
        DATABASE_URL: this.o.databaseUrl,
        REDIS_URL: this.o.redisUrl,
        INSTANCE_COUNT: String(this.o.instances),
        SHARED_DISK: 'on',
        DATA_DIR: this.o.dataDir,
        // nginx is the only proxy: its X-Forwarded-For is believed, nobody else's.
        TRUST_PROXY: '127.0.0.1',
        LOG_LEVEL: 'warn',
        ...this.o.env,
      },
    });
    let stderr = '';
    child.stderr?.on('data', (d) => {
      stderr = (stderr + String(d)).slice(-4000);
    });
    instance.process = child;
    child.once('exit', () => {
      if (instance.process === child) instance.process = null;
    });
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (!instance.process) throw new Error(`la instancia ${i + 1} terminó al arrancar:\n${stderr}`);
      try {
        const res = await fetch(`http://127.0.0.1:${instance.port}/api/health/ready`);
        if (res.ok) {
          this.log(`instancia ${i + 1} lista en el puerto ${instance.port} (pid ${child.pid})`);
          return;
        }
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`la instancia ${i + 1} no estuvo lista en 120 s:\n${stderr}`);
  }

  /** Sends a signal to instance i and resolves when it has exited (with its exit code or signal). */
  async stopInstance(i: number, signal: NodeJS.Signals): Promise<number | string | null> {
    const child = this.instances[i].process;
    if (!child) return null;
    const exited = new Promise<number | string | null>((resolve) =>
      child.once('exit', (code, sig) => resolve(code ?? sig)),
    );
    child.kill(signal);
    return exited;
  }

  /** The last lines of nginx's error log (what it said of the instances), for a failed test's report. */
  nginxErrors(lines: number): string[] {
    const file = path.join(this.runDir, 'error.log');
    if (!existsSync(file)) return [];
    return readFileSync(file, 'utf8').trim().split('\n').filter(Boolean).slice(-lines);
  }

  /** Writes nginx's configuration for the instances and starts it in the foreground (a child of this process). */
  async startNginx(): Promise<void> {
    mkdirSync(this.runDir, { recursive: true });
    const template = readFileSync(path.join(ROOT, 'deploy/nginx/tu360.conf'), 'utf8');
    const upstreams = this.instances
      .map((s) => `    server 127.0.0.1:${s.port} max_fails=1 fail_timeout=${NGINX_FAIL_TIMEOUT_S}s;`)
      .join('\n');
    const conf = template
      .replaceAll('@PREFIX@', this.runDir)
      .replaceAll('@PORT@', String(this.o.port))
      .replace('@UPSTREAMS@', upstreams);
    const file = path.join(this.runDir, 'nginx.conf');
    writeFileSync(file, conf);
    const check = spawnSync(NGINX, ['-t', '-q', '-p', this.runDir, '-c', file], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`configuración de nginx inválida:\n${check.stderr}`);
    this.nginx = spawn(NGINX, ['-p', this.runDir, '-c', file, '-g', 'daemon off;'], { stdio: 'inherit' });
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      try {
        if ((await fetch(`${this.url}/api/health`)).ok) {
          this.log(`nginx en ${this.url} (registro: ${path.join(this.runDir, 'access.log')})`);
          return;
        }
      } catch {
        // not yet
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error('nginx no respondió en 10 s');
  }

  async start(): Promise<void> {
    // Together, as a deploy does: the first migrates and seeds under the start-up lock, the others wait for it.
    await Promise.all(this.instances.map((_, i) => this.startInstance(i)));
    await this.startNginx();
  }

  /** Stops nginx and every instance (SIGTERM: they drain). */
  async stop(): Promise<void> {
    this.nginx?.kill('SIGQUIT');
    await Promise.all(this.instances.map((_, i) => this.stopInstance(i, 'SIGTERM')));
  }

  get accessLog() {
    return path.join(this.runDir, 'access.log');
  }
}

/** The database of the cluster: created when missing (local PostgreSQL, trust auth). */
export function ensureDatabase(url: string): void {
  const name = new URL(url).pathname.slice(1);
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`nombre de base de datos inesperado: ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const exists = spawnSync(
    'psql',
    [admin.href, '-Atc', `select 1 from pg_database where datname='${name}'`],
    {
      encoding: 'utf8',
    },
  );
  if (exists.status !== 0) throw new Error(`PostgreSQL no responde en ${admin.host}: ${exists.stderr}`);
  if (exists.stdout.trim() !== '1')
    spawnSync('psql', [admin.href, '-qc', `create database ${name}`], { stdio: 'inherit' });
}

async function main() {
  const instances = Number(process.env.INSTANCES ?? process.argv[2] ?? 2);
  const port = Number(process.env.PORT ?? 8080);
  const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tu360';
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  if (!Number.isInteger(instances) || instances < 1 || instances > 8) {
    console.error('INSTANCES debe ser un entero entre 1 y 8.');
    process.exit(1);
  }
  ensureDatabase(databaseUrl);
  console.log('construyendo el portal una vez para todas las instancias…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const cluster = new Cluster({
    instances,
    port,
    firstInstancePort: Number(process.env.FIRST_INSTANCE_PORT ?? 3101),
    databaseUrl,
    redisUrl,
    dataDir: process.env.DATA_DIR ?? path.join(ROOT, 'data-cluster'),
  });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('deteniendo nginx y las instancias…');
    await cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  try {
    await cluster.start();
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    await cluster.stop();
    process.exit(1);
  }
  console.log(`Portal en ${cluster.url} con ${instances} instancias. Ctrl-C para detener.`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) void main();
