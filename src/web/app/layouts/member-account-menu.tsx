import { BadgeCheck, ChevronDown, ShieldBan, UserCog, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { cn } from '../../lib/cn';

/** The member's own account pages (top bar menu on wide screens, the phone menu's panel below). */
export const ACCOUNT_LINKS = [
  { to: '/account', label: 'nav.account', Icon: UserCog },
  { to: '/verification', label: 'nav.verification', Icon: BadgeCheck },
  { to: '/guardians', label: 'nav.guardians', Icon: UsersRound },
  { to: '/blocked-members', label: 'nav.blockedMembers', Icon: ShieldBan },
] as const;

/**
 * One menu button for the account's own pages beside the member's name, so the bar keeps room for the
 * name and the main links. Radix: Enter, Space or ArrowDown opens it, arrows move, Escape closes and
 * returns focus; each item is a link. The button is highlighted while one of its pages is open.
 */
export function MemberAccountMenu({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = ACCOUNT_LINKS.find((link) => pathname.startsWith(link.to));
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('nav.accountMenu')}
          title={t('nav.accountMenu')}
          className={cn('gap-1 px-2', current && 'bg-primary-soft text-primary-strong', className)}
        >
          <UserCog aria-hidden="true" />
          <ChevronDown className="size-3.5 text-muted-foreground" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-60 max-w-[calc(100vw-2rem)]">
        <DropdownMenuLabel className="text-xs font-medium text-muted-foreground">
          {t('nav.accountMenu')}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {ACCOUNT_LINKS.map(({ to, label, Icon }) => (
          <DropdownMenuItem key={to} asChild>
            <Link to={to} aria-current={current?.to === to ? 'page' : undefined}>
              <Icon aria-hidden="true" />
              {t(label)}
            </Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
