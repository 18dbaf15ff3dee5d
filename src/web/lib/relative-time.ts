const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "now", "5 minutes ago", "3 hours ago", "yesterday", "4 days ago", then the date: for chat lists and
 * "Last seen ...". Intl does the wording, so other languages need no new strings.
 */
export function relativeTime(iso: string, now: number, language: string): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const diff = Math.max(0, now - at);
  const rtf = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  if (diff < MINUTE) return rtf.format(0, 'second');
  if (diff < HOUR) return rtf.format(-Math.floor(diff / MINUTE), 'minute');
  if (diff < DAY) return rtf.format(-Math.floor(diff / HOUR), 'hour');
  if (diff < 7 * DAY) return rtf.format(-Math.floor(diff / DAY), 'day');
  const sameYear = new Date(at).getFullYear() === new Date(now).getFullYear();
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    year: sameYear ? undefined : 'numeric',
  }).format(at);
}

/** "14:05" or "2:05 PM", as the language writes a time of day. */
export function clockTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' }).format(Date.parse(iso));
}
