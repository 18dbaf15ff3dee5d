import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Button } from '../../components/ui/button';
import { MobileMenu } from '../../components/ui/mobile-menu';
import { SHELL_COLUMN } from '../../components/ui/page-container';
import { useAuth, useSignOutAction } from '../../lib/auth';
import { cn } from '../../lib/cn';
import { OwnIdentity } from '../../entities/member/own-identity';
import { Brand } from './brand';
import { ACCOUNT_LINKS, MemberAccountMenu } from './member-account-menu';
import { memberNavItems } from './member-nav-items';
import { PendingDeletionBanner } from './pending-deletion-banner';
import { UnreadBadge } from './unread-badge';

const linkBase =
  'rounded-md text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2';

function linkClass({ isActive }: { isActive: boolean }, layout: 'bar' | 'panel'): string {
  return cn(
    linkBase,
    layout === 'bar'
      ? 'inline-flex items-center px-1.5 py-2 lg:px-3'
      : 'flex items-center px-3 py-2.5 text-base',
    isActive
      ? 'bg-primary-soft text-primary-strong'
      : 'text-muted-foreground hover:bg-muted hover:text-foreground',
  );
}

/** Top bar for signed-in members (spec "Shared layout"); NavLink sets aria-current="page" on the active link. */
export function MemberTopBar() {
  const { t } = useTranslation();
  const { role } = useAuth();
  const { busy: signingOut, signOut: onSignOut } = useSignOutAction();
  const items = memberNavItems(role);

  return (
    <header className="sticky top-0 z-30 border-b border-border bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/80">
      <div className={cn(SHELL_COLUMN, 'relative flex h-16 items-center gap-2')}>
        <Brand compactUntil="lg" className="me-auto md:me-2" />
        <nav aria-label={t('nav.label')} className="hidden flex-1 md:block">
          <ul className="flex items-center gap-0.5">
            {items.map((item) => (
              <li key={item.key}>
                <NavLink to={item.to} end={item.end ?? false} className={(state) => linkClass(state, 'bar')}>
                  {t(`nav.${item.key}`)}
                  {item.key === 'messages' ? <UnreadBadge /> : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <OwnIdentity showName="wide" className="hidden md:inline-flex" />
        <MemberAccountMenu className="hidden shrink-0 md:inline-flex" />
        <Button
          variant="ghost"
          size="sm"
          className="hidden md:inline-flex"
          title={t('nav.signOut')}
          busy={signingOut}
          onClick={onSignOut}
        >
          {signingOut ? null : <LogOut aria-hidden="true" />}
          {/* Icon only from md to lg, where nine admin links need the room; the name stays for screen readers. */}
          <span className="md:max-lg:sr-only">{t('nav.signOut')}</span>
        </Button>
        <MobileMenu label={t('nav.menu')} className="md:hidden">
          {(close) => (
            <nav aria-label={t('nav.label')} className={cn(SHELL_COLUMN, 'py-3')}>
              <ul className="grid gap-1">
                {items.map((item) => (
                  <li key={item.key}>
                    <NavLink
                      to={item.to}
                      end={item.end ?? false}
                      onClick={close}
                      className={(state) => linkClass(state, 'panel')}
                    >
                      {t(`nav.${item.key}`)}
                      {item.key === 'messages' ? <UnreadBadge /> : null}
                    </NavLink>
                  </li>
                ))}
              </ul>
              <div className="mt-2 border-t border-border pt-2">
                <OwnIdentity showName="always" className="mb-1 w-full" />
                {ACCOUNT_LINKS.map(({ to, label, Icon }) => (
                  <NavLink
                    key={to}
                    to={to}
                    onClick={close}
                    className={(state) => cn(linkClass(state, 'panel'), 'mb-1 gap-2')}
                  >
                    <Icon className="size-4" aria-hidden="true" />
                    {t(label)}
                  </NavLink>
                ))}
                <Button
                  variant="ghost"
                  className="w-full justify-start"
                  busy={signingOut}
                  onClick={onSignOut}
                >
                  {signingOut ? null : <LogOut aria-hidden="true" />}
                  {t('nav.signOut')}
                </Button>
              </div>
            </nav>
          )}
        </MobileMenu>
      </div>
      <PendingDeletionBanner />
    </header>
  );
}
