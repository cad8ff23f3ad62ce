import { describe, expect, it } from 'vitest';
import { addressKey, MemoryAttemptCounter } from '../src/modules/auth/attempt-counter.ts';

describe('MemoryAttemptCounter (fixed windows)', () => {
  it('counts within the window its first attempt opened, then starts again from zero', async () => {
    let now = 1_000_000;
    const counter = new MemoryAttemptCounter(() => now);
    expect(await counter.peek('k')).toEqual({ count: 0, resetInMs: 0 });
    expect(await counter.add('k', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    now += 45_000;
    expect(await counter.add('k', 60_000)).toEqual({ count: 2, resetInMs: 15_000 });
    expect(await counter.peek('k')).toEqual({ count: 2, resetInMs: 15_000 });
    expect(await counter.peek('other')).toEqual({ count: 0, resetInMs: 0 });
    now += 15_000;
    expect(await counter.peek('k')).toEqual({ count: 0, resetInMs: 0 });
    expect(await counter.add('k', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
  });

  it('gives back a reserved attempt, never below zero', async () => {
    const counter = new MemoryAttemptCounter(() => 0);
    await counter.add('k', 60_000);
    await counter.add('k', 60_000);
    expect(await counter.add('k', 60_000, -1)).toEqual({ count: 1, resetInMs: 60_000 });
    await counter.add('k', 60_000, -1);
    expect(await counter.add('k', 60_000, -1)).toEqual({ count: 0, resetInMs: 60_000 });
    expect(await counter.add('k', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
  });

  it('forgets closed windows, so memory follows the traffic', async () => {
    let now = 0;
    const counter = new MemoryAttemptCounter(() => now);
    for (let i = 0; i < 2500; i++) await counter.add(`sign-in:10.0.${i >> 8}.${i & 255}`, 60_000);
    expect(counter.size).toBe(2500);
    now += 60_000;
    await counter.add('sign-in:10.9.9.9', 60_000);
    expect(counter.size).toBe(1);
  });
});

describe('addressKey', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:5:6::1', '2001:db8:5:6::/64'],
    ['2001:0db8:0005:0006:ffff:1:2:3', '2001:db8:5:6::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['1::2:3:4:5:1.2.3.4', '1:0:2:3::/64'],
  ])('%s counts as %s', (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });
});
