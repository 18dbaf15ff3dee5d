import type { RefObject } from 'react';

/**
 * A dialog's onCloseAutoFocus: the focus goes to `target` when it is still on the page (a menu's trigger),
 * else where Radix would put it.
 */
export function focusInstead(event: Event, target: RefObject<HTMLElement | null> | undefined): void {
  const element = target?.current;
  if (!element?.isConnected) return;
  event.preventDefault();
  element.focus();
}
