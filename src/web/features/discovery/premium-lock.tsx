import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';

/** The small 'Premium' beside a locked filter's label; `id` lets the control name it as its description. */
export function PremiumTag({ id }: { id: string }) {
  const { t } = useTranslation('discovery');
  return (
    <span id={id} className="inline-flex items-center gap-1 text-xs font-medium text-accent-strong">
      <Lock className="size-3.5" aria-hidden="true" />
      {t('locked.premium')}
    </span>
  );
}

/** Under locked filters: why they are locked and the way to the plans. */
export function UnlockNote({ className }: { className?: string }) {
  const { t } = useTranslation('discovery');
  return (
    <p className={cn('flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground', className)}>
      <Lock className="size-4 shrink-0 text-accent-strong" aria-hidden="true" />
      <span>{t('locked.note')}</span>
      <Link
        to="/membership"
        className="rounded-sm font-semibold text-primary underline underline-offset-2 outline-none hover:no-underline focus-visible:ring-2 focus-visible:ring-ring"
      >
        {t('locked.unlock')}
      </Link>
    </p>
  );
}
