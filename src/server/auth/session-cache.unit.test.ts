import { describe, expect, it, vi } from 'vitest';
import { createSessionCache, type CachedSession } from './session-cache.ts';

const session = (expiresAt = 1_000_000): CachedSession => ({
  userId: 'u1',
  email: 'a@example.test',
  name: 'A',
  accountKind: 'member',
  expiresAt,
});

function clock(start = 0) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('session cache', () => {
  it('asks the loader once per TTL for the same cookie, and again after it', async () => {
    const time = clock();
    const cache = createSessionCache(10_000, time.now);
    const load = vi.fn(async () => session());
    expect(await cache.resolve('mithaq.session_token=abc', load)).toEqual(session());
    time.advance(9_999);
    expect(await cache.resolve('mithaq.session_token=abc', load)).toEqual(session());
    expect(load).toHaveBeenCalledTimes(1);
    time.advance(1);
    await cache.resolve('mithaq.session_token=abc', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps cookies apart and never remembers a missing session', async () => {
    const cache = createSessionCache(10_000, clock().now);
    const load = vi.fn(async () => null);
    expect(await cache.resolve('mithaq.session_token=bad', load)).toBeNull();
    expect(await cache.resolve('mithaq.session_token=bad', load)).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
    const other = vi.fn(async () => session());
    await cache.resolve('mithaq.session_token=good', other);
    expect(await cache.resolve('mithaq.session_token=bad', load)).toBeNull();
    expect(cache.size()).toBe(1);
  });

  it('never serves a session past its own expiry', async () => {
    const time = clock();
    const cache = createSessionCache(10_000, time.now);
    const load = vi.fn(async () => session(5_000));
    await cache.resolve('k', load);
    time.advance(4_999);
    await cache.resolve('k', load);
    expect(load).toHaveBeenCalledTimes(1);
    time.advance(1);
    await cache.resolve('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets everything on clear, including a lookup that was under way', async () => {
    const cache = createSessionCache(10_000, clock().now);
    await cache.resolve('k', async () => session());
    cache.clear();
    expect(cache.size()).toBe(0);
    let finish: (value: CachedSession) => void = () => undefined;
    const slow = cache.resolve('late', () => new Promise<CachedSession>((resolve) => (finish = resolve)));
    cache.clear();
    finish(session());
    expect(await slow).toEqual(session());
    expect(cache.size()).toBe(0);
  });
});
