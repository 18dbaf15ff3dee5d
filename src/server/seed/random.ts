import { Faker, base, en } from '@faker-js/faker';

/**
 * The one source of randomness for the demo: a private, seeded faker, so the same seed always yields the
 * same demo and seeding never disturbs the shared `faker` instance other code (or tests) may use.
 */
export type Rng = {
  faker: Faker;
  /** Integer in [min, max], both included. */
  int: (min: number, max: number) => number;
  chance: (probability: number) => boolean;
  pick: <T>(list: readonly T[]) => T;
  weighted: <T>(entries: readonly (readonly [value: T, weight: number])[]) => T;
  /** Up to n distinct elements, in random order. */
  sample: <T>(list: readonly T[], n: number) => T[];
  /** A date uniformly between from and to. */
  between: (from: Date, to: Date) => Date;
};

export function createRng(seed: number): Rng {
  const faker = new Faker({ locale: [en, base] });
  faker.seed(seed);
  return {
    faker,
    int: (min, max) => faker.number.int({ min, max }),
    chance: (probability) => faker.number.float({ min: 0, max: 1 }) < probability,
    pick: (list) => {
      if (list.length === 0) throw new Error('pick from an empty list');
      return faker.helpers.arrayElement(list);
    },
    weighted: (entries) => {
      // Zero weights are a convenient way to say "never" in tables; faker rejects them.
      const usable = entries.filter(([, weight]) => weight > 0).map(([value, weight]) => ({ value, weight }));
      if (usable.length === 0) throw new Error('pick from an empty list');
      return faker.helpers.weightedArrayElement(usable);
    },
    sample: (list, n) => faker.helpers.arrayElements(list, Math.min(n, list.length)),
    between: (from, to) => faker.date.between({ from, to }),
  };
}
