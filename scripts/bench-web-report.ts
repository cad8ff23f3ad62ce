/**
 * `npm run bench:web`'s report (scripts/bench-web.ts measures): what a page's figures are, the issue's targets and
 * their checks, the ratios to the react-admin yardstick, and the section of docs/performance.md the bench writes.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { REFERENCE_PATH } from './bench-web-reference.ts';

export const SECTION_TITLE = '## Lighthouse (npm run bench:web)';
/** Kibibytes, as Lighthouse shows sizes. */
const KB = 1024;

/** What the ratios divide by: the react-admin app's figures, and where they come from. */
export interface Yardstick {
  perf: number;
  lcpMs: number;
  tbtMs: number;
  jsKb: number;
  /** For the report's text. */
  source: string;
}

/**
 * Issue 10's own figures for its reference (a minimal react-admin 5 app, Lighthouse 12 mobile preset, median of
 * 3 runs, measured on another day): the fallback of `--no-reference`.
 */
export const ISSUE_REACT_ADMIN: Yardstick = {
  perf: 0.64,
  lcpMs: 3370,
  tbtMs: 1161,
  jsKb: 372,
  source: 'cifras del issue 10, --no-reference',
};

export interface Targets {
  jsKb: number;
  perf: number;
  /** LCP at most this times react-admin's. */
  lcpRatio: number;
  /** TBT at most this times react-admin's. */
  tbtRatio?: number;
  cls?: number;
  accessibility?: number;
}

export interface PageSpec {
  label: string;
  path: string;
  signedIn: boolean;
  /** Issue 10's targets; the reference has none. */
  targets?: Targets;
}

export interface Figures {
  perf: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
  jsFiles: number;
  totalBytes: number;
}

export interface Measured {
  spec: PageSpec;
  median: Figures;
  perfScores: number[];
  failedAudits: string[];
}

const kb = (bytes: number) => bytes / KB;
const fmtKb = (bytes: number) => `${kb(bytes).toFixed(1)} KB`;
const fmtS = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const fmtScore = (s: number) => s.toFixed(2);
const mark = (ok: boolean) => (ok ? '✔' : '✘');

function targetChecks(t: Targets, f: Figures, ra: Yardstick): string[] {
  const checks = [
    `JS ≤ ${t.jsKb} KB ${mark(kb(f.jsBytes) <= t.jsKb)}`,
    `perf ≥ ${t.perf} ${mark(f.perf >= t.perf)}`,
    `LCP ≤ ${t.lcpRatio}× ${mark(f.lcpMs <= t.lcpRatio * ra.lcpMs)}`,
  ];
  if (t.tbtRatio !== undefined) checks.push(`TBT ≤ ${t.tbtRatio}× ${mark(f.tbtMs <= t.tbtRatio * ra.tbtMs)}`);
  if (t.cls !== undefined) checks.push(`CLS ≤ ${t.cls} ${mark(f.cls <= t.cls)}`);
  if (t.accessibility !== undefined)
    checks.push(`a11y ${t.accessibility.toFixed(2)} ${mark(f.accessibility >= t.accessibility)}`);
  return checks;
}

/** The reference's median run, or the issue's figures. */
export function yardstick(ref: Measured | undefined): Yardstick {
  if (!ref) return ISSUE_REACT_ADMIN;
  const f = ref.median;
  return {
    perf: f.perf,
    lcpMs: f.lcpMs,
    tbtMs: f.tbtMs,
    jsKb: kb(f.jsBytes),
    source: 'bench/react-admin medida en esta corrida',
  };
}

export function tables(measured: Measured[], ra: Yardstick): string {
  const rows = measured.map(({ spec, median: f, perfScores }) => {
    const range = `${fmtScore(Math.min(...perfScores))}–${fmtScore(Math.max(...perfScores))}`;
    return `| ${spec.label} \`${spec.path}\`${spec.signedIn ? ', con sesión' : ''} | ${fmtScore(f.perf)} (${range}) | ${fmtScore(f.accessibility)} | ${fmtScore(f.bestPractices)} | ${fmtS(f.fcpMs)} | ${fmtS(f.lcpMs)} | ${Math.round(f.tbtMs)} ms | ${f.cls.toFixed(3)} | ${fmtKb(f.jsBytes)} (${f.jsFiles} archivos) | ${fmtKb(f.totalBytes)} |`;
  });
  const ratios = measured.flatMap(({ spec: { path, targets }, median: f }) =>
    targets
      ? `| \`${path}\` | ${(f.perf / ra.perf).toFixed(2)} | ${(f.lcpMs / ra.lcpMs).toFixed(2)} | ${(f.tbtMs / ra.tbtMs).toFixed(2)} | ${(kb(f.jsBytes) / ra.jsKb).toFixed(2)} | ${targetChecks(targets, f, ra).join(' · ')} |`
      : [],
  );
  return [
    '| página | perf (mín–máx de las corridas) | accesibilidad | buenas prácticas | FCP | LCP | TBT | CLS | JS transferido | total transferido |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    `Razón a la app mínima de react-admin del issue 10 (${ra.source}: perf ${fmtScore(ra.perf)}, LCP ${fmtS(ra.lcpMs)}, TBT ${Math.round(ra.tbtMs)} ms, ${ra.jsKb.toFixed(1)} KB de JS gzip) y metas del issue:`,
    '',
    '| página | perf ÷ RA | LCP ÷ RA | TBT ÷ RA | JS ÷ RA | metas |',
    '| --- | --- | --- | --- | --- | --- |',
    ...ratios,
  ].join('\n');
}

/** The machine, the browser and the load average (`load`, taken as the bench started). */
export function machineNote(chromium: string, lighthouseVersion: string, load: string): string {
  const cpu = os.cpus();
  return `${cpu.length} cores ${cpu[0]?.model.trim() ?? '?'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}, Node ${process.versions.node}, ${chromium}, Lighthouse ${lighthouseVersion}; load average ${load} when the bench started`;
}

/** The method's line on the react-admin figures: measured in this run (with the versions installed), or the issue's. */
function referenceMethod(versions: string | undefined): string {
  if (!versions)
    return `- The react-admin figures are the issue's (measured once beside the portal of that day), not measured again
  in this run (\`--no-reference\`).`;
  return `- The react-admin figures are measured in this run, the same way: bench/react-admin, a minimal react-admin
  app (${versions};
  ra-data-fakerest with 25 posts and a list of them; Vite's defaults), built into a temporary directory and
  served by scripts/bench-web-reference.ts on 127.0.0.1 with gzip, as a static host would. Lighthouse measures
  its list \`${REFERENCE_PATH}\`, signed out, like the pages above; the ratios divide by its median run.`;
}

/** How a run was made, for the section's text. */
export interface RunNote {
  machine: string;
  runs: number;
  user: string;
  /** The reference app's versions when it was measured in this run; none with `--no-reference`. */
  referenceVersions?: string;
}

export function section(measured: Measured[], ra: Yardstick, run: RunNote): string {
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  return `${SECTION_TITLE}

Written by \`npm run bench:web\` (scripts/bench-web.ts), which replaces this section on every run; the rest of
the file is not its own. Last run: ${date} UTC.

Machine: ${run.machine}.

Method:

- The web app's \`npm run build\`, written to a temporary directory, served by the real server
  (\`apps/api/src/server.ts\`, PGlite with the demo data in a temporary DATA_DIR) on 127.0.0.1.
- Lighthouse from npm with its default config, the mobile preset: simulated slow 4G (150 ms RTT, 1.6 Mbit/s),
  4× CPU slowdown. Debian's Chromium, driven by puppeteer-core.
- ${run.runs} runs per page; the table gives the run of median performance score, and the range of the ${run.runs} scores.
- Every run starts from an empty tab (about:blank, as a run in a new tab would; the previous page's teardown is
  not in the trace) with an empty HTTP cache.
- Signed-in pages: ${run.user} signs in through the login form in the same tab. Lighthouse runs with
  \`disableStorageReset\` (the session is in the tab's sessionStorage). Each run must end on the page asked for,
  with the session still there, or the bench fails.
- JS transferred: the sum of the script responses' transferSize (as served: brotli for the portal, gzip for
  react-admin). KB = 1024 bytes.
${referenceMethod(run.referenceVersions)}
- Runs vary on this shared 2-core VM: compare several before drawing a conclusion.

${tables(measured, ra)}
`;
}

/** Replaces the section (from its title to the next level-2 title) or appends it; the rest stays as it is. */
export function writeSection(file: string, text: string) {
  const doc = existsSync(file) ? readFileSync(file, 'utf8') : '# Performance\n';
  const lines = doc.split('\n');
  const start = lines.findIndex((l) => l.trim() === SECTION_TITLE);
  const parts: string[] = [];
  if (start === -1) {
    parts.push(doc, text);
  } else {
    const offset = lines.slice(start + 1).findIndex((l) => /^## /.test(l));
    const end = offset === -1 ? lines.length : start + 1 + offset;
    parts.push(lines.slice(0, start).join('\n'), text, lines.slice(end).join('\n'));
  }
  const next = parts
    .map((p) => p.replace(/^\n+|\n+$/g, ''))
    .filter((p) => p.length > 0)
    .join('\n\n');
  writeFileSync(file, `${next}\n`);
}
