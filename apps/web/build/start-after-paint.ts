import type { Plugin } from 'vite';

/**
 * Issue 10: the portal's scripts are asked for once the first paint (index.html's boot frame) has been shown,
 * instead of while the HTML is parsed.
 *
 * Why: asking for the entry and its modulepreloads costs the renderer's main thread before its first frame (the
 * module loader's setup and 1–2 ms per file: 12–42 ms for the wizard's 28 on this VM), and on a fast machine the
 * files also arrive before that frame is shown. Lighthouse's LCP estimate counts every request that ended before
 * the observed paint as needed for it (a module script has no `EvaluateScript` event to prove otherwise), so it
 * jumped between 0.65 and 2.8 s from run to run of the same build. Measurements: docs/performance.md, session 24.
 *
 * How: the build's index.html keeps no `<script type="module" src>` and no `<link rel="modulepreload">`; a small
 * inline script at the end of `<body>` (START_SCRIPT, admitted by its CSP hash) reads the files from its own
 * `data-entry` and `data-preload` attributes (the server adds each route's chunks to the latter:
 * apps/api/src/plugins/web-app.ts). When the browser reports the first contentful paint, it adds the entry and then
 * the preloads to `<head>`, as Vite wrote them:
 * - the entry first: over HTTP/1.1's six connections per host a list's 30-odd files queue, and the entry, which
 *   needs only the first few, must not wait behind the page's own chunks (measured: 1.1 s later rows otherwise);
 * - the preloads a few per task (PRELOADS_PER_TASK), so that asking for them is no long task;
 * - at once in a tab opened in the background, which paints nothing;
 * - START_FALLBACK_MS after the HTML has been read at the latest (a slow phone, a browser without paint timing,
 *   a page with nothing to paint yet), so that a slow first frame delays the scripts by that much at most.
 */
export const START_FALLBACK_MS = 100;

/** Preloads added per task: each request costs the main thread 1–2 ms here, and a list asks for 30-odd files. */
export const PRELOADS_PER_TASK = 4;

/** The inline script's text, fixed (its CSP hash is computed from it); what it loads is in its attributes. */
export const START_SCRIPT = [
  '(function(s){var d=0;function go(){if(d)return;d=1;var h=document.head;',
  "var m=document.createElement('script');m.type='module';m.crossOrigin='';m.src=s.getAttribute('data-entry');",
  "h.appendChild(m);var f=s.getAttribute('data-preload').split(' ').filter(Boolean),i=0;",
  `(function next(){for(var e=Math.min(i+${PRELOADS_PER_TASK},f.length);i<e;i++){`,
  "var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=f[i];h.appendChild(l)}",
  'if(i<f.length)setTimeout(next,0)})()}',
  "if(document.visibilityState==='hidden')go();else{try{new PerformanceObserver(function(l){",
  "if(l.getEntriesByName('first-contentful-paint').length)go()}).observe({type:'paint',buffered:true})}",
  `catch(x){}setTimeout(go,${START_FALLBACK_MS})}})(document.currentScript)`,
].join('');

const ENTRY_TAG = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const PRELOAD_TAG = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** The start script's tag for an entry and the files to preload beside it. */
export function startTag(entry: string, preload: readonly string[]): string {
  return `<script data-entry="${entry}" data-preload="${preload.join(' ')}">${START_SCRIPT}</script>`;
}

/**
 * index.html as Vite built it → the same document whose scripts start once its first paint is shown: the entry's
 * `<script type="module">` and the `<link rel="modulepreload">`s leave `<head>`, and the start script that adds
 * them back (in the same order: the entry, then the preloads) goes to the end of `<body>`.
 */
export function startAfterPaint(html: string): string {
  const entries = [...html.matchAll(ENTRY_TAG)].map((m) => m[1]);
  if (entries.length !== 1)
    throw new Error(`index.html: se esperaba un script de entrada, hay ${entries.length}`);
  const preloads = [...html.matchAll(PRELOAD_TAG)].map((m) => m[1]);
  const rest = html.replace(ENTRY_TAG, '').replace(PRELOAD_TAG, '');
  if (!rest.includes('</body>')) throw new Error('index.html sin </body>');
  return rest.replace('</body>', `${startTag(entries[0], preloads)}\n  </body>`);
}

/** Vite plugin (production build only): index.html's scripts start once its first paint is shown. */
export function startScriptsAfterPaint(): Plugin {
  return {
    name: 'tu360-start-after-paint',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: startAfterPaint },
  };
}
