import { describe, expect, it } from 'vitest';
import {
  PRELOADS_PER_TASK,
  START_FALLBACK_MS,
  START_SCRIPT,
  startAfterPaint,
  startTag,
} from './start-after-paint.ts';

const BUILT = `<!doctype html>
<html lang="es">
  <head>
    <title>Tu360</title>
    <style>.boot{display:none}</style>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-B2.js">
    <link rel="modulepreload" crossorigin href="/assets/common-C3.js">
  </head>
  <body>
    <div id="root"><div class="boot">Tu360 Inmobiliario</div></div>
  </body>
</html>
`;

describe('index.html: the scripts start after the first frame', () => {
  it('the entry and its preloads leave <head>; the start script that names them ends <body>', () => {
    const html = startAfterPaint(BUILT);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(
      `<div id="root"><div class="boot">Tu360 Inmobiliario</div></div>\n  ${startTag('/assets/index-A1.js', [
        '/assets/rolldown-runtime-B2.js',
        '/assets/common-C3.js',
      ])}\n  </body>`,
    );
    // Nothing else changes: the head keeps its title and its frame's style.
    expect(html.replace(/\s*<script data-entry[\s\S]*?<\/script>/, '')).toBe(
      BUILT.replace(/\s*<script type="module"[^>]*><\/script>/, '').replace(
        /\s*<link rel="modulepreload"[^>]*>/g,
        '',
      ),
    );
  });

  it('the start script’s text is the same whatever it loads (one CSP hash for every route)', () => {
    const a = startTag('/assets/index-A1.js', []);
    const b = startTag('/assets/index-Z9.js', ['/assets/x.js', '/assets/y.js']);
    const text = (tag: string) => tag.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    expect(text(a)).toBe(START_SCRIPT);
    expect(text(b)).toBe(START_SCRIPT);
  });

  it.each([
    ['no entry', BUILT.replace(/<script type="module"[^>]*><\/script>/, '')],
    [
      'two entries',
      BUILT.replace('</head>', '<script type="module" crossorigin src="/assets/b.js"></script></head>'),
    ],
    ['no </body>', BUILT.replace('</body>', '')],
  ])('a build it does not know (%s) fails the build', (_, html) => {
    expect(() => startAfterPaint(html)).toThrow(/index\.html/);
  });
});

type PaintObserver = {
  callback: (list: { getEntriesByName(name: string): unknown[] }) => void;
  options: unknown;
};

/**
 * Runs START_SCRIPT against a stand-in document, whose paint timing and timers the test releases by hand;
 * `paintTiming: false` is a browser without paint entries (its PerformanceObserver throws on `paint`).
 */
function runStartScript(visibility: 'visible' | 'hidden', preload: string, paintTiming = true) {
  const added: string[] = [];
  const observers: PaintObserver[] = [];
  let timers: { ms: number; run: () => void }[] = [];
  const document = {
    visibilityState: visibility,
    createElement: (tag: string): Record<string, string> => ({ tag }),
    head: {
      appendChild(el: Record<string, string>) {
        const cors = el.crossOrigin === '' ? 'crossorigin' : '?';
        added.push(
          el.tag === 'link' ? `link ${el.rel} ${cors} ${el.href}` : `script ${el.type} ${cors} ${el.src}`,
        );
      },
    },
    currentScript: {
      getAttribute: (name: string) =>
        ({ 'data-entry': '/assets/index-A1.js', 'data-preload': preload })[name] ?? null,
    },
  };
  class PerformanceObserver {
    constructor(private callback: PaintObserver['callback']) {}
    observe(options: unknown) {
      if (!paintTiming) throw new TypeError('paint no se observa aquí');
      observers.push({ callback: this.callback, options });
    }
  }
  const setTimeout = (run: () => void, ms: number) => timers.push({ ms, run });
  new Function('document', 'PerformanceObserver', 'setTimeout', START_SCRIPT)(
    document,
    PerformanceObserver,
    setTimeout,
  );
  /** The browser reports paint entries with these names to the observers. */
  const paint = (...names: string[]) => {
    for (const o of observers) o.callback({ getEntriesByName: (name) => names.filter((n) => n === name) });
  };
  /** Runs the timers due after `ms` (and those they set for 0 ms), as the event loop would, one task each. */
  const after = (ms: number) => {
    let tasks = 0;
    for (;;) {
      const due = timers.filter((t) => t.ms <= ms);
      if (!due.length) return tasks;
      timers = timers.filter((t) => t.ms > ms);
      for (const t of due) {
        t.run();
        tasks++;
      }
      ms = 0;
    }
  };
  return { added, observers, paint, after, pending: () => timers.length };
}

describe('the start script', () => {
  const files = (n: number) => Array.from({ length: n }, (_, i) => `/assets/chunk-${i}.js`);
  // The entry first: it must not queue behind the page's own chunks (HTTP/1.1, six connections per host).
  const loads = (preloads: string[]) => [
    'script module crossorigin /assets/index-A1.js',
    ...preloads.map((f) => `link modulepreload crossorigin ${f}`),
  ];

  it('adds nothing before the first contentful paint is shown; then the entry and the preloads, once', () => {
    const page = runStartScript('visible', files(2).join(' '));
    expect(page.added).toEqual([]);
    expect(page.observers.map((o) => o.options)).toEqual([{ type: 'paint', buffered: true }]);
    page.paint('first-paint');
    expect(page.added).toEqual([]);
    page.paint('first-paint', 'first-contentful-paint');
    expect(page.added).toEqual(loads(files(2)));
    // Neither the fallback timer nor another report adds anything again.
    page.after(START_FALLBACK_MS);
    page.paint('first-contentful-paint');
    expect(page.added).toEqual(loads(files(2)));
  });

  it(`a list's 30-odd preloads go ${PRELOADS_PER_TASK} per task, in their order, after the entry`, () => {
    const page = runStartScript('hidden', files(30).join(' '));
    expect(page.added).toEqual(loads(files(PRELOADS_PER_TASK)));
    const tasks = page.after(0);
    expect(tasks).toBe(Math.ceil(30 / PRELOADS_PER_TASK) - 1);
    expect(page.added).toEqual(loads(files(30)));
    expect(page.pending()).toBe(0);
  });

  it(`a paint later than ${START_FALLBACK_MS} ms after the HTML does not hold the scripts back`, () => {
    const page = runStartScript('visible', files(2).join(' '));
    page.after(START_FALLBACK_MS - 1);
    expect(page.added).toEqual([]);
    page.after(START_FALLBACK_MS);
    expect(page.added).toEqual(loads(files(2)));
    page.paint('first-contentful-paint');
    expect(page.added).toEqual(loads(files(2)));
  });

  it('a browser without paint timing starts on the fallback timer', () => {
    const page = runStartScript('visible', files(2).join(' '), false);
    expect(page.added).toEqual([]);
    page.after(START_FALLBACK_MS);
    expect(page.added).toEqual(loads(files(2)));
  });

  it('a tab opened in the background (it paints nothing there) starts at once', () => {
    const page = runStartScript('hidden', files(2).join(' '));
    expect(page.added).toEqual(loads(files(2)));
    expect(page.observers).toEqual([]);
  });

  it('with nothing to preload, only the entry', () => {
    const page = runStartScript('hidden', '');
    expect(page.added).toEqual(loads([]));
    expect(page.pending()).toBe(0);
  });
});
