import { Crown, Eye, Heart, MapPin, MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TViewer } from '../../../../shared/analytics/analytics-contract';
import { MemberAvatar } from '../../../entities/member/member-avatar';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { chatPath } from '../../../entities/connection/connection-state';
import { SafetyMenu } from '../../../entities/member-safety/safety-menu';
import { initialOf } from '../../../entities/member/member-display';
import { relativeTime } from '../../../lib/relative-time';
import { SendInterestButton } from './send-interest-button';
import { VerifiedBadge } from '../../../entities/member/verified-badge';

/** One viewer: who, where, when and how often, and what the member can do about them. */
export function ViewerRow({ viewer, now }: { viewer: TViewer; now: number }) {
  const { t, i18n } = useTranslation('analytics');
  const name = viewer.full_name?.trim() || t('viewers.anonymous');
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <MemberAvatar
          src={viewer.profile_photo_thumb_url}
          photoHidden={viewer.photo_hidden}
          alt={t('viewers.photoAlt', { name })}
          fallback={initialOf(name)}
        />
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-1.5">
            <h3 className="font-medium break-words">{name}</h3>
            {viewer.verified ? <VerifiedBadge /> : null}
            {viewer.age === null ? null : (
              <Badge variant="outline">{t('viewers.age', { age: viewer.age })}</Badge>
            )}
            {viewer.is_premium ? (
              <Badge variant="accent">
                <Crown aria-hidden="true" />
                {t('viewers.premium')}
              </Badge>
            ) : null}
            {viewer.mutual_interest ? (
              <Badge variant="secondary">
                <Heart aria-hidden="true" />
                {t('viewers.mutual')}
              </Badge>
            ) : null}
          </div>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            {viewer.location ? (
              <span className="inline-flex min-w-0 items-center gap-1">
                <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
                <span className="break-words">{viewer.location}</span>
              </span>
            ) : null}
            <span>
              <time dateTime={viewer.viewed_at}>
                {t('viewers.viewed', { when: relativeTime(viewer.viewed_at, now, i18n.language) })}
              </time>
            </span>
            <span className="inline-flex items-center gap-1">
              <Eye className="size-3.5" aria-hidden="true" />
              {t('viewers.views', { count: viewer.view_count })}
            </span>
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2 sm:max-w-md sm:justify-end">
        <Button asChild size="sm" variant="outline">
          <Link
            to={`/profile/${encodeURIComponent(viewer.id)}`}
            aria-label={t('viewers.viewProfileOf', { name })}
          >
            {t('viewers.viewProfile')}
          </Link>
        </Button>
        {viewer.mutual_interest && viewer.connection_id ? (
          <Button asChild size="sm">
            <Link
              to={chatPath(viewer.connection_id, viewer.id)}
              aria-label={t('viewers.messageTo', { name })}
            >
              <MessageCircle aria-hidden="true" />
              {t('viewers.message')}
            </Link>
          </Button>
        ) : (
          <SendInterestButton userId={viewer.id} name={name} pending={viewer.request_pending} />
        )}
        <SafetyMenu userId={viewer.id} name={name} className="size-9" />
      </div>
    </li>
  );
}
