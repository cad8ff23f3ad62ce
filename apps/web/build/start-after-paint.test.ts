import { describe, expect, it } from 'vitest';
import { START_FALLBACK_MS, START_SCRIPT, startAfterPaint, startTag } from './start-after-paint.ts';

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

/** Runs START_SCRIPT against a stand-in document, with frames and timers the test releases by hand. */
function runStartScript(visibility: 'visible' | 'hidden', preload: string) {
  const added: string[] = [];
  const frames: (() => void)[] = [];
  const timers: { ms: number; run: () => void }[] = [];
  const element = (tag: string) => {
    const el: Record<string, string> = { tag };
    return el;
  };
  const document = {
    visibilityState: visibility,
    createElement: element,
    head: {
      appendChild(el: Record<string, string>) {
        added.push(
          el.tag === 'link'
            ? `link ${el.rel} ${el.crossOrigin === '' ? 'crossorigin' : '?'} ${el.href}`
            : `script ${el.type} ${el.crossOrigin === '' ? 'crossorigin' : '?'} ${el.src}`,
        );
      },
    },
    currentScript: {
      getAttribute: (name: string) =>
        ({ 'data-entry': '/assets/index-A1.js', 'data-preload': preload })[name] ?? null,
    },
  };
  const requestAnimationFrame = (run: () => void) => frames.push(run);
  const setTimeout = (run: () => void, ms: number) => timers.push({ ms, run });
  new Function('document', 'requestAnimationFrame', 'setTimeout', START_SCRIPT)(
    document,
    requestAnimationFrame,
    setTimeout,
  );
  return { added, frames, timers };
}

describe('the start script', () => {
  const LOADS = [
    'link modulepreload crossorigin /assets/common-C3.js',
    'link modulepreload crossorigin /assets/login-D4.js',
    'script module crossorigin /assets/index-A1.js',
  ];

  it('adds nothing before the first frame; just after it, the preloads and then the entry, once', () => {
    const page = runStartScript('visible', '/assets/common-C3.js /assets/login-D4.js');
    expect(page.added).toEqual([]);
    expect(page.frames).toHaveLength(1);
    page.frames[0]();
    expect(page.added).toEqual([]);
    const afterFrame = page.timers.find((t) => t.ms === 0);
    afterFrame?.run();
    expect(page.added).toEqual(LOADS);
    // The fallback timer finds the work done.
    page.timers.find((t) => t.ms === START_FALLBACK_MS)?.run();
    expect(page.added).toEqual(LOADS);
  });

  it(`a first frame slower than ${START_FALLBACK_MS} ms does not hold the scripts back`, () => {
    const page = runStartScript('visible', '/assets/common-C3.js /assets/login-D4.js');
    page.timers.find((t) => t.ms === START_FALLBACK_MS)?.run();
    expect(page.added).toEqual(LOADS);
    page.frames[0]();
    for (const t of page.timers) t.run();
    expect(page.added).toEqual(LOADS);
  });

  it('a tab opened in the background (no frame is drawn there) starts at once', () => {
    const page = runStartScript('hidden', '/assets/common-C3.js /assets/login-D4.js');
    expect(page.added).toEqual(LOADS);
    expect(page.frames).toEqual([]);
  });

  it('with nothing to preload, only the entry', () => {
    const page = runStartScript('hidden', '');
    expect(page.added).toEqual(['script module crossorigin /assets/index-A1.js']);
  });
});
