import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * A styled native <select>: the platform's own keyboard, screen-reader and mobile pickers, which suit
 * long option lists (countries, states) better than a custom listbox.
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        className={cn(
          'flex h-10 w-full min-w-0 appearance-none rounded-md border border-input bg-card ps-3 pe-9 text-base text-foreground shadow-xs transition-colors outline-none md:text-sm',
          'focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40',
          'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/30',
          'disabled:cursor-not-allowed disabled:opacity-60',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
    </div>
  );
}
