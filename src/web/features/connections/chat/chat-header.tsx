import { ArrowLeft, Phone, Video, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TConnectionPartner } from '../../../../shared/connections/connection-contract';
import { MemberAvatar } from '../../../entities/member/member-avatar';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { SafetyMenu } from '../../../entities/member-safety/safety-menu';
import { initialOf } from '../../../entities/member/member-display';
import { photoOf } from '../partner';
import { PresenceLabel } from './presence-label';
import { VerifiedBadge } from '../../../entities/member/verified-badge';

type ChatHeaderProps = {
  partner: TConnectionPartner | null;
  partnerId: string | null;
  name: string;
  /** After blocking the partner from the header's safety menu. */
  onBlocked: () => void;
};

/**
 * Back, the partner's photo and name (to their profile), presence, two not-yet-available calls, and
 * the safety menu (Report, Block).
 */
export function ChatHeader({ partner, partnerId, name, onBlocked }: ChatHeaderProps) {
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
          <MemberAvatar
            src={photoOf(partner)}
            photoHidden={partner.photo_hidden}
            alt={t('chat.photoAlt', { name })}
            fallback={initialOf(name)}
            className="size-10"
          />
        ) : (
          <Skeleton className="size-10 rounded-full" />
        )}
        <div className="grid min-w-0 flex-1">
          <h1 className="flex min-w-0 items-center gap-1 text-base leading-tight font-semibold">
            <span className="truncate">
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
            </span>
            {partner?.verified ? <VerifiedBadge /> : null}
          </h1>
          <PresenceLabel userId={partnerId} />
        </div>
        <ComingSoon icon={Phone} label={t('chat.call')} />
        <ComingSoon icon={Video} label={t('chat.video')} />
        {partner ? <SafetyMenu userId={partner.user_id} name={name} onBlocked={onBlocked} /> : null}
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
