import {
  ALL_TIME_START,
  type TAnalyticsPeriod,
  type TGrowth,
} from '../../../shared/analytics/analytics-contract.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const LENGTH_MS: Record<Exclude<TAnalyticsPeriod, 'all'>, number> = {
  '24h': DAY_MS,
  '7d': 7 * DAY_MS,
  '30d': 30 * DAY_MS,
};

/**
 * The instants one analytics answer counts between. The period is [start, now] (a visit exactly at
 * `start` counts); the previous period the same length just before it, [previousStart, start), none
 * for 'all'. The week is [now - 7 days, now], against the 7 days before it whatever the period.
 * `from` is the earliest instant any figure reads: the one index range the statement scans.
 */
export type PeriodBounds = {
  now: Date;
  start: Date;
  previousStart: Date | null;
  weekStart: Date;
  previousWeekStart: Date;
  from: Date;
};

export function periodBounds(period: TAnalyticsPeriod, now: Date): PeriodBounds {
  const at = (ms: number) => new Date(now.getTime() - ms);
  const weekStart = at(7 * DAY_MS);
  const previousWeekStart = at(14 * DAY_MS);
  if (period === 'all') {
    const start = new Date(ALL_TIME_START);
    const from = start < previousWeekStart ? start : previousWeekStart;
    return { now, start, previousStart: null, weekStart, previousWeekStart, from };
  }
  const length = LENGTH_MS[period];
  const start = at(length);
  const previousStart = at(2 * length);
  const from = previousStart < previousWeekStart ? previousStart : previousWeekStart;
  return { now, start, previousStart, weekStart, previousWeekStart, from };
}

/**
 * Growth in whole percent (Math.round: halves up). null without a previous figure to compare with, or
 * when it was zero: nothing is a percentage of zero, and the screen says so instead of making one up.
 */
export function growth(current: number | null, previous: number | null): TGrowth {
  if (current === null || previous === null || previous === 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}

/** A whole percent of `total`; 0 of nothing. */
export const percentOf = (count: number, total: number): number =>
  total > 0 ? Math.round((count * 100) / total) : 0;
