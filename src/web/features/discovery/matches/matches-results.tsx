import { HeartOff, Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { isPlanRefusal } from '../../../entities/membership/plan-refusal';
import { cardsOf, type useMatches } from '../api/get-matches';
import { NeedsBasicsNotice } from '../needs-basics-notice';
import { MatchCard } from './match-card';
import { ShowMoreMatches, useFocusFirstNew } from './show-more-matches';

type MatchesResultsProps = {
  query: ReturnType<typeof useMatches>;
  filtered: boolean;
  onClearAll: () => void;
};

/**
 * The grid of match cards (20 a page, then 'Show more'), or the loading text, an error with Retry, the
 * profile's missing basics, or one of the two empty states.
 */
export function MatchesResults({ query, filtered, onClearAll }: MatchesResultsProps) {
  const { t } = useTranslation('discovery');
  const matches = cardsOf(query.data);
  const { listRef, focusFrom } = useFocusFirstNew(matches.length);
  // Previous results stand in while new filters load; an empty stand-in would show the wrong empty state.
  // A refused filter is being dropped from the URL (the page shows why): the list loads again without it.
  const refused = isPlanRefusal(query.error) && !query.data;
  const waiting = query.isPending || refused || (query.isPlaceholderData && matches.length === 0);
  if (waiting) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-16 text-muted-foreground">
        <Loader2 className="size-6 animate-spin text-primary" aria-hidden="true" />
        <p>{t('matches.loading')}</p>
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <Empty title={t('matches.loadError')} alert>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {t('matches.retry')}
        </Button>
      </Empty>
    );
  }

  const last = query.data.pages.at(-1);
  if (matches.length === 0) {
    if (last?.needs_basics) return <NeedsBasicsNotice screen="matches" />;
    return filtered ? (
      <Empty title={t('matches.empty')} text={t('matches.emptyFilteredText')}>
        <Button variant="outline" onClick={onClearAll}>
          {t('matches.clearAll')}
        </Button>
      </Empty>
    ) : (
      <Empty title={t('matches.empty')} text={t('matches.emptyText')}>
        <Button asChild>
          <Link to="/complete-profile">{t('matches.updateProfile')}</Link>
        </Button>
      </Empty>
    );
  }
  return (
    <section
      aria-labelledby="matches-results-title"
      aria-busy={query.isPlaceholderData}
      className="grid gap-6"
    >
      <h2 id="matches-results-title" className="sr-only">
        {t('matches.results')}
      </h2>
      <ul
        ref={listRef}
        className={
          query.isPlaceholderData
            ? 'grid gap-4 opacity-60 sm:grid-cols-2 xl:grid-cols-3'
            : 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3'
        }
      >
        {matches.map((match) => (
          <li key={match.user_id} className="flex">
            <MatchCard match={match} />
          </li>
        ))}
      </ul>
      <ShowMoreMatches
        shown={matches.length}
        total={Math.max(last?.total ?? 0, matches.length)}
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        failed={query.isFetchNextPageError}
        onMore={() => {
          focusFrom(matches.length);
          void query.fetchNextPage();
        }}
      />
    </section>
  );
}

type EmptyProps = { title: string; text?: string; alert?: boolean; children: ReactNode };

function Empty({ title, text, alert, children }: EmptyProps) {
  return (
    <div
      role={alert ? 'alert' : undefined}
      className="grid justify-items-center gap-3 rounded-lg border border-dashed border-border bg-card px-6 py-12 text-center"
    >
      <span
        className="grid size-12 place-items-center rounded-full bg-muted text-muted-foreground"
        aria-hidden="true"
      >
        <HeartOff className="size-6" />
      </span>
      <h2 className="text-lg font-semibold">{title}</h2>
      {text ? <p className="max-w-md text-sm text-muted-foreground">{text}</p> : null}
      {children}
    </div>
  );
}
