import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { MainContent } from './main-content';

/** Root error boundary: an unexpected render error or a failed chunk download (e.g. after a deploy). */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <MainContent className="items-center justify-center gap-4 p-8 text-center">
      <TriangleAlert className="size-10 text-accent" aria-hidden="true" />
      <h1 className="text-2xl font-semibold">{t('errors.routeTitle')}</h1>
      <p className="max-w-md text-muted-foreground">{t('errors.routeText')}</p>
      <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
    </MainContent>
  );
}
