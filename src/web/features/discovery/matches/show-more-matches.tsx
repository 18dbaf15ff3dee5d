import { ChevronDown } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

type ShowMoreMatchesProps = {
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onMore: () => void;
};

/**
 * 'Showing 20 of 50 matches' and 'Show more matches' under the grid. The button stays focusable while
 * the next page loads (a disabled button would drop the focus); once it is there, the focus moves to
 * the first new card (useFocusFirstNew), so a keyboard or screen reader user reads on from there.
 */
export function ShowMoreMatches({ shown, total, hasMore, loading, failed, onMore }: ShowMoreMatchesProps) {
  const { t } = useTranslation('discovery');
  return (
    <div className="grid justify-items-center gap-3">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t('matches.showing', { shown, count: total })}
      </p>
      {failed ? (
        <p role="alert" className="text-sm text-destructive">
          {t('matches.moreFailed')}
        </p>
      ) : null}
      {hasMore ? (
        <Button
          type="button"
          variant="outline"
          aria-busy={loading || undefined}
          onClick={() => {
            if (!loading) onMore();
          }}
        >
          <ChevronDown className={loading ? 'animate-bounce' : undefined} aria-hidden="true" />
          {loading ? t('matches.loadingMore') : t('matches.showMore')}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * After 'Show more': focus the first card that arrived (its article), once it has rendered. `focusFrom`
 * is called with the number of cards shown before asking for the next page.
 */
export function useFocusFirstNew(count: number) {
  const listRef = useRef<HTMLUListElement>(null);
  const pending = useRef<number | null>(null);
  useEffect(() => {
    const from = pending.current;
    if (from === null || count <= from) return;
    pending.current = null;
    listRef.current?.children[from]?.querySelector<HTMLElement>('article')?.focus();
  }, [count]);
  const focusFrom = useCallback((from: number) => {
    pending.current = from;
  }, []);
  return { listRef, focusFrom };
}
