import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from './button';

type PageHeaderProps = {
  /** The back link to the dashboard (/), in the page's words. */
  backLabel: string;
  title: ReactNode;
  subtitle: ReactNode;
  /** A control beside the title (a period select): below it on a phone, at its end from sm up. */
  action?: ReactNode;
};

/** A member screen's header: back to the dashboard, the page's title and subtitle, and its control. */
export function PageHeader({ backLabel, title, subtitle, action }: PageHeaderProps) {
  const heading = (
    <div className="grid gap-1">
      <h1 className="text-2xl font-semibold tracking-tight text-primary-strong sm:text-3xl">{title}</h1>
      <p className="text-muted-foreground">{subtitle}</p>
    </div>
  );
  return (
    <header className="grid gap-4">
      <Button asChild variant="ghost" size="sm" className="justify-self-start">
        <Link to="/">
          <ArrowLeft className="rtl:rotate-180" aria-hidden="true" />
          {backLabel}
        </Link>
      </Button>
      {action ? (
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
    </header>
  );
}
