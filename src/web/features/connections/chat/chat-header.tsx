import { ArrowLeft, MoreVertical, Phone, Video, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TConnectionPartner } from '../../../../shared/connections/connection-contract';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { initialOf } from '../../../entities/member/member-display';
import { photoOf } from '../partner';
import { PresenceLabel } from './presence-label';

type ChatHeaderProps = {
  partner: TConnectionPartner | null;
  partnerId: string | null;
  name: string;
};

/** Back, the partner's photo and name (to their profile), presence, and three not-yet-available actions. */
export function ChatHeader({ partner, partnerId, name }: ChatHeaderProps) {
  const { t } = useTranslation('connections');
  const profile = partnerId ? `/profile/${encodeURIComponent(partnerId)}` : null;
  return (
    <div className="border-b border-border bg-card">
      <div className="mx-auto flex max-w-3xl items-center gap-2 px-2 py-2 sm:gap-3 sm:px-4">
        <Button asChild variant="ghost" size="icon" title={t('chat.back')}>
          <Link to="/messages" aria-label={t('chat.back')}>
            <ArrowLeft className="rtl:rotate-180" aria-hidden="true" />
          </Link>
        </Button>
        {partner ? (
          <Avatar
            src={photoOf(partner)}
            alt={t('chat.photoAlt', { name })}
            fallback={initialOf(name)}
            className="size-10"
          />
        ) : (
          <Skeleton className="size-10 rounded-full" />
        )}
        <div className="grid min-w-0 flex-1">
          <h1 className="truncate text-base leading-tight font-semibold">
            {partner && profile ? (
              <Link
                to={profile}
                className="rounded-sm underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
              >
                {name}
              </Link>
            ) : (
              name
            )}
          </h1>
          <PresenceLabel userId={partnerId} />
        </div>
        <ComingSoon icon={Phone} label={t('chat.call')} />
        <ComingSoon icon={Video} label={t('chat.video')} />
        <ComingSoon icon={MoreVertical} label={t('chat.more')} />
      </div>
    </div>
  );
}

/** Shown but not usable yet: aria-disabled keeps it focusable, so its title can be read. */
function ComingSoon({ icon: Icon, label }: { icon: LucideIcon; label: string }) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      aria-disabled="true"
      aria-label={label}
      title={label}
      className="cursor-not-allowed text-muted-foreground opacity-60 hover:bg-transparent"
    >
      <Icon aria-hidden="true" />
    </Button>
  );
}
