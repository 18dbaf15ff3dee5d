import { BadgeCheck, Globe, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { hasRole } from '../../../shared/roles';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { SHELL_COLUMN } from '../../components/ui/page-container';
import { useAuth } from '../../lib/auth';
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
  const { role } = useAuth();
  // A moderator's admin area is the moderation queue (admin-access.ts): the name leads there.
  const home = hasRole(role, 'admin') ? '/admin' : '/admin/moderation';
  const { pathname } = useLocation();
  const onModeration =
    pathname.startsWith('/admin/moderation') && !pathname.startsWith('/admin/moderation/verifications');
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/80">
      <div className={cn(SHELL_COLUMN, 'flex h-16 items-center gap-2')}>
        <Brand to={home} className="me-auto min-w-0">
          {/* The space keeps the link's name 'Mithaq Admin' (a flex row shows no space anyway). */}{' '}
          <Badge variant="secondary">{t('shell.adminBadge')}</Badge>
        </Brand>
        <nav aria-label={t('shell.nav')} className="flex items-center gap-1">
          <Button asChild variant="ghost" size="sm" title={t('shell.moderation')}>
            {/* Current on the queue and its items, not on the verifications beside it. */}
            <Link
              to="/admin/moderation"
              aria-current={onModeration ? 'page' : undefined}
              className="aria-[current=page]:bg-muted"
            >
              <ShieldAlert aria-hidden="true" />
              <span className="max-sm:sr-only">{t('shell.moderation')}</span>
            </Link>
          </Button>
          <Button asChild variant="ghost" size="sm" title={t('shell.verifications')}>
            <NavLink to="/admin/moderation/verifications" className="aria-[current=page]:bg-muted">
              <BadgeCheck aria-hidden="true" />
              <span className="max-sm:sr-only">{t('shell.verifications')}</span>
            </NavLink>
          </Button>
        </nav>
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
