import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

/** Previous / 'Page N of M' / Next under the queue; the arrows follow the reading direction. */
export function ReviewPagination(props: { page: number; pages: number; onPage: (page: number) => void }) {
  const { page, pages, onPage } = props;
  const { t } = useTranslation('verification-review');
  return (
    <nav aria-label={t('queue.pagination')} className="flex items-center justify-center gap-2">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft className="rtl:rotate-180" aria-hidden="true" />
        {t('queue.previous')}
      </Button>
      <p className="px-2 text-sm whitespace-nowrap text-muted-foreground tabular-nums" aria-live="polite">
        {t('queue.pageOf', { page, pages })}
      </p>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('queue.next')}
        <ChevronRight className="rtl:rotate-180" aria-hidden="true" />
      </Button>
    </nav>
  );
}
