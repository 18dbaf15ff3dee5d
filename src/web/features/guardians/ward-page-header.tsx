import { ArrowLeft, Eye } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';

type WardPageHeaderProps = { back: { to: string; label: string }; title: ReactNode; note: ReactNode };

/** The guardian's screens' header: back one level, the title, and the read-only note. */
export function WardPageHeader({ back, title, note }: WardPageHeaderProps) {
  return (
    <header className="grid gap-3">
      <Button asChild variant="ghost" size="sm" className="justify-self-start">
        <Link to={back.to}>
          <ArrowLeft className="rtl:rotate-180" aria-hidden="true" />
          {back.label}
        </Link>
      </Button>
      <h1 className="text-2xl font-semibold tracking-tight text-primary-strong sm:text-3xl">{title}</h1>
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <Eye className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {note}
      </p>
    </header>
  );
}
