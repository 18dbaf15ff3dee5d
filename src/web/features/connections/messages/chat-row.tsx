import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TConnection } from '../../../../shared/connections/connection-contract';
import { MemberAvatar } from '../../../entities/member/member-avatar';
import { chatPath } from '../../../entities/connection/connection-state';
import { initialOf } from '../../../entities/member/member-display';
import { useAuth } from '../../../lib/auth';
import { cn } from '../../../lib/cn';
import { relativeTime } from '../../../lib/relative-time';
import { useNow } from '../../../lib/use-now';
import { partnerName, photoOf } from '../partner';

/** One chat: photo, name, the last message ('You: ' when mine), when, and the unread badge. */
export function ChatRow({ connection }: { connection: TConnection }) {
  const { t, i18n } = useTranslation('connections');
  const { user } = useAuth();
  const now = useNow(60_000);
  const name = partnerName(connection.other, t('messages.unnamed'));
  const last = connection.last_message;
  const unread = connection.unread_count;
  const mine = last !== null && last.sender_id === user?.id;
  return (
    <Link
      to={chatPath(connection.id, connection.other.user_id)}
      className="flex items-center gap-3 p-4 outline-none hover:bg-muted/60 focus-visible:bg-muted/60 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
    >
      <MemberAvatar
        src={photoOf(connection.other)}
        photoHidden={connection.other.photo_hidden}
        alt=""
        fallback={initialOf(name)}
      />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex items-baseline gap-2">
          <span className={cn('min-w-0 flex-1 truncate', unread > 0 ? 'font-semibold' : 'font-medium')}>
            {name}
          </span>
          {last ? (
            <time dateTime={last.created_at} className="shrink-0 text-xs text-muted-foreground">
              {relativeTime(last.created_at, now, i18n.language)}
            </time>
          ) : null}
        </span>
        <span className="flex items-center gap-2">
          <span
            className={cn(
              'min-w-0 flex-1 truncate text-sm',
              unread > 0 ? 'font-medium text-foreground' : 'text-muted-foreground',
            )}
          >
            {last ? `${mine ? t('messages.you') : ''}${last.content}` : t('messages.noMessagesYet')}
          </span>
          {unread > 0 ? (
            <span className="grid h-5 min-w-5 shrink-0 place-items-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground tabular-nums">
              <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
              <span className="sr-only">{t('messages.unread', { count: unread })}</span>
            </span>
          ) : null}
        </span>
      </span>
    </Link>
  );
}
