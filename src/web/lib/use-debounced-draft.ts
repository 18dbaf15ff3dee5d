import { useEffect, useEffectEvent, useState } from 'react';

/** Typing waits this long before the URL (and so the request) changes. */
export const TYPING_DEBOUNCE_MS = 300;

/**
 * Local text for an input whose committed value lives elsewhere (the URL). Typing updates the draft at
 * once and calls `commit` after `delay` ms of quiet; when the committed value changes from outside
 * (Clear All, a removed chip, Back), the draft follows it.
 */
export function useDebouncedDraft(
  committed: string,
  commit: (value: string) => void,
  delay = TYPING_DEBOUNCE_MS,
) {
  const [draft, setDraft] = useState(committed);
  const [seen, setSeen] = useState(committed);
  if (committed !== seen) {
    setSeen(committed);
    setDraft(committed);
  }

  const onQuiet = useEffectEvent((value: string) => commit(value));
  useEffect(() => {
    // Surrounding spaces never make a new search (and never a commit loop).
    if (draft.trim() === committed.trim()) return;
    const timer = setTimeout(() => onQuiet(draft), delay);
    return () => clearTimeout(timer);
  }, [draft, committed, delay]);

  return [draft, setDraft] as const;
}
