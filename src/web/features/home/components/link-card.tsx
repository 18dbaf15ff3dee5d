import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type LinkCardProps = { to: string; icon: ReactNode; title: string; text: string };

/** A whole card that is one link (its title is the link's name, the text its description). */
export function LinkCard({ to, icon, title, text }: LinkCardProps) {
  return (
    <Link
      to={to}
      className="group flex h-full items-start gap-4 rounded-lg border border-border bg-card p-5 shadow-sm transition-colors outline-none hover:border-primary/40 hover:bg-primary-soft/30 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-primary-soft text-primary-strong [&_svg]:size-5">
        {icon}
      </span>
      <span className="grid flex-1 gap-1">
        <span className="font-semibold text-foreground">{title}</span>
        <span className="text-sm text-muted-foreground">{text}</span>
      </span>
      <ChevronRight
        className="mt-1 size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5 rtl:rotate-180 rtl:group-hover:-translate-x-0.5"
        aria-hidden="true"
      />
    </Link>
  );
}
