import { i18n } from '../../lib/i18n';

/** "6 Dec 2026" in the reader's language: when a guardianship began, was invited or ended. */
export const shortDate = (iso: string | null): string =>
  iso ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso)) : '';
