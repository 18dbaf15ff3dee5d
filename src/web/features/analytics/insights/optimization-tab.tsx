import { Lightbulb, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TOptimizationTip } from '../../../../shared/analytics/analytics-contract';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { EmptyNote } from './empty-note';

const PRIORITY_STYLE: Record<TOptimizationTip['priority'], string> = {
  high: 'border-transparent bg-[var(--error-bg)] text-[var(--error-text)]',
  medium: 'border-transparent bg-[var(--warning-bg)] text-[var(--warning-text)]',
  low: 'border-transparent bg-[var(--info-bg)] text-[var(--info-text)]',
};

/** The tips the server chose by the spec's rules (§9), and the two static claims as a Quick Win. */
export function OptimizationTab({ tips }: { tips: TOptimizationTip[] }) {
  const { t } = useTranslation('analytics');
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('optimization.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {tips.length === 0 ? (
          <EmptyNote text={t('optimization.empty')} />
        ) : (
          <ul className="grid gap-3">
            {tips.map((tip) => (
              <li key={tip.key} className="flex items-start gap-3 rounded-md border border-border p-4">
                <Lightbulb className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden="true" />
                <div className="grid min-w-0 flex-1 gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="font-medium">{tip.title}</h3>
                    <Badge variant="outline" className={cn(PRIORITY_STYLE[tip.priority])}>
                      {t(`optimization.priority.${tip.priority}`)}
                    </Badge>
                  </div>
                  <p className="text-sm text-muted-foreground">{tip.description}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
        <section
          aria-label={t('optimization.quickWin')}
          className="grid gap-2 rounded-md border border-[var(--success-border)] bg-[var(--success-bg)] p-4 text-[var(--success-text)]"
        >
          <h3 className="flex items-center gap-2 font-semibold">
            <Zap className="size-4" aria-hidden="true" />
            {t('optimization.quickWin')}
          </h3>
          <ul className="grid list-disc gap-1 ps-5 text-sm">
            <li>{t('optimization.photosClaim')}</li>
            <li>{t('optimization.greetingClaim')}</li>
          </ul>
        </section>
      </CardContent>
    </Card>
  );
}
