import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

/** Previous / Next under a server-paged list, with where the admin is. */
export function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('cms');
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('list.pagination')} className="flex flex-wrap items-center justify-between gap-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('list.previous')}
      </Button>
      <span className="text-sm text-muted-foreground">{t('list.pageOf', { page, pages })}</span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('list.next')}
      </Button>
    </nav>
  );
}
