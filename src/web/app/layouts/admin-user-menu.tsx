import { ChevronDown, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { displayNameOf, initialsOf } from '../../entities/member/member-display';
import { useAuth } from '../../lib/auth';

/** Sign-out as the admin layout runs it (see admin-layout.tsx). */
export type AdminSignOutProps = { signingOut: boolean; onSignOut: () => Promise<void> };

/**
 * The admin header's user menu (spec §2 "a user menu with Sign out"; "The admin's e-mail is shown in
 * admin headers"). A menu button (Radix: Enter, Space or ArrowDown opens it, arrows move, Escape closes
 * and returns focus). The e-mail shows on the button from `sm` up and always inside the menu. Sign out
 * is the app's one sign-out (useAuth: the toast, the local sign-out on failure, then /), through the
 * layout, which holds its guard back meanwhile.
 */
export function AdminUserMenu({ signingOut, onSignOut }: AdminSignOutProps) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const { user, profile } = useAuth();
  if (!user) return null;
  const name = displayNameOf(profile?.full_name, user.name, user.email);
  const photo = profile?.profile_photo_thumb_url ?? profile?.profile_photo_url ?? null;

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          busy={signingOut}
          aria-label={t('shell.userMenu', { email: user.email })}
          className="min-w-0 gap-2 rounded-full ps-1 pe-2"
        >
          {/* The initials are decoration: the button's name is the e-mail it shows (WCAG 2.5.3). */}
          {signingOut ? null : (
            <span aria-hidden="true" className="contents">
              <Avatar src={photo} alt="" fallback={initialsOf(name)} className="size-7 text-xs" />
            </span>
          )}
          <span className="hidden max-w-56 truncate sm:inline">{user.email}</span>
          <ChevronDown className="text-muted-foreground" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-64 max-w-[calc(100vw-2rem)]">
        <DropdownMenuLabel className="grid gap-0.5 font-normal">
          <span className="text-xs text-muted-foreground">{t('shell.signedInAs')}</span>
          <span className="truncate font-medium">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void onSignOut()}>
          <LogOut aria-hidden="true" />
          {tc('nav.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
