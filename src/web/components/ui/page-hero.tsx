import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { SHELL_COLUMN } from './page-container';

type PageHeroProps = {
  /** Small label above the heading (already translated). */
  eyebrow?: ReactNode;
  title: ReactNode;
  /** The intro under the heading. */
  children?: ReactNode;
  /** Links or buttons under the intro. */
  actions?: ReactNode;
  className?: string;
};

/** The top band of an information page: the page's one <h1>, its intro and its main actions. */
export function PageHero({ eyebrow, title, children, actions, className }: PageHeroProps) {
  return (
    <section
      className={cn(
        'border-b border-border bg-gradient-to-b from-primary-soft/70 via-primary-soft/25 to-background',
        className,
      )}
    >
      <div className="mx-auto max-w-4xl px-4 py-12 text-center sm:px-6 sm:py-16 lg:py-20">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-wide text-accent-strong uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance text-primary-strong sm:text-4xl lg:text-5xl">
          {title}
        </h1>
        {children ? (
          <div className="mx-auto mt-5 grid max-w-2xl gap-3 text-base text-pretty text-muted-foreground sm:text-lg">
            {children}
          </div>
        ) : null}
        {actions ? <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div> : null}
      </div>
    </section>
  );
}

type CtaPanelProps = {
  title: ReactNode;
  children?: ReactNode;
  actions: ReactNode;
  className?: string;
};

/** A closing call to action: a teal panel with a heading, a line of text and its buttons. */
export function CtaPanel({ title, children, actions, className }: CtaPanelProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn(SHELL_COLUMN, className)}>
      <div className="rounded-2xl bg-primary px-6 py-10 text-center text-primary-foreground shadow-sm sm:px-12 sm:py-14">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          {title}
        </h2>
        {children ? (
          <p className="mx-auto mt-3 max-w-2xl text-pretty text-primary-foreground/90">{children}</p>
        ) : null}
        <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
      </div>
    </section>
  );
}
