import { ChevronDown } from 'lucide-react';
import { cn } from '../../../lib/cn';
import type { ShownItem } from './faq-filter';

type FaqAccordionItemProps = { item: ShownItem; open: boolean; onToggle: (id: string) => void };

/**
 * One question (WAI-ARIA accordion pattern): a button inside a heading, with aria-expanded and
 * aria-controls, opening a region labelled by that button. The region stays in the DOM (hidden) so
 * aria-controls always points at something.
 */
export function FaqAccordionItem({ item, open, onToggle }: FaqAccordionItemProps) {
  const buttonId = `${item.id}-button`;
  const panelId = `${item.id}-panel`;
  return (
    <li className={cn('rounded-lg border bg-card shadow-xs', open ? 'border-primary/40' : 'border-border')}>
      <h3>
        <button
          type="button"
          id={buttonId}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => onToggle(item.id)}
          className="flex w-full items-center justify-between gap-4 rounded-lg px-5 py-4 text-start font-medium text-foreground outline-none hover:text-primary-strong focus-visible:ring-2 focus-visible:ring-ring"
        >
          <span>{item.q}</span>
          <ChevronDown
            aria-hidden="true"
            className={cn(
              'size-5 shrink-0 text-muted-foreground transition-transform',
              open && 'rotate-180 text-primary',
            )}
          />
        </button>
      </h3>
      <div
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        hidden={!open}
        className="px-5 pb-5 leading-relaxed text-muted-foreground"
      >
        <p>{item.a}</p>
      </div>
    </li>
  );
}
