import { Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { SHELL_COLUMN } from '../../components/ui/page-container';
import { cn } from '../../lib/cn';
import { AdminUserMenu, type AdminSignOutProps } from './admin-user-menu';
import { Brand } from './brand';

/**
 * The admin area's header (spec §2 "Admin header: a View Site link to / and a user menu with Sign
 * out"): the product name leading to the dashboard, View Site, the user menu. No member navigation.
 * At phone widths the e-mail folds into the menu and View Site keeps only its icon (its name stays).
 */
export function AdminHeader({ signingOut, onSignOut }: AdminSignOutProps) {
  const { t } = useTranslation('admin');
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/80">
      <div className={cn(SHELL_COLUMN, 'flex h-16 items-center gap-2')}>
        <Brand to="/admin" className="me-auto min-w-0">
          {/* The space keeps the link's name 'Mithaq Admin' (a flex row shows no space anyway). */}{' '}
          <Badge variant="secondary">{t('shell.adminBadge')}</Badge>
        </Brand>
        <Button asChild variant="ghost" size="sm" title={t('shell.viewSite')}>
          <Link to="/">
            <Globe aria-hidden="true" />
            <span className="max-sm:sr-only">{t('shell.viewSite')}</span>
          </Link>
        </Button>
        <AdminUserMenu signingOut={signingOut} onSignOut={onSignOut} />
      </div>
    </header>
  );
}
