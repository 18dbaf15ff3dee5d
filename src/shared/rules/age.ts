/** Whole years between a 'YYYY-MM-DD' birth date and today (UTC calendar days). 29 February counts as
 * passed on 1 March in common years. Null for a missing or malformed date. */
export function ageFrom(dateOfBirth: string | null | undefined, today: Date = new Date()): number | null {
  if (!dateOfBirth) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!isRealDate(year, month, day)) return null;
  const [ty, tm, td] = [today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()];
  const hadBirthday = tm > month || (tm === month && td >= day);
  return ty - year - (hadBirthday ? 0 : 1);
}

export function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** 'YYYY-MM-DD' of today in UTC. */
export const todayIso = (today: Date = new Date()) => today.toISOString().slice(0, 10);

/** A partner age range as stored, 'min-max' in whole years (spaces allowed around both); null otherwise. */
export function parseAgeRange(value: string): { min: number; max: number } | null {
  const match = /^\s*(\d{1,3})\s*-\s*(\d{1,3})\s*$/.exec(value);
  if (!match) return null;
  return { min: Number(match[1]), max: Number(match[2]) };
}
