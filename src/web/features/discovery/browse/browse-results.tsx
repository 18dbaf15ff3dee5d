import { RotateCw, SearchX } from 'lucide-react';
import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { TProfileCard } from '../../../../shared/discovery/discovery-contract';
import { Button } from '../../../components/ui/button';
import { isPlanRefusal } from '../../../entities/membership/plan-refusal';
import { MD_UP, useMediaQuery } from '../../../lib/use-media-query';
import { useBrowse } from '../api/get-browse';
import { NeedsBasicsNotice } from '../needs-basics-notice';
import { hasActiveBrowseFilters, type BrowseFilters } from './browse-filters';
import { Pagination } from './pagination';
import { ProfileList } from './profile-list';
import { ProfileTable } from './profile-table';

/** Spec §9: six skeleton rows while loading. */
export const BROWSE_SKELETON_ROWS = 6;

type BrowseResultsProps = {
  filters: BrowseFilters;
  onPage: (page: number) => void;
  onClearAll: () => void;
  /** False: hold the request (the filters' gate is not settled yet). */
  ready?: boolean;
  /** A failed list goes here first; true = handled (the plan refused a filter: no error state or toast). */
  onError?: (error: unknown) => boolean;
};

/** The table (cards on phones) with its loading, error, empty and paging states. */
export function BrowseResults({ filters, onPage, onClearAll, ready = true, onError }: BrowseResultsProps) {
  const { t, i18n } = useTranslation('discovery');
  const query = useBrowse(filters, ready);
  const wide = useMediaQuery(MD_UP, true);

  const { error } = query;
  // An event, so a new `onError` from the page does not toast the same failure twice.
  const failed = useEffectEvent((failure: unknown) => {
    if (!onError?.(failure)) toast.error(t('browse.loadFailed'));
  });
  useEffect(() => {
    if (error) failed(error);
  }, [error]);

  const Rows = wide ? ProfileTable : ProfileList;
  const body = (rows: TProfileCard[] | null) => <Rows rows={rows} skeletonRows={BROWSE_SKELETON_ROWS} />;

  // A refused filter is being dropped from the URL: the list loads again without it.
  if (query.isPending || (isPlanRefusal(error) && !query.data)) {
    return (
      <div role="status" className="grid gap-3">
        <span className="sr-only">{t('browse.loading')}</span>
        {body(null)}
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <Notice icon={<RotateCw />} title={t('browse.loadFailed')} alert>
        <Button variant="outline" onClick={() => void query.refetch()} busy={query.isFetching}>
          {t('browse.retry')}
        </Button>
      </Notice>
    );
  }

  const {
    profiles,
    total,
    total_capped: totalCapped,
    has_more: hasMore,
    page_size: pageSize,
    needs_basics: needsBasics,
  } = query.data;
  // No basics, nobody listed: say why (not 'No profiles found') and nothing else.
  if (needsBasics && profiles.length === 0 && total === 0) return <NeedsBasicsNotice screen="browse" />;
  const pages = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  const updating = query.isPlaceholderData;
  const filtered = hasActiveBrowseFilters(filters);
  return (
    <section aria-labelledby="browse-results-title" aria-busy={updating} className="grid gap-4">
      <h2 id="browse-results-title" className="flex flex-wrap items-baseline gap-x-2 text-lg font-semibold">
        {t('browse.results')}
        <span className="text-sm font-normal text-muted-foreground">
          {totalCapped
            ? t('browse.totalAtLeast', { shown: total.toLocaleString(i18n.language) })
            : t('browse.total', { count: total, shown: total.toLocaleString(i18n.language) })}
        </span>
      </h2>
      {updating ? (
        <span role="status" className="sr-only">
          {t('browse.updating')}
        </span>
      ) : null}
      {profiles.length === 0 ? (
        <Notice icon={<SearchX />} title={t('browse.empty')}>
          <p className="text-sm text-muted-foreground">
            {filtered ? t('browse.emptyFiltered') : t('browse.emptyAll')}
          </p>
          {filtered ? (
            <Button variant="outline" onClick={onClearAll}>
              {t('browse.clearAll')}
            </Button>
          ) : null}
        </Notice>
      ) : (
        <div className={updating ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
          {body(profiles)}
        </div>
      )}
      {pages > 1 || filters.page > 1 || hasMore ? (
        <div className="flex justify-center">
          <Pagination
            page={filters.page}
            pages={Math.max(pages, filters.page)}
            atLeast={totalCapped}
            hasMore={hasMore}
            onPage={onPage}
          />
        </div>
      ) : null}
    </section>
  );
}

type NoticeProps = { icon: ReactNode; title: string; alert?: boolean; children?: ReactNode };

function Notice({ icon, title, alert, children }: NoticeProps) {
  return (
    <div
      role={alert ? 'alert' : undefined}
      className="grid justify-items-center gap-3 rounded-lg border border-dashed border-border bg-card px-6 py-12 text-center"
    >
      <span
        className="grid size-12 place-items-center rounded-full bg-muted text-muted-foreground [&_svg]:size-6"
        aria-hidden="true"
      >
        {icon}
      </span>
      <p className="text-lg font-semibold">{title}</p>
      {children}
    </div>
  );
}
