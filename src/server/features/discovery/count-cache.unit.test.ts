import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCountCache } from './count-cache.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('createCountCache', () => {
  it('shares one count per key until it expires', async () => {
    vi.useFakeTimers();
    const cache = createCountCache(1000);
    const count = vi.fn(async () => 7);
    expect(await Promise.all([cache('a', count), cache('a', count)])).toEqual([7, 7]);
    expect(count).toHaveBeenCalledTimes(1);
    expect(await cache('b', async () => 3)).toBe(3);
    vi.advanceTimersByTime(1001);
    expect(await cache('a', async () => 8)).toBe(8);
  });

  it('does not keep a failed count', async () => {
    const cache = createCountCache();
    await expect(cache('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache('a', async () => 5)).toBe(5);
  });
});
