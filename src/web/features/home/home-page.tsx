import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth';
import { MemberDashboard } from './member-dashboard';
import { VisitorWelcome } from './visitor-welcome';

/** `/`: a welcome for visitors, the dashboard when signed in. */
export function HomePage() {
  const { t } = useTranslation();
  const { user, loading } = useAuth();
  if (loading) {
    return (
      <p role="status" className="p-8 text-center text-muted-foreground">
        {t('loading')}
      </p>
    );
  }
  return user ? <MemberDashboard /> : <VisitorWelcome />;
}
