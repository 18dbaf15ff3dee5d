import { Menu, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from './button';

type MobileMenuProps = {
  /** Accessible name of the trigger; its state is carried by aria-expanded. */
  label: string;
  /** Extra classes for the trigger (e.g. `md:hidden`). */
  className?: string;
  /** Panel content; call `close` after a choice (a link click) so the panel folds away. */
  children: (close: () => void) => ReactNode;
};

/**
 * A disclosure for small screens: a button (aria-expanded, aria-controls) that shows a panel below the bar.
 * Escape closes it and puts focus back on the button; a click outside closes it too.
 */
export function MobileMenu({ label, className, children }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    }
    function onPointerDown(event: PointerEvent) {
      const target = event.target as Node;
      if (panelRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      setOpen(false);
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return (
    <div className={className}>
      <Button
        ref={buttonRef}
        type="button"
        variant="ghost"
        size="icon"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={label}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
      </Button>
      <div
        id={panelId}
        ref={panelRef}
        hidden={!open}
        className="absolute inset-x-0 top-full z-40 border-b border-border bg-card shadow-md"
      >
        {open ? children(close) : null}
      </div>
    </div>
  );
}
