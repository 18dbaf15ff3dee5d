import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

type TableScrollRegionProps = {
  /** Names the region for screen readers ("Users table, scrolls sideways"). */
  label: string;
  /** The rows on show are being replaced (a new page loading): dimmed until they are. */
  stale?: boolean;
  children: ReactNode;
};

/**
 * A wide table on a narrow screen: it scrolls sideways inside this region rather than squeezing its
 * columns, and the region takes keyboard focus so the scroll is reachable without a mouse.
 */
export function TableScrollRegion({ label, stale = false, children }: TableScrollRegionProps) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn(
        'overflow-x-auto rounded-lg border border-border bg-card focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        stale && 'opacity-60 transition-opacity',
      )}
    >
      {children}
    </div>
  );
}
