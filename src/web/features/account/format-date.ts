import { i18n } from '../../lib/i18n';

/** "27 November 2026" in the member's language. */
export const longDate = (iso: string): string =>
  new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(iso));
