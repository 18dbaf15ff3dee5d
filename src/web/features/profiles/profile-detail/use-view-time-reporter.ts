import { useEffect } from 'react';
import { VISIT_DURATION_MAX_SECONDS } from '../../../../shared/analytics/analytics-contract';
import { reportViewTime } from '../api/report-view-time';

/**
 * Measures how long another member's profile is actually seen (the tab visible) and reports it: when
 * the tab is hidden, and when the page is left or the profile closed. Each report carries only the
 * whole seconds since the last one (the fraction waits for the next), at most the server's cap, and
 * nothing under one second. `enabled`: a signed-in member looking at someone else's profile.
 */
export function useViewTimeReporter(userId: string, enabled: boolean): void {
  useEffect(() => {
    if (!enabled || !userId) return;
    const visibleNow = () => document.visibilityState === 'visible';
    let visibleSince: number | null = visibleNow() ? Date.now() : null;
    let unreportedMs = 0;

    const stopClock = () => {
      if (visibleSince !== null) unreportedMs += Math.max(0, Date.now() - visibleSince);
      visibleSince = null;
    };
    const flush = (leaving: boolean) => {
      stopClock();
      const seconds = Math.floor(unreportedMs / 1000);
      if (seconds < 1) return;
      unreportedMs -= seconds * 1000;
      reportViewTime(userId, Math.min(seconds, VISIT_DURATION_MAX_SECONDS), leaving);
    };

    const onVisibility = () => {
      if (visibleNow()) visibleSince ??= Date.now();
      else flush(false);
    };
    const onPageHide = () => flush(true);
    // Back to a page kept in the back-forward cache: the clock runs again.
    const onPageShow = () => {
      if (visibleNow()) visibleSince ??= Date.now();
    };

    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      flush(true);
    };
  }, [userId, enabled]);
}
