import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMenuItem } from '../../../../shared/site/site-contract';
import { cn } from '../../../lib/cn';
import { MenuLink } from './menu-link';
import { activeItemClass, barItemClass } from './menu-styles';

/** Long enough to cross the gap between the bar and the panel without it folding away. */
const CLOSE_DELAY_MS = 150;

function linksIn(panel: HTMLElement | null): HTMLElement[] {
  return Array.from(panel?.querySelectorAll<HTMLElement>('a[href]') ?? []);
}

/**
 * A parent item of the header menu (≥ md): a disclosure, not an ARIA menu, so its children stay plain
 * links in the tab order. Opens on hover (mouse only, so a tap does not open and close it at once) and
 * by its toggle: Enter/Space toggle, ArrowDown opens and focuses the first child, Escape closes and
 * returns focus to the toggle; focus leaving the item or a click outside closes it.
 */
export function MenuDropdown({ item }: { item: TMenuItem }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const focusFirstOnOpen = useRef(false);
  const hasOwnLink = item.href !== '#';

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  useEffect(() => {
    if (!open) return;
    if (focusFirstOnOpen.current) {
      focusFirstOnOpen.current = false;
      linksIn(panelRef.current)[0]?.focus();
    }
    function onPointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function onToggleKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    // Handled here rather than left to the button's click: preventDefault stops the browser's own
    // click, so one key press is exactly one toggle.
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setOpen((value) => !value);
      return;
    }
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    if (open) linksIn(panelRef.current)[0]?.focus();
    else {
      focusFirstOnOpen.current = true;
      setOpen(true);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      toggleRef.current?.focus();
      return;
    }
    // Up and down move between the children, like in a list of links. Keys on the toggle were handled
    // by its own handler already (bubbling here would move the focus a second step).
    if (event.target === toggleRef.current) return;
    const list = linksIn(panelRef.current);
    const index = list.indexOf(document.activeElement as HTMLElement);
    if (index < 0 || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    event.preventDefault();
    if (event.key === 'ArrowUp' && index === 0) toggleRef.current?.focus();
    else list[Math.min(index + (event.key === 'ArrowDown' ? 1 : -1), list.length - 1)]?.focus();
  }

  function onBlur(event: FocusEvent<HTMLLIElement>) {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  }

  function onPointerEnter(event: { pointerType: string }) {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(closeTimer.current);
    setOpen(true);
  }

  function onPointerLeave(event: { pointerType: string }) {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  }

  const toggleProps = {
    ref: toggleRef,
    type: 'button' as const,
    'aria-expanded': open,
    'aria-controls': panelId,
    onClick: () => setOpen((value) => !value),
    onKeyDown: onToggleKeyDown,
  };
  const chevron = (
    <ChevronDown
      className={cn('size-4 shrink-0 transition-transform', open && 'rotate-180')}
      aria-hidden="true"
    />
  );

  return (
    <li
      ref={rootRef}
      className="relative"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      {hasOwnLink ? (
        <span className="flex items-center">
          <MenuLink item={item} className={barItemClass} activeClassName={activeItemClass} />
          <button
            {...toggleProps}
            aria-label={t('siteMenu.showSubmenu', { title: item.title })}
            className={cn(barItemClass, 'ms-0.5 px-1')}
          >
            {chevron}
          </button>
        </span>
      ) : (
        <button {...toggleProps} className={cn(barItemClass, 'gap-1', item.css_class)}>
          {item.title}
          {chevron}
        </button>
      )}
      {/* pt-2 bridges the bar and the panel, so the pointer never leaves the item between them. */}
      <div
        id={panelId}
        ref={panelRef}
        hidden={!open}
        className="absolute start-0 top-full z-40 min-w-52 pt-2"
      >
        <ul className="grid gap-0.5 rounded-lg border border-border bg-card p-1.5 shadow-lg">
          {item.children.map((child) => (
            <li key={child.id}>
              <MenuLink
                item={child}
                className="flex rounded-md px-3 py-2 text-sm text-foreground outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
                activeClassName={activeItemClass}
                onClick={() => setOpen(false)}
              />
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
