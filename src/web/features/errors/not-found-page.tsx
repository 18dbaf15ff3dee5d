import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';

/** Any unknown path (and screens that have not arrived yet). */
export function NotFoundPage() {
  const { t } = useTranslation('errors');
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <h1 className="flex flex-col items-center gap-2">
        <span className="text-6xl font-bold tracking-tight text-primary">{t('notFound.code')}</span>
        <span className="text-xl font-medium text-muted-foreground">{t('notFound.title')}</span>
      </h1>
      <Button asChild variant="outline">
        <Link to="/">{t('notFound.home')}</Link>
      </Button>
    </div>
  );
}
