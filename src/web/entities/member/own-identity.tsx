import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { useAuth } from '../../lib/auth';
import { cn } from '../../lib/cn';
import { displayNameOf, initialsOf } from './member-display';

/**
 * The signed-in member as the top bar shows them: their photo or initials and their name, the same
 * name and letters as the dashboard, My Profile and the form (displayNameOf). Links to /profile.
 */
export function OwnIdentity({ showName, className }: { showName: 'always' | 'wide'; className?: string }) {
  const { t } = useTranslation();
  const { user, profile } = useAuth();
  if (!user) return null;
  const name = displayNameOf(profile?.full_name, user.name, user.email);
  const photo = profile?.profile_photo_thumb_url ?? profile?.profile_photo_url ?? null;
  return (
    <Link
      to="/profile"
      aria-label={t('nav.yourProfile', { name })}
      className={cn(
        'inline-flex min-w-0 items-center gap-2 rounded-full py-1 pe-1 ps-1 text-sm font-medium outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring',
        showName === 'wide' ? 'xl:pe-3' : 'pe-3',
        className,
      )}
    >
      <Avatar src={photo} alt="" fallback={initialsOf(name)} className="size-8 text-xs" />
      <span className={cn('truncate', showName === 'wide' ? 'hidden xl:inline xl:max-w-40' : 'max-w-56')}>
        {name}
      </span>
    </Link>
  );
}
