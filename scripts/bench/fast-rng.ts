import { Faker, base, en } from '@faker-js/faker';
import type { Rng } from '../../src/server/seed/random.ts';

/**
 * The seed's Rng interface on a tiny seeded generator (mulberry32): faker's generator is fine for 300 demo
 * members but is the slow part of building 100,000. The faker property is there for the type; the
 * bench's generators never call it.
 */
export function fastRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => {
    if (list.length === 0) throw new Error('pick from an empty list');
    return list[Math.floor(next() * list.length)] as T;
  };
  return {
    faker: new Faker({ locale: [en, base] }),
    int,
    chance: (probability) => next() < probability,
    pick,
    weighted: <T>(entries: readonly (readonly [value: T, weight: number])[]): T => {
      const total = entries.reduce((sum, [, weight]) => sum + Math.max(weight, 0), 0);
      let roll = next() * total;
      for (const [value, weight] of entries) {
        if (weight <= 0) continue;
        roll -= weight;
        if (roll < 0) return value;
      }
      const last = entries.findLast(([, weight]) => weight > 0);
      if (!last) throw new Error('pick from an empty list');
      return last[0];
    },
    sample: <T>(list: readonly T[], n: number): T[] => {
      const copy = [...list];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy.slice(0, Math.min(n, copy.length));
    },
    between: (from, to) => new Date(from.getTime() + next() * (to.getTime() - from.getTime())),
  };
}
