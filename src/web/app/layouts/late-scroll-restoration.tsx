import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'mithaq-scroll-positions';
/** How long a returning page may take to grow back to where the member was. */
const WAIT_MS = 4000;

/** Where each history entry was last scrolled to, by location key (kept across a reload, like React Router's). */
const positions = new Map<string, number>(readStored());

function readStored(): [string, number][] {
  // The server renders public pages with this module too: no storage there.
  if (typeof sessionStorage === 'undefined') return [];
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? (stored as [string, number][]) : [];
  } catch {
    return [];
  }
}

const maxScroll = () => document.documentElement.scrollHeight - window.innerHeight;

/**
 * Completes React Router's <ScrollRestoration/> (rendered beside it): that one restores Back's position
 * once, as the page first renders. A list served from the query cache is there at once, but
 * one whose cache is gone (evicted, or the page was reloaded) arrives later, and the page was too short
 * to reach the place: the member landed at the top. This follows the page as it grows and scrolls to
 * the saved place once it can, unless the member scrolls, types or taps first.
 */
export function LateScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  // 'default' is the first entry of a page load, whatever its address: qualified by it, so one load's
  // place is never applied to another page (the others are random and unique).
  const key = location.key === 'default' ? `default ${location.pathname}${location.search}` : location.key;

  // A layout effect, so the listener follows the new entry before any scroll event of its first frame.
  // Kept on scroll only: a cleanup that saved would, under StrictMode's remount, overwrite the place
  // about to be restored with where the page stands while it is still short.
  useLayoutEffect(() => {
    const onScroll = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [key]);

  useEffect(() => {
    const save = () => sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions]));
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, []);

  useLayoutEffect(() => {
    const target = positions.get(key) ?? 0;
    // Nothing to wait for: a new page, the top, a place the page reaches already, or no observer.
    if (navigationType !== 'POP' || target <= Math.max(0, maxScroll())) return;
    if (typeof ResizeObserver === 'undefined') return;
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      for (const type of GIVE_UP_EVENTS) window.removeEventListener(type, stop);
    };
    const observer = new ResizeObserver(() => {
      if (maxScroll() < target) return;
      window.scrollTo(0, target);
      stop();
    });
    observer.observe(document.body);
    const timer = window.setTimeout(stop, WAIT_MS);
    for (const type of GIVE_UP_EVENTS) window.addEventListener(type, stop, { passive: true });
    return stop;
  }, [key, navigationType]);

  return null;
}

/** The member moved on their own: their scrolling wins over the saved place. */
const GIVE_UP_EVENTS = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const;
