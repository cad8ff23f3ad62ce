// Starts the portal for the browser tests on a fresh embedded database.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

const dataDir = process.env.DATA_DIR;
if (!dataDir?.includes('tu360-e2e')) throw new Error('DATA_DIR de pruebas inválido');
rmSync(dataDir, { recursive: true, force: true });
const env = { ...process.env };
if (!env.DATABASE_URL) delete env.DATABASE_URL;
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
