/** How the dashboard's figures read. Days and months are UTC ones (the server counted them so). */

export const formatCount = (value: number, language: string) => new Intl.NumberFormat(language).format(value);

/** cents/100 with two decimals and a $ sign (spec §9): 249900 -> '$2,499.00'. */
export const formatDollars = (cents: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(
    cents / 100,
  );

/** An axis tick in dollars, short: 2200 -> '$2.2K'. */
export const compactDollars = (dollars: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'currency', currency: 'USD', notation: 'compact' }).format(
    dollars,
  );

/** '2026-03-10' -> 'Mar 10'. */
export const dayLabel = (day: string, language: string) =>
  new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** '2026-03' -> 'Mar 2026'. */
export const monthLabel = (month: string, language: string) =>
  new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/** An instant in the admin's own time zone, en-US style: 'Mar 10, 2026, 7:30 AM'. */
export const dateTime = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
