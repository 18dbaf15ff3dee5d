import { ChevronRight, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TConnection } from '../../../shared/connections/connection-contract';
import { Badge } from '../../components/ui/badge';
import { initialOf } from '../../entities/member/member-display';
import { MemberAvatar } from '../../entities/member/member-avatar';
import { relativeTime } from '../../lib/relative-time';
import { useNow } from '../../lib/use-now';

type RowProps = { connection: TConnection; wardId: string; wardName: string };

/** One of the ward's conversations, as the ward's list shows it: partner, newest message, when. */
export function WardChatRow({ connection, wardId, wardName }: RowProps) {
  const { t, i18n } = useTranslation('guardians');
  const now = useNow(60_000);
  const partner = connection.other.full_name?.trim() || t('ward.unnamed');
  const last = connection.last_message;
  const preview = last
    ? last.sender_id === wardId
      ? t('ward.lastFromWard', { name: wardName, text: last.content })
      : last.content
    : t('ward.noMessages');
  return (
    <li>
      <Link
        to={`/guardian/wards/${encodeURIComponent(wardId)}/chats/${encodeURIComponent(connection.id)}`}
        className="flex items-center gap-3 p-4 outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
      >
        <MemberAvatar
          src={connection.other.profile_photo_thumb_url ?? connection.other.profile_photo_url}
          photoHidden={connection.other.photo_hidden}
          alt=""
          fallback={initialOf(partner)}
        />
        <span className="grid min-w-0 flex-1 gap-0.5">
          <span className="flex items-center justify-between gap-2">
            <span className="truncate font-medium">{partner}</span>
            <time dateTime={connection.updated_at} className="shrink-0 text-xs text-muted-foreground">
              {relativeTime(connection.updated_at, now, i18n.language)}
            </time>
          </span>
          <span className="truncate text-sm text-muted-foreground">{preview}</span>
          {connection.unread_count > 0 ? (
            <span className="text-xs text-muted-foreground">
              {t('ward.unread', { count: connection.unread_count, name: wardName })}
            </span>
          ) : null}
        </span>
        <ChevronRight className="size-4 shrink-0 text-muted-foreground rtl:rotate-180" aria-hidden="true" />
      </Link>
    </li>
  );
}

/** A request the ward received or sent, still open (or declined by the ward). */
export function WardRequestRow({ connection }: { connection: TConnection }) {
  const { t, i18n } = useTranslation('guardians');
  const now = useNow(60_000);
  const partner = connection.other.full_name?.trim() || t('ward.unnamed');
  const time = relativeTime(connection.created_at, now, i18n.language);
  const incoming = connection.direction === 'incoming';
  return (
    <li className="flex flex-wrap items-center gap-3 p-4">
      <MemberAvatar
        src={connection.other.profile_photo_thumb_url ?? connection.other.profile_photo_url}
        photoHidden={connection.other.photo_hidden}
        alt=""
        fallback={initialOf(partner)}
      />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="font-medium">
          {incoming ? t('ward.requestFrom', { partner, time }) : t('ward.requestTo', { partner, time })}
        </p>
        {connection.wali_involved ? (
          <p className="inline-flex items-center gap-1.5 text-sm text-primary-strong">
            <ShieldCheck className="size-3.5 shrink-0" aria-hidden="true" />
            {connection.wali_name
              ? t('ward.waliInvolved', { wali: connection.wali_name })
              : t('ward.waliInvolvedUnnamed')}
          </p>
        ) : null}
      </div>
      {connection.status === 'rejected' ? <Badge variant="outline">{t('ward.declined')}</Badge> : null}
    </li>
  );
}
