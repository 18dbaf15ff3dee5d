import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/** Closer than this to the bottom counts as "reading the newest". */
const NEAR_BOTTOM_PX = 80;
/** Closer than this to the top loads older messages. */
const NEAR_TOP_PX = 120;

type ScrollInput = {
  firstKey: string | null;
  lastKey: string | null;
  /** The newest item is the member's own (just sent): always show it. */
  lastMine: boolean;
  canLoadOlder: boolean;
  onNearTop: () => void;
};

/**
 * The chat's scroll: at the newest on open and when messages arrive, unless the member scrolled up to
 * read older ones (then `unseen` turns true: the 'New messages' pill); older messages loaded at the
 * top keep what was on screen in place.
 */
export function useChatScroll({ firstKey, lastKey, lastMine, canLoadOlder, onNearTop }: ScrollInput) {
  const ref = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const previous = useRef<{ first: string | null; last: string | null; height: number } | null>(null);
  const [unseen, setUnseen] = useState(false);

  const scrollToEnd = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    el.scrollTop = el.scrollHeight;
    nearBottom.current = true;
    setUnseen(false);
  }, []);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const before = previous.current;
    previous.current = { first: firstKey, last: lastKey, height: el.scrollHeight };
    if (!before || before.last === null) {
      el.scrollTop = el.scrollHeight;
      return;
    }
    if (lastKey === before.last) {
      // Older messages came in above: keep the same messages under the member's eyes.
      if (firstKey !== before.first) el.scrollTop += el.scrollHeight - before.height;
      return;
    }
    if (nearBottom.current || lastMine) scrollToEnd();
    else setUnseen(true);
  }, [firstKey, lastKey, lastMine, scrollToEnd]);

  const onScroll = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    nearBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
    if (nearBottom.current) setUnseen(false);
    if (el.scrollTop < NEAR_TOP_PX && canLoadOlder) onNearTop();
  }, [canLoadOlder, onNearTop]);

  return { ref, onScroll, unseen, scrollToEnd };
}
