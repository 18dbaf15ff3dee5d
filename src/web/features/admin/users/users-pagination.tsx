import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

type Props = {
  page: number;
  pages: number;
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
};

/** Previous / 'Page N of M' / Next under the users table; the arrows follow the reading direction. */
export function UsersPagination({ page, pages, canPrevious, canNext, onPrevious, onNext }: Props) {
  const { t } = useTranslation('admin');
  return (
    <nav aria-label={t('users.pagination')} className="flex items-center justify-end gap-2">
      <Button variant="outline" size="sm" disabled={!canPrevious} onClick={onPrevious}>
        <ChevronLeft className="rtl:rotate-180" aria-hidden="true" />
        {t('users.previous')}
      </Button>
      <p className="px-2 text-sm whitespace-nowrap text-muted-foreground tabular-nums" aria-live="polite">
        {t('users.pageOf', { page, pages })}
      </p>
      <Button variant="outline" size="sm" disabled={!canNext} onClick={onNext}>
        {t('users.next')}
        <ChevronRight className="rtl:rotate-180" aria-hidden="true" />
      </Button>
    </nav>
  );
}
