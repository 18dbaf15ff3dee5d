import { AlertCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button';

/** Spec §2: shown while the profile is under 100% complete (the analytics' 10-field rule). */
export function CompletionWarning({ completion }: { completion: number }) {
  const { t } = useTranslation('analytics');
  if (completion >= 100) return null;
  return (
    <section
      aria-label={t('completion.warning')}
      className="flex flex-col gap-3 rounded-lg border border-[var(--warning-border)] bg-[var(--warning-bg)] p-4 text-[var(--warning-text)] sm:flex-row sm:items-center"
    >
      <AlertCircle className="size-5 shrink-0" aria-hidden="true" />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="font-medium">{t('completion.warning')}</p>
        <p className="text-sm">{t('completion.percent', { value: completion })}</p>
      </div>
      <Link to="/complete-profile" className={buttonVariants({ variant: 'accent', size: 'sm' })}>
        {t('completion.action')}
      </Link>
    </section>
  );
}
