import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenNear } from './mount-when.tsx';

/** A stand-in for the browser's IntersectionObserver: the test says when the watched place comes near. */
class FakeObserver {
  static last: FakeObserver | undefined;
  readonly watched: Element[] = [];
  disconnected = false;
  constructor(
    readonly report: (entries: { isIntersecting: boolean }[]) => void,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(el: Element) {
    this.watched.push(el);
  }
  disconnect() {
    this.disconnected = true;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.last = undefined;
});

describe('WhenNear', () => {
  it('shows the placeholder until its place comes within a screen of being seen, then the part, for good', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { rerender } = render(
      <WhenNear placeholder={<p>Lugar de los gráficos</p>}>
        <p>Gráficos</p>
      </WhenNear>,
    );
    expect(screen.getByText('Lugar de los gráficos')).toBeTruthy();
    expect(screen.queryByText('Gráficos')).toBeNull();
    const observer = FakeObserver.last as FakeObserver;
    // It watches the placeholder's place, with the screen grown by its height below.
    expect(observer.watched[0]?.textContent).toBe('Lugar de los gráficos');
    expect(observer.options.rootMargin).toBe('0px 0px 100% 0px');
    act(() => observer.report([{ isIntersecting: false }]));
    expect(screen.queryByText('Gráficos')).toBeNull();
    act(() => observer.report([{ isIntersecting: true }]));
    expect(screen.getByText('Gráficos')).toBeTruthy();
    expect(screen.queryByText('Lugar de los gráficos')).toBeNull();
    expect(observer.disconnected).toBe(true);
    rerender(
      <WhenNear placeholder={<p>Lugar de los gráficos</p>}>
        <p>Gráficos</p>
      </WhenNear>,
    );
    expect(screen.getByText('Gráficos')).toBeTruthy();
  });

  it('shows the part at once where the browser cannot tell what is near', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenNear placeholder={<p>Lugar</p>}>
        <p>Gráficos</p>
      </WhenNear>,
    );
    expect(screen.getByText('Gráficos')).toBeTruthy();
  });
});
