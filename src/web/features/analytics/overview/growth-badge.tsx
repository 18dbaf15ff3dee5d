import { ArrowDownRight, ArrowUpRight, Minus, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { growthKind } from '../analytics-format';

type GrowthBadgeProps = {
  growth: number | null;
  /** The figure the growth belongs to: with no growth, some this period reads 'New'. */
  value: number | null;
  /** The figure has no earlier period of the same length (period 'all'). */
  periodless: boolean;
};

/** '+12% vs last period', '-5% vs last period', or an honest word when there is nothing to compare. */
export function GrowthBadge({ growth, value, periodless }: GrowthBadgeProps) {
  const { t } = useTranslation('analytics');
  const kind = growthKind(growth, value, periodless);
  const amount = Math.abs(growth ?? 0);
  const text = {
    up: t('stats.growthUp', { value: amount }),
    down: t('stats.growthDown', { value: amount }),
    flat: t('stats.growthFlat'),
    noEarlierPeriod: t('stats.noEarlierPeriod'),
    new: t('stats.growthNew'),
    none: t('stats.growthNone'),
  }[kind];
  const Icon =
    { up: ArrowUpRight, down: ArrowDownRight, new: Sparkles }[kind as 'up' | 'down' | 'new'] ?? Minus;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-md px-2 py-0.5 text-xs font-medium [&_svg]:size-3',
        kind === 'up' && 'bg-[var(--success-bg)] text-[var(--success-text)]',
        kind === 'down' && 'bg-[var(--error-bg)] text-[var(--error-text)]',
        kind === 'new' && 'bg-accent-soft text-accent-strong',
        (kind === 'flat' || kind === 'noEarlierPeriod' || kind === 'none') &&
          'bg-muted text-muted-foreground',
      )}
    >
      <Icon aria-hidden="true" />
      {text}
    </span>
  );
}
