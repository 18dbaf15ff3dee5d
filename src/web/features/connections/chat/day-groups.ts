/** Messages under date headings (spec /chat): one group per local calendar day, oldest first. */

export type DayGroup<T> = { day: string; items: T[] };

const pad = (n: number) => String(n).padStart(2, '0');

/** The local calendar day of a time, as YYYY-MM-DD (the key of its group). */
export function dayKey(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Groups items that are already in time order; a new group starts whenever the local day changes. */
export function groupByDay<T extends { created_at: string }>(items: readonly T[]): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const day = dayKey(new Date(item.created_at));
    const last = groups.at(-1);
    if (last && last.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}

export type DayLabel = { kind: 'today' } | { kind: 'yesterday' } | { kind: 'date'; text: string };

/** 'Today', 'Yesterday', or the date ("Monday, 3 March", with the year when it is not this year). */
export function dayLabel(day: string, now: Date, language: string): DayLabel {
  if (day === dayKey(now)) return { kind: 'today' };
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  if (day === dayKey(yesterday)) return { kind: 'yesterday' };
  const [year, month, date] = day.split('-').map(Number);
  const at = new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1);
  const text = new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: at.getFullYear() === now.getFullYear() ? undefined : 'numeric',
  }).format(at);
  return { kind: 'date', text };
}
