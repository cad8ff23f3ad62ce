import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rotateLastVisit } from './last-visit.ts';

// Spec section 9: "local storage keeps the last session date".
describe('last visit date in localStorage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('the first sign-in on this browser shows the server date and stores now; the next one shows that', () => {
    vi.setSystemTime(new Date('2026-03-02T09:00:00.000Z'));
    expect(rotateLastVisit('2026-02-20T15:00:00.000Z')).toBe('2026-02-20T15:00:00.000Z');
    expect(localStorage.getItem('lastSession')).toBe('2026-03-02T09:00:00.000Z');

    vi.setSystemTime(new Date('2026-03-05T14:30:00.000Z'));
    expect(rotateLastVisit('2026-02-20T15:00:00.000Z')).toBe('2026-03-02T09:00:00.000Z');
    expect(localStorage.getItem('lastSession')).toBe('2026-03-05T14:30:00.000Z');
  });

  it('with no date anywhere, it is now', () => {
    vi.setSystemTime(new Date('2026-03-02T09:00:00.000Z'));
    expect(rotateLastVisit(null)).toBe('2026-03-02T09:00:00.000Z');
  });
});
