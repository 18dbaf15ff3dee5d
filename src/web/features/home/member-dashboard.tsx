import { useTranslation } from 'react-i18next';
import { hasRole } from '../../../shared/roles';
import { useAuth } from '../../lib/auth';
import { ActionCards } from './components/action-cards';
import { AdminLinks } from './components/admin-links';
import { CompletionBanner } from './components/completion-banner';
import { PremiumCard } from './components/premium-card';
import { StatsSection } from './components/stats-section';
import { welcomeName } from './welcome-name';

/** `/` for a signed-in member (spec "Dashboard"). Admins get their two links instead of the stats. */
export function MemberDashboard() {
  const { t } = useTranslation('home');
  const { user, role, profile, completion } = useAuth();
  if (!user) return null;
  const isAdmin = hasRole(role, 'admin');
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-8 sm:px-6 sm:py-10">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-primary-strong sm:text-3xl">
          {t('member.welcome', { name: welcomeName([profile?.full_name, user.name], user.email) })}
        </h1>
        <p className="text-muted-foreground">{t('member.subtitle')}</p>
      </header>
      {isAdmin ? <AdminLinks /> : <StatsSection />}
      <CompletionBanner completion={completion} />
      <ActionCards />
      <PremiumCard />
    </div>
  );
}
