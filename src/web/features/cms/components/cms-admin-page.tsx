import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageContainer } from '../../../components/ui/page-container';
import { cn } from '../../../lib/cn';

type CmsAdminPageProps = {
  title: ReactNode;
  intro?: ReactNode;
  /** The ghost link above the title, to the screen this one belongs to. */
  back?: { to: string; label: string };
  /** The page's buttons: beside the title, or below it where the row is too narrow. */
  actions?: ReactNode;
  /** Extra classes for the column (a narrower one, a wider gap); width and padding stay. */
  className?: string;
  children: ReactNode;
};

/** A CMS admin screen: its column, then a header with the back link, title, intro and buttons. */
export function CmsAdminPage({ title, intro, back, actions, className, children }: CmsAdminPageProps) {
  const heading = (
    <div className="grid gap-1">
      <h1 className="text-2xl font-semibold tracking-tight break-words">{title}</h1>
      {intro ? <p className="text-muted-foreground">{intro}</p> : null}
    </div>
  );
  return (
    <PageContainer className={cn('grid gap-6 py-8', className)}>
      <header className="grid gap-3">
        {back ? (
          <Button asChild variant="ghost" size="sm" className="justify-self-start">
            <Link to={back.to}>
              <ArrowLeft className="rtl:rotate-180" aria-hidden="true" />
              {back.label}
            </Link>
          </Button>
        ) : null}
        {actions ? (
          <div className="flex flex-wrap items-end justify-between gap-3">
            {heading}
            {actions}
          </div>
        ) : (
          heading
        )}
      </header>
      {children}
    </PageContainer>
  );
}
