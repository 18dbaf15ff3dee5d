import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth';
import { MemberWelcome } from './member-welcome';
import { VisitorWelcome } from './visitor-welcome';

/** `/`: a welcome for visitors, the member's start page when signed in (the real dashboard comes later). */
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
  return user ? <MemberWelcome /> : <VisitorWelcome />;
}
