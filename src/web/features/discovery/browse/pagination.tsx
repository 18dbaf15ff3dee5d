import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

type PaginationProps = {
  page: number;
  pages: number;
  /** There are more pages than `pages` ('Page 3 of 50+'): Next stays open while `hasMore`. */
  atLeast?: boolean;
  hasMore?: boolean;
  onPage: (page: number) => void;
};

/** Previous / 'Page N of M' / Next; the arrows follow the reading direction. */
export function Pagination({ page, pages, atLeast = false, hasMore, onPage }: PaginationProps) {
  const { t } = useTranslation('discovery');
  return (
    <nav aria-label={t('browse.pagination')} className="flex items-center gap-2">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft className="rtl:rotate-180" aria-hidden="true" />
        {t('browse.previous')}
      </Button>
      <p className="px-2 text-sm whitespace-nowrap text-muted-foreground tabular-nums" aria-live="polite">
        {t(atLeast ? 'browse.pageOfAtLeast' : 'browse.pageOf', { page, pages })}
      </p>
      <Button
        variant="outline"
        size="sm"
        disabled={!(hasMore ?? page < pages)}
        onClick={() => onPage(page + 1)}
      >
        {t('browse.next')}
        <ChevronRight className="rtl:rotate-180" aria-hidden="true" />
      </Button>
    </nav>
  );
}
