import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * The site's one column: its width and side padding. The headers (public, member, loading, focus), the
 * footer's rows and every member screen use it, so a page's content lines up with the brand above it.
 */
export const SHELL_COLUMN = 'mx-auto w-full max-w-6xl px-4 sm:px-6';

type PageContainerProps = {
  children: ReactNode;
  /** Extra classes for the column (the gap between sections, a grid of its own); width and padding stay. */
  className?: string;
};

/** A member screen's content: the shell's column, with the same space above and below on every screen. */
export function PageContainer({ children, className }: PageContainerProps) {
  return (
    <div className={cn(SHELL_COLUMN, 'grid content-start gap-6 py-6 sm:py-8', className)}>{children}</div>
  );
}
