import { readFileSync } from 'node:fs';

/** State letter and parent pid of a process from /proc, or null when it is gone. */
function procStat(pid: number): { state: string; ppid: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (command name, may hold spaces) state ppid …"
    const [state = '', ppid = '0'] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state, ppid: Number(ppid) };
  } catch {
    return null;
  }
}

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return '';
  }
}

/** npm names its processes after the command ("npm start", "npm run start"); older ones run npm-cli.js. */
const isNpm = (command: string) => /^npm(\s|$)|[/\\]npm-cli\.js(\s|$)/.test(command);

/**
 * The processes between this server and the outermost npm that launched it (`npm start` → sh → npm → sh
 * → tsx → node), nearest first; empty when npm did not launch it or outside Linux.
 *
 * npm forwards SIGTERM to its child only, and that child is a `sh -c` that dies without passing it on: a
 * SIGTERM to `npm start` would leave the server running with no one to stop it. The server watches this
 * chain instead and stops as soon as one of them is gone.
 */
export function npmLauncherChain(): number[] {
  if (process.platform !== 'linux' || !process.env.npm_lifecycle_event) return [];
  const chain: number[] = [];
  let outermostNpm = 0;
  for (let pid = process.ppid; pid > 1 && chain.length < 32; ) {
    const stat = procStat(pid);
    if (!stat) break;
    chain.push(pid);
    if (isNpm(commandLine(pid))) outermostNpm = chain.length;
    pid = stat.ppid;
  }
  return chain.slice(0, outermostNpm);
}

/** Gone, or exited and waiting for its parent to reap it. */
const gone = (pid: number) => {
  const stat = procStat(pid);
  return !stat || stat.state === 'Z' || stat.state === 'X';
};

/** Calls `onGone` once, when any process of the chain has ended; returns a function that stops watching. */
export function watchLauncher(chain: number[], onGone: (pid: number) => void, intervalMs = 250): () => void {
  if (chain.length === 0) return () => {};
  const timer = setInterval(() => {
    const ended = chain.find(gone);
    if (ended === undefined) return;
    clearInterval(timer);
    onGone(ended);
  }, intervalMs);
  // Never what keeps the process alive.
  timer.unref();
  return () => clearInterval(timer);
}
