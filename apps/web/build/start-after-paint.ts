import type { Plugin } from 'vite';

/**
 * Issue 10: the portal's scripts are asked for just after the first frame (index.html's boot frame) is drawn,
 * instead of while the HTML is parsed.
 *
 * Why: asking for the entry and its modulepreloads costs the renderer's main thread before its first frame (the
 * module loader's setup and a request per file: 20–60 ms on this VM), and on a loaded machine the files then also
 * arrive before that frame is drawn. Measured on /login, the build before against this one:
 * - Chromium with DevTools' slow 4G and 4× CPU (real throttling): first paint 752 → 724 ms, the sign-in form
 *   ready to use 2,554 → 2,583 ms (medians of 8; the ranges overlap): one frame later at most;
 * - Lighthouse's simulated LCP: 0.63–2.08 s, bimodal (its estimate counts every request that ended before the
 *   observed paint), → 0.63–0.67 s in every run.
 *
 * How: the build's index.html keeps no `<script type="module" src>` and no `<link rel="modulepreload">`; a small
 * inline script at the end of `<body>` (START_SCRIPT, admitted by its CSP hash) reads the files from its own
 * `data-entry` and `data-preload` attributes (the server adds each route's chunks to the latter:
 * apps/api/src/plugins/web-app.ts) and, after the
 * first animation frame has been drawn, adds the preloads and the entry to `<head>`, exactly as Vite wrote them.
 * A tab opened in the background draws no frame: there it starts at once. A frame that takes longer than
 * START_FALLBACK_MS (a slow phone) does not hold it back longer.
 */
export const START_FALLBACK_MS = 300;

/** The inline script's text, fixed (its CSP hash is computed from it); what it loads is in its attributes. */
export const START_SCRIPT = [
  '(function(s){var d=0;function go(){if(d)return;d=1;var h=document.head;',
  "s.getAttribute('data-preload').split(' ').forEach(function(f){if(!f)return;",
  "var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=f;h.appendChild(l)});",
  "var m=document.createElement('script');m.type='module';m.crossOrigin='';m.src=s.getAttribute('data-entry');",
  "h.appendChild(m)}if(document.visibilityState==='hidden')go();",
  'else{requestAnimationFrame(function(){setTimeout(go,0)});',
  `setTimeout(go,${START_FALLBACK_MS})}})(document.currentScript)`,
].join('');

const ENTRY_TAG = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const PRELOAD_TAG = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** The start script's tag for an entry and the files to preload beside it. */
export function startTag(entry: string, preload: readonly string[]): string {
  return `<script data-entry="${entry}" data-preload="${preload.join(' ')}">${START_SCRIPT}</script>`;
}

/**
 * index.html as Vite built it → the same document whose scripts start after the first frame: the entry's
 * `<script type="module">` and the `<link rel="modulepreload">`s leave `<head>`, and the start script that adds
 * them back (in the same order: preloads, then the entry) goes to the end of `<body>`.
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

/** Vite plugin (production build only): index.html's scripts start after its first frame. */
export function startScriptsAfterPaint(): Plugin {
  return {
    name: 'tu360-start-after-paint',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: startAfterPaint },
  };
}
