import { LogOut, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Button } from '../../components/ui/button';
import { SHELL_COLUMN } from '../../components/ui/page-container';
import { Avatar } from '../../components/ui/avatar';
import { useAuth, useSignOutAction } from '../../lib/auth';
import { cn } from '../../lib/cn';
import { displayNameOf, initialsOf } from '../../entities/member/member-display';
import { Brand } from './brand';

/**
 * The top bar of a guardian account (issue 23 item 5): the brand, the guardian's one place (their
 * wards), who is signed in and Sign Out. No discovery, messages or membership links: a guardian
 * account reaches none of them.
 */
export function GuardianTopBar() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { busy: signingOut, signOut: onSignOut } = useSignOutAction();
  const name = user ? displayNameOf(null, user.name, user.email) : '';

  return (
    <header className="sticky top-0 z-30 border-b border-border bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/80">
      <div className={cn(SHELL_COLUMN, 'flex h-16 items-center gap-2')}>
        <Brand to="/guardian" className="sm:me-4" />
        <nav aria-label={t('nav.label')} className="flex-1">
          <NavLink
            to="/guardian"
            className={({ isActive }) =>
              cn(
                'inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring',
                isActive
                  ? 'bg-primary-soft text-primary-strong'
                  : 'text-muted-foreground hover:bg-muted hover:text-foreground',
              )
            }
          >
            <UsersRound className="size-4" aria-hidden="true" />
            <span className="max-sm:sr-only">{t('guardianBar.wards')}</span>
          </NavLink>
        </nav>
        <span className="hidden items-center gap-2 text-sm font-medium md:inline-flex">
          <Avatar src={null} alt="" fallback={initialsOf(name)} className="size-8 text-xs" />
          <span className="max-w-48 truncate">{t('guardianBar.signedInAs', { name })}</span>
        </span>
        <Button variant="ghost" size="sm" busy={signingOut} onClick={onSignOut}>
          {signingOut ? null : <LogOut aria-hidden="true" />}
          {t('nav.signOut')}
        </Button>
      </div>
    </header>
  );
}
