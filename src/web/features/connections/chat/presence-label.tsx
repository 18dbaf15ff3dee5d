import { useTranslation } from 'react-i18next';
import { usePresence } from '../../../entities/connection/get-presence';
import { relativeTime } from '../../../lib/relative-time';
import { useNow } from '../../../lib/use-now';

/** 'Online' (real, live), else 'Last seen ...' when known, else nothing. */
export function PresenceLabel({ userId }: { userId: string | null }) {
  const { t, i18n } = useTranslation('connections');
  const presence = usePresence(userId);
  const now = useNow(30_000);
  const state = presence.data;
  if (!state) return null;
  if (state.online) {
    return (
      <p className="flex items-center gap-1.5 text-xs font-medium text-primary">
        <span className="size-2 rounded-full bg-emerald-500" aria-hidden="true" />
        {t('chat.online')}
      </p>
    );
  }
  if (!state.last_seen_at) return null;
  return (
    <p className="text-xs text-muted-foreground">
      {t('chat.lastSeen', { time: relativeTime(state.last_seen_at, now, i18n.language) })}
    </p>
  );
}
