import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value.ts';

// Spec sections 5 and 9: "Notification search is debounced 500 ms".
describe('search debounce', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('by default passes a keyword on only after 500 ms without typing', () => {
    const { result, rerender } = renderHook(({ v }) => useDebouncedValue(v), { initialProps: { v: '' } });
    for (const typed of ['c', 'ca', 'cas']) {
      rerender({ v: typed });
      act(() => vi.advanceTimersByTime(499));
      expect(result.current).toBe('');
    }
    rerender({ v: 'casa' });
    act(() => vi.advanceTimersByTime(499));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('casa');
  });

  it('a value typed back to the settled one never shows the one in between', () => {
    const seen: string[] = [];
    const { rerender } = renderHook(
      ({ v }) => {
        const settled = useDebouncedValue(v);
        seen.push(settled);
        return settled;
      },
      { initialProps: { v: 'lote' } },
    );
    rerender({ v: 'loteo' });
    act(() => vi.advanceTimersByTime(300));
    rerender({ v: 'lote' });
    act(() => vi.advanceTimersByTime(1_000));
    expect(new Set(seen)).toEqual(new Set(['lote']));
  });
});
