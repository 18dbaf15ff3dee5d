import { useTranslation } from 'react-i18next';
import { hasRole } from '../../../shared/roles';
import { useAuth } from '../../lib/auth';
import { useMyStats } from '../../entities/member-stats/get-my-stats';

/**
 * The unread count beside 'Messages' in the top bar, live (the socket refreshes the stats:
 * entities/connection/realtime-sync.ts).
 */
export function UnreadBadge() {
  const { t } = useTranslation();
  const { role } = useAuth();
  // Admins get no stats on the dashboard either (spec "Dashboard").
  const stats = useMyStats(!hasRole(role, 'admin'));
  const count = stats.data?.unread_messages ?? 0;
  if (count === 0) return null;
  return (
    <span className="ms-1.5 inline-grid h-5 min-w-5 place-items-center rounded-full bg-primary px-1.5 text-xs leading-none font-semibold text-primary-foreground tabular-nums">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{t('nav.unread', { count })}</span>
    </span>
  );
}
