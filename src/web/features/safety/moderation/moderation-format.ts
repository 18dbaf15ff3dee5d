const DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "Mar 5, 2026" */
export const formatDate = (iso: string) => DATE.format(Date.parse(iso));
/** "Mar 5, 2026, 2:05 PM" */
export const formatDateTime = (iso: string) => DATE_TIME.format(Date.parse(iso));
