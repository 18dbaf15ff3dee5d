/** How analytics figures read: whole numbers, minutes with one decimal, hours of day. */

export const formatCount = (value: number, language: string) => new Intl.NumberFormat(language).format(value);

export const formatMinutes = (value: number, language: string) =>
  new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);

/**
 * '9 PM' for 21 (or '21' where the language counts 24 hours). The hour is already in the member's time
 * zone (the server counted it there), so it is formatted as a UTC hour and never shifted again.
 */
export function hourLabel(hour: number, language: string): string {
  return new Intl.DateTimeFormat(language, { hour: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, 1, hour),
  );
}

export type GrowthKind = 'up' | 'down' | 'flat' | 'noEarlierPeriod' | 'new' | 'none';

/**
 * What a growth badge says. null means there is nothing to divide by: 'all' has no earlier period, and
 * otherwise the previous period had none, which reads as 'new' when this period has some.
 */
export function growthKind(growth: number | null, value: number | null, periodless: boolean): GrowthKind {
  if (growth === null) {
    if (periodless) return 'noEarlierPeriod';
    return value !== null && value > 0 ? 'new' : 'none';
  }
  if (growth > 0) return 'up';
  if (growth < 0) return 'down';
  return 'flat';
}
