import { EyeOff, ImageUp, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TModerationQueueItem } from '../../../../shared/safety/moderation-contract';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { initialsOf } from '../../../entities/member/member-display';
import { staffDay } from '../../../lib/format-date';
import { ReasonBadges } from './reason-badges';

/**
 * One item of the queue: who, why (reports and how many reported them, or a new photo), who is on it;
 * the name opens the item.
 */
export function QueueRow({ item }: { item: TModerationQueueItem }) {
  const { t } = useTranslation('moderation');
  const name = item.member.full_name ?? t('queue.unnamed');
  const photo = item.kind === 'photo';
  return (
    <li className="grid gap-3 p-4 sm:grid-cols-[auto_1fr_auto] sm:items-start">
      <Avatar
        src={(photo ? item.photos?.pending_thumb_url : null) ?? item.member.photo_url}
        alt=""
        fallback={initialsOf(item.member.full_name, item.member.email)}
        className="size-12"
      />
      <div className="grid min-w-0 gap-2">
        <div className="grid gap-0.5">
          <Link
            to={`/admin/moderation/${encodeURIComponent(item.id)}`}
            className="font-semibold text-primary-strong underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {name}
          </Link>
          <span className="truncate text-sm text-muted-foreground">{item.member.email}</span>
        </div>
        {photo ? null : <ReasonBadges reasons={item.reasons} />}
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          {photo ? (
            <Badge variant="outline">
              <ImageUp aria-hidden="true" />
              {t('queue.newPhoto')}
            </Badge>
          ) : (
            <span className="inline-flex items-center gap-1">
              <UserRound className="size-4" aria-hidden="true" />
              {t('queue.reporters', { count: item.distinct_reporters })}
            </span>
          )}
          {item.hidden_from_discovery ? (
            <Badge variant="accent">
              <EyeOff aria-hidden="true" />
              {t('queue.hidden')}
            </Badge>
          ) : null}
          {item.member.suspended ? <Badge variant="destructive">{t('queue.suspended')}</Badge> : null}
        </div>
      </div>
      <div className="grid justify-items-start gap-1 text-sm sm:justify-items-end sm:text-end">
        {item.decision ? (
          <Badge variant="secondary">
            {t('queue.decision', { decision: t(`decisions.${item.decision}`) })}
          </Badge>
        ) : null}
        {item.claim && item.status === 'open' ? (
          <Badge variant={item.claim.mine ? 'default' : 'outline'}>
            {item.claim.mine ? t('queue.claimedByMe') : t('queue.claimedBy', { name: item.claim.by_name })}
          </Badge>
        ) : null}
        <span className="text-muted-foreground">
          {t(photo ? 'queue.submitted' : 'queue.reported', { date: staffDay(item.created_at) })}
        </span>
        <span className="text-muted-foreground">
          {t('queue.updated', { date: staffDay(item.updated_at) })}
        </span>
      </div>
    </li>
  );
}
