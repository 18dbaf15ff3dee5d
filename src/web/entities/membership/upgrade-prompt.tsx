import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import type { PlanRefusal } from './plan-refusal';

type UpgradePromptProps = {
  /** A refusal recognised by `isPlanRefusal`: its message is the server's (spec §8 texts). */
  error: PlanRefusal;
  className?: string;
};

/**
 * What a gated action shows when the member's plan refused it: the server's words and the way to the
 * plans. An alert, so it is announced where the action was taken; the caller decides where it sits.
 */
export function UpgradePrompt({ error, className }: UpgradePromptProps) {
  const { t } = useTranslation();
  const fallback =
    error.code === 'USAGE_LIMIT_EXCEEDED' ? t('upgrade.usageExceeded') : t('upgrade.featureUnavailable');
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-wrap items-center gap-3 rounded-lg border border-accent/40 bg-accent-soft p-4 text-sm text-accent-strong',
        className,
      )}
    >
      <Sparkles className="size-4 shrink-0" aria-hidden="true" />
      <p className="min-w-0 flex-1">{error.message || fallback}</p>
      <Link to="/membership" className={buttonVariants({ variant: 'accent', size: 'sm' })}>
        {t('upgrade.seePlans')}
      </Link>
    </div>
  );
}
