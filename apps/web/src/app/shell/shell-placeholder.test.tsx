import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { es } from '@tu360/domain';
import { describe, expect, it } from 'vitest';
import { BRAND_ICON_PATHS, ShellPlaceholder } from './shell-placeholder.tsx';

// index.html paints a signed-in page's frame before any script (issue 10); the app's placeholder follows it with
// the same classes, so the two must keep agreeing.
const indexHtml = readFileSync(path.join(__dirname, '../../../index.html'), 'utf8');
const style = /<style>([\s\S]*?)<\/style>/.exec(indexHtml)?.[1] ?? '';

describe('the signed-in pages’ first-paint frame', () => {
  it('index.html styles the classes the placeholder and the shell use', () => {
    for (const rule of ['.shell-frame{', '.boot-bar{', '.boot-brand{', 'html[data-frame=shell] .boot,'])
      expect(style).toContain(rule);
    // The shell's background drawing and its gradient are the frame's own.
    expect(style).toMatch(
      /\.shell-frame\{[^}]*background-image:url\("data:image\/svg\+xml,[^"]+"\),linear-gradient/,
    );
  });

  it('index.html draws the brand as the placeholder does, in both frames', () => {
    for (const d of BRAND_ICON_PATHS) expect(indexHtml.split(`d="${d}"`).length - 1).toBe(2);
  });

  it('the placeholder says it is loading, and hides the brand drawing from assistive technology', () => {
    const { container } = render(<ShellPlaceholder />);
    expect(screen.getByRole('status').textContent).toContain(es.common.loading);
    expect(container.querySelector('.shell-frame .boot-bar[aria-hidden="true"]')?.textContent).toBe(
      es.common.brand,
    );
  });
});
