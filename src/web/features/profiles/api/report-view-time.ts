import type { TViewTime } from '../../../../shared/analytics/analytics-contract';

export const viewTimePath = (userId: string) => `/api/profiles/${encodeURIComponent(userId)}/view-time`;

/**
 * POST /api/profiles/:userId/view-time: the seconds this profile was visible since the last report.
 * Not through the api client: the request must outlive the page. Leaving the page uses sendBeacon
 * (made for exactly that); a hidden tab, or a browser that refuses the beacon, a keepalive fetch.
 * Nobody waits for the answer: a lost report only makes the time spent a little short.
 */
export function reportViewTime(userId: string, seconds: number, leaving: boolean): void {
  const body: TViewTime = { seconds };
  const text = JSON.stringify(body);
  const url = viewTimePath(userId);
  if (leaving && typeof navigator.sendBeacon === 'function') {
    if (navigator.sendBeacon(url, new Blob([text], { type: 'application/json' }))) return;
  }
  void fetch(url, {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: text,
  }).catch(() => undefined);
}
