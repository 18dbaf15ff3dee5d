import { LayoutDashboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { PageContainer } from '../../components/ui/page-container';

/**
 * An /admin path with no screen, inside the admin layout (its header and breadcrumbs stay): the site's
 * 404 words (spec: 'Oops! Page not found'), and the way back to the dashboard rather than the site.
 */
export function AdminNotFoundPage() {
  const { t } = useTranslation('admin');
  return (
    <PageContainer className="flex-1 place-content-center justify-items-center py-12 text-center sm:py-16">
      <h1 className="flex flex-col items-center gap-2">
        <span className="text-6xl font-bold tracking-tight text-primary">{t('notFound.code')}</span>
        <span className="text-xl font-medium text-foreground">{t('notFound.title')}</span>
      </h1>
      <p className="max-w-md text-pretty text-muted-foreground">{t('notFound.text')}</p>
      <Button asChild>
        <Link to="/admin">
          <LayoutDashboard aria-hidden="true" />
          {t('notFound.dashboard')}
        </Link>
      </Button>
    </PageContainer>
  );
}
