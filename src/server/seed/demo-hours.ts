import type { Rng } from './random.ts';

/**
 * When demo members are awake: a chat message is written between 07:30 and 23:00 where its sender lives,
 * never in a 3 a.m. burst. Standard time; summer time moves a message by an hour at most, still inside
 * waking hours.
 */

// prettier-ignore
const COUNTRY_OFFSETS: Readonly<Record<string, number>> = {
  Afghanistan: 4.5, Algeria: 1, Australia: 10, Bahrain: 3, Bangladesh: 6, Canada: -5, Egypt: 2, France: 1,
  Germany: 1, India: 5.5, Indonesia: 7, Iran: 3.5, Iraq: 3, Jordan: 3, Kuwait: 3, Lebanon: 2, Malaysia: 8,
  Morocco: 1, Nigeria: 1, Oman: 4, Pakistan: 5, Qatar: 3, 'Saudi Arabia': 3, Somalia: 3, 'South Africa': 2,
  Sudan: 2, Syria: 3, Tunisia: 1, Turkey: 3, 'United Arab Emirates': 4, 'United Kingdom': 0, 'United States': -5,
};

// prettier-ignore
const STATE_OFFSETS: Readonly<Record<string, number>> = {
  Alberta: -7, 'British Columbia': -8, Manitoba: -6, Saskatchewan: -6, 'Nova Scotia': -4, 'New Brunswick': -4,
  'Prince Edward Island': -4, 'Newfoundland and Labrador': -3.5,
  Texas: -6, Illinois: -6, Minnesota: -6, California: -8,
  'Western Australia': 8,
};

/** Hours ahead of UTC where a member lives; states of the wide countries have their own. */
export function utcOffset(country: string | null, state: string | null): number {
  if (country && ['Canada', 'United States', 'Australia'].includes(country) && state) {
    const offset = STATE_OFFSETS[state];
    if (offset !== undefined) return offset;
  }
  return country ? (COUNTRY_OFFSETS[country] ?? 0) : 0;
}

const HOUR = 3_600_000;
const MINUTE = 60_000;
export const WAKING = { from: 7.5, to: 23 } as const;

/** The local hour of the day (0-24, fractional) at `at` for someone `offset` hours ahead of UTC. */
export function localHour(at: Date, offset: number): number {
  const local = at.getTime() + offset * HOUR;
  return (((local / HOUR) % 24) + 24) % 24;
}

/**
 * `at` if its sender is awake then; otherwise the next morning where they live, somewhere between
 * 07:30 and 09:30, as someone who answers with their first tea.
 */
export function whenAwake(at: Date, offset: number, rng: Rng): Date {
  const hour = localHour(at, offset);
  if (hour >= WAKING.from && hour < WAKING.to) return at;
  const untilMorning = hour < WAKING.from ? WAKING.from - hour : 24 - hour + WAKING.from;
  return new Date(at.getTime() + untilMorning * HOUR + rng.int(0, 120) * MINUTE);
}
