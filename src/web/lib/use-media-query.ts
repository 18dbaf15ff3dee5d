import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, following changes (rotation, resizing). Where matchMedia does
 * not exist (tests in jsdom), `fallback` stands in.
 */
export function useMediaQuery(query: string, fallback = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const read = () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback);
  return useSyncExternalStore(subscribe, read, () => fallback);
}

/** Tailwind's `md` breakpoint (48rem): tables and wide layouts from here up. */
export const MD_UP = '(min-width: 48rem)';
