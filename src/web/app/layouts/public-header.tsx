import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Brand } from './brand';

/**
 * Header for signed-out visitors. Seam: the CMS-driven menu (location "header", spec "Shared layout")
 * replaces the empty nav slot here when that issue lands.
 */
export function PublicHeader() {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Brand />
        <Button asChild size="sm">
          <Link to="/auth">{t('nav.joinNow')}</Link>
        </Button>
      </div>
    </header>
  );
}
