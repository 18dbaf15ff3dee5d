import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** Decorative placeholder; pair it with a visually hidden or visible loading text for screen readers. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />;
}
