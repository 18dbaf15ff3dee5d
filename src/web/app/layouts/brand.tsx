import { HeartHandshake } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';

type BrandProps = {
  compactUntil?: 'lg';
  className?: string;
  /** Where it leads (home by default; the admin area's header leads to its dashboard). */
  to?: string;
  /** Shown after the name, inside the link (the admin area's 'Admin' badge). */
  children?: ReactNode;
};

/** Logo mark + name, linking home. `compactUntil="lg"` hides the name (kept for screen readers) from md to lg, where the nav is tight. */
export function Brand({ compactUntil, className, to = '/', children }: BrandProps) {
  const { t } = useTranslation();
  return (
    <Link
      to={to}
      className={cn(
        'inline-flex items-center gap-2 rounded-md text-lg font-semibold tracking-tight text-primary-strong outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
        className,
      )}
    >
      <span className="grid size-8 place-items-center rounded-lg bg-primary text-primary-foreground shadow-sm">
        <HeartHandshake className="size-5" aria-hidden="true" />
      </span>
      <span className={cn(compactUntil === 'lg' && 'md:max-lg:sr-only')}>{t('brand')}</span>
      {children}
    </Link>
  );
}
