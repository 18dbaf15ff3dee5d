import { i18n } from './i18n';

/**
 * Dates as the screens show them, written once. A member's screens speak the reader's language; the
 * staff screens show en-US whatever the interface language (spec §2: "Mar 4, 2026" in the users table),
 * and the moderation and verification queues follow them.
 */

/** A day in the reader's language: "Dec 6, 2026" (medium) or "December 6, 2026" (long); none: ''. */
export const formatDay = (iso: string | null, style: 'medium' | 'long' = 'medium'): string =>
  iso ? new Intl.DateTimeFormat(i18n.language, { dateStyle: style }).format(new Date(iso)) : '';

/** A time of day in the reader's language: "8:26 PM". */
export const formatTimeOfDay = (iso: string): string =>
  new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(new Date(iso));

const STAFF_DAY = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const STAFF_MOMENT = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A day on the staff screens: "Mar 4, 2026". */
export const staffDay = (iso: string): string => STAFF_DAY.format(new Date(iso));

/** A moment on the staff screens (a login, an audit entry, a report): "Mar 4, 2026, 3:05 PM". */
export const staffMoment = (iso: string): string => STAFF_MOMENT.format(new Date(iso));
