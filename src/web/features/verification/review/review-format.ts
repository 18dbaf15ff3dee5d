/** Dates on the staff screens: day, month, year and time, in the reviewer's own settings. */
export const formatDateTime = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
