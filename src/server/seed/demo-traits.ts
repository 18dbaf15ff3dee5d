import {
  FEMALE_DRESSING,
  MALE_DRESSING,
  type Community,
  type Gender,
} from '../../shared/options/profile-options.ts';
import type { Culture } from './demo-names.ts';
import { homeLanguages } from './demo-places.ts';
import type { Rng } from './random.ts';

/** Single traits of a demo member, drawn the way they are spread in the communities the demo shows. */

const DAY = 86_400_000;
const GULF = ['Saudi Arabia', 'United Arab Emirates', 'Qatar', 'Kuwait', 'Oman', 'Bahrain'];
export const SOUTH_ASIAN = ['pakistani', 'indian', 'bangladeshi'];
const SHIA_SHARE: Readonly<Record<string, number>> = { Iran: 0.7, Iraq: 0.45, Lebanon: 0.4, Bahrain: 0.45 };

function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

export function pickAge(rng: Rng): number {
  return rng.weighted([
    [rng.int(20, 23), 2],
    [rng.int(24, 30), 5],
    [rng.int(31, 35), 3],
    [rng.int(36, 40), 2],
    [rng.int(41, 45), 1],
  ]);
}

/** A birth date that makes the member exactly `age` today. */
export function birthDateFor(age: number, now: Date, rng: Rng): string {
  const latest = new Date(Date.UTC(now.getUTCFullYear() - age, now.getUTCMonth(), now.getUTCDate()));
  return isoDate(new Date(latest.getTime() - rng.int(0, 364) * DAY));
}

export function community(heritage: string, rng: Rng): Community {
  if (rng.chance(SHIA_SHARE[heritage] ?? 0)) return 'Shia';
  return rng.weighted([
    ['Sunni', 86],
    ['Shia', 5],
    ['Sufi', 4],
    ['Other', 3],
    ['Ahmadiyya', 2],
  ]);
}

export function dressing(gender: Gender, culture: Culture, heritage: string, rng: Rng): string {
  if (gender === 'female')
    return rng.weighted(FEMALE_DRESSING.map((d, i) => [d, [56, 13, 9, 22][i] ?? 1] as const));
  const thobe = GULF.includes(heritage) ? 35 : 6;
  const kurta = SOUTH_ASIAN.includes(culture.key) ? 25 : 4;
  return rng.weighted(MALE_DRESSING.map((d, i) => [d, [12, thobe, kurta, 35, 30][i] ?? 1] as const));
}

export function heightAndWeight(gender: Gender, rng: Rng): [number, number] {
  const mean = gender === 'male' ? 175 : 162;
  const height = Math.round(mean + rng.faker.number.float({ min: -1, max: 1 }) * rng.int(0, 14));
  const bmi = rng.faker.number.float({ min: 19, max: 28 });
  return [height, Math.round(bmi * (height / 100) ** 2)];
}

export function languages(heritage: string, current: string, state: string | null, rng: Rng): string[] {
  const english = ['Canada', 'United States', 'United Kingdom', 'Australia', 'South Africa'].includes(
    current,
  );
  const found = new Set<string>();
  if (english || rng.chance(0.7)) found.add('English');
  for (const l of rng.sample(homeLanguages(heritage), rng.int(1, 2))) found.add(l);
  for (const l of homeLanguages(current)) if (rng.chance(0.8)) found.add(l);
  if (state === 'Quebec') found.add('French');
  // Many learn Arabic for the Quran whatever their background.
  if (rng.chance(0.25)) found.add('Arabic');
  return [...found].slice(0, 4);
}
