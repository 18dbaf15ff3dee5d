const DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** Spec §2: dates in the users table are en-US ('Mar 4, 2026'), whatever the interface language. */
export function formatDay(iso: string): string {
  return DATE.format(new Date(iso));
}

/** A moment (last login, an audit entry): en-US date and time ('Mar 4, 2026, 3:05 PM'). */
export function formatMoment(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}
