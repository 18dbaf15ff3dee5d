import { RotateCw, Sparkles, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

type MatchesSummaryProps = {
  total: number | null;
  best: number | null;
  refreshing: boolean;
  onRefresh: () => void;
};

/** How many matches were found, the best percentage, and Refresh (which stays focusable while it works). */
export function MatchesSummary({ total, best, refreshing, onRefresh }: MatchesSummaryProps) {
  const { t } = useTranslation('discovery');
  return (
    <Card className="flex flex-wrap items-center gap-x-6 gap-y-3 p-4">
      <p className="flex items-center gap-2 font-medium" aria-live="polite">
        <Users className="size-5 text-primary" aria-hidden="true" />
        {total === null ? t('matches.counting') : t('matches.found', { count: total })}
      </p>
      {best !== null ? (
        <p className="flex items-center gap-2 font-medium">
          <Sparkles className="size-5 text-accent" aria-hidden="true" />
          {t('matches.best', { score: best })}
        </p>
      ) : null}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="ms-auto"
        aria-busy={refreshing || undefined}
        onClick={() => {
          if (!refreshing) onRefresh();
        }}
      >
        <RotateCw className={cn(refreshing && 'animate-spin')} aria-hidden="true" />
        {t('matches.refresh')}
      </Button>
    </Card>
  );
}
