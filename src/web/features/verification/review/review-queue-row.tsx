import { Venus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TVerificationQueueItem } from '../../../../shared/safety/verification-contract';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { initialsOf } from '../../../entities/member/member-display';
import { PoseIcon } from '../pose-icon';
import { staffMoment } from '../../../lib/format-date';

/** One request: who, the pose, the reviewer wish, who is on it; the name opens it. */
export function ReviewQueueRow({ item }: { item: TVerificationQueueItem }) {
  const { t } = useTranslation('verification-review');
  const { t: tm } = useTranslation('verification');
  const name = item.member.full_name ?? t('queue.unnamed');
  return (
    <li className="grid gap-3 p-4 sm:grid-cols-[auto_1fr_auto] sm:items-start">
      <Avatar
        src={item.member.photo_url}
        alt=""
        fallback={initialsOf(item.member.full_name, item.member.email)}
        className="size-12"
      />
      <div className="grid min-w-0 gap-2">
        <div className="grid gap-0.5">
          <Link
            to={`/admin/moderation/verifications/${encodeURIComponent(item.id)}`}
            className="font-semibold text-primary-strong underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {name}
          </Link>
          <span className="truncate text-sm text-muted-foreground">{item.member.email}</span>
        </div>
        <p className="flex items-center gap-2 text-sm">
          <PoseIcon pose={item.pose} className="size-8 [&_svg]:size-4" />
          {tm(`poses.${item.pose}`)}
        </p>
        {item.woman_reviewer ? (
          <Badge variant={item.needs_woman_reviewer ? 'accent' : 'outline'} className="w-fit">
            <Venus aria-hidden="true" />
            {t(item.needs_woman_reviewer ? 'queue.waitingForWoman' : 'queue.womanReviewer')}
          </Badge>
        ) : null}
      </div>
      <div className="grid justify-items-start gap-1 text-sm sm:justify-items-end sm:text-end">
        {item.status === 'pending' ? null : <Badge variant="secondary">{t(`statuses.${item.status}`)}</Badge>}
        {item.claim && item.status === 'pending' ? (
          <Badge variant={item.claim.mine ? 'default' : 'outline'}>
            {item.claim.mine ? t('queue.claimedByMe') : t('queue.claimedBy', { name: item.claim.by_name })}
          </Badge>
        ) : null}
        <span className="text-muted-foreground">
          {t('queue.sent', { date: staffMoment(item.created_at) })}
        </span>
        {item.decided_at ? (
          <span className="text-muted-foreground">
            {t('queue.decided', { date: staffMoment(item.decided_at) })}
          </span>
        ) : null}
      </div>
    </li>
  );
}
