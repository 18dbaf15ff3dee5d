import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** The skip link's target: every layout renders exactly one of these. */
export function MainContent({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <main id="main" tabIndex={-1} className={cn('flex flex-1 flex-col outline-none', className)}>
      {children}
    </main>
  );
}
