import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite } from '../src/db/client.ts';
import { REPO_ROOT } from '../src/env.ts';
import { lockDataDir } from '../src/lib/data-dir-lock.ts';

// "Running it" of issue 9: stopping the portal stops every process it started, lets requests in flight
// finish, closes the database and releases the data directory, and exits with 0. The real server is
// started here as a person starts it, on a fresh data directory and a free port.

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** Pids of the live processes of a process group (Linux /proc; zombies count as ended). */
function groupMembers(pgid: number): number[] {
  const members: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [state, , group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(group) === pgid && state !== 'Z') members.push(Number(entry));
    } catch {
      /* ended meanwhile */
    }
  }
  return members;
}

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no ocurrió a tiempo: ${what}`);
}

const healthy = (port: number) =>
  fetch(`http://127.0.0.1:${port}/api/health`).then(
    (r) => r.ok,
    () => false,
  );

interface Started {
  child: ChildProcess;
  dataDir: string;
  port: number;
  output: () => string;
}

const started: Started[] = [];

/** Starts a command in its own process group (as a terminal does) with a fresh data directory. */
async function startServer(command: string, args: string[]): Promise<Started> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tu360-stop-'));
  const port = await freePort();
  let output = '';
  const child = spawn(command, args, {
    cwd: REPO_ROOT,
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'off',
      LOG_LEVEL: 'info',
      WEB_DIST: path.join(dataDir, 'no-web-dist'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    output += String(d);
  });
  child.stderr?.on('data', (d) => {
    output += String(d);
  });
  const s = { child, dataDir, port, output: () => output };
  started.push(s);
  await until('el portal responde /api/health', () => healthy(port), 100_000);
  return s;
}

const exitOf = (child: ChildProcess) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null)
      resolve({ code: child.exitCode, signal: child.signalCode });
    else child.once('exit', (code, signal) => resolve({ code, signal }));
  });

/** After the stop: nothing of the group runs, the lock is gone and the database opens again. */
async function expectStoppedCleanly(s: Started) {
  const pgid = s.child.pid as number;
  await until('ningún proceso del grupo sigue vivo', () => groupMembers(pgid).length === 0, 30_000);
  expect(s.output()).toContain('portal detenido');
  // Node 20.19+ is supported: no dependency may warn that it is not (oidc-provider 9 does, 8.8 does not).
  expect(s.output()).not.toMatch(/Unsupported runtime|EBADENGINE/i);
  expect(existsSync(path.join(s.dataDir, 'portal.lock'))).toBe(false);
  const release = lockDataDir(s.dataDir);
  release();
  const reopened = await openPglite(path.join(s.dataDir, 'pglite'));
  await reopened.ping();
  await reopened.close();
}

afterEach(() => {
  for (const s of started.splice(0)) {
    const pgid = s.child.pid as number;
    for (const pid of groupMembers(pgid)) process.kill(pid, 'SIGKILL');
    rmSync(s.dataDir, { recursive: true, force: true });
  }
});

/**
 * A request in flight: its headers and the start of its body are sent now, the rest when `finish` is
 * called; resolves with the status of the answer (a reset connection rejects).
 */
function requestInFlight(port: number) {
  const body = 'grant_type=password&username=nadie%40tu360.test&password=equivocada&client_id=tu360-portal';
  let finish = () => {};
  const status = new Promise<number>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/auth/connect/token?marketplaceId=x&tokenCaptcha=captcha-disabled',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.write(body.slice(0, 20));
    finish = () => req.end(body.slice(20));
  });
  return { status, finish: () => finish() };
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('detener el portal', { timeout: 180_000 }, () => {
  it('SIGTERM a npm run start: termina la petición en curso, no deja procesos, libera el directorio', async () => {
    const s = await startServer('npm', ['run', 'start', '-w', 'apps/api']);
    const pgid = s.child.pid as number;
    expect(groupMembers(pgid).length).toBeGreaterThanOrEqual(2); // npm and node (exec: no shell between)

    const inFlight = requestInFlight(s.port);
    await pause(300);
    s.child.kill('SIGTERM'); // to npm only, as `kill <pid of npm>` does
    await until('el portal empieza a detenerse', () => s.output().includes('deteniendo el portal'), 10_000);
    inFlight.finish();
    const status = await inFlight.status;
    expect(status).toBeGreaterThanOrEqual(200);
    expect(status).toBeLessThan(500);
    expect(await exitOf(s.child)).toEqual({ code: 0, signal: null });
    await expectStoppedCleanly(s);
  });

  it('Ctrl-C (SIGINT al grupo, y otra vez mientras se detiene, como la reenvía npm): sale con 0', async () => {
    const s = await startServer(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts']);
    const pgid = s.child.pid as number;
    const inFlight = requestInFlight(s.port);
    await pause(300);
    process.kill(-pgid, 'SIGINT');
    // The request in flight holds the stop open: a second SIGINT now must not kill the server.
    await pause(500);
    process.kill(-pgid, 'SIGINT');
    await pause(300);
    inFlight.finish();
    expect(await inFlight.status).toBeLessThan(500);
    expect(await exitOf(s.child)).toEqual({ code: 0, signal: null });
    await expectStoppedCleanly(s);
  });
});
