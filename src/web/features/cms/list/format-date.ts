/** A date as the admin screens show it (en-US, spec §2), with the time when asked. */
export function formatCmsDate(iso: string, withTime = false): string {
  return new Date(iso).toLocaleString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    ...(withTime ? { hour: 'numeric', minute: '2-digit' } : {}),
  });
}
