import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

/** Previous / 'Page N of M' / Next under the members table; the arrows follow the reading direction. */
export function MembersPagination({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <nav aria-label={t('membership.members.pagination')} className="flex items-center justify-end gap-2">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft className="rtl:rotate-180" aria-hidden="true" />
        {t('membership.members.previous')}
      </Button>
      <p className="px-2 text-sm whitespace-nowrap text-muted-foreground tabular-nums" aria-live="polite">
        {t('membership.members.pageOf', { page, pages })}
      </p>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('membership.members.next')}
        <ChevronRight className="rtl:rotate-180" aria-hidden="true" />
      </Button>
    </nav>
  );
}
