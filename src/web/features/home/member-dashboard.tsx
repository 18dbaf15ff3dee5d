import { useTranslation } from 'react-i18next';
import { hasRole } from '../../../shared/roles';
import { useAuth } from '../../lib/auth';
import { ActionCards } from './components/action-cards';
import { AdminLinks } from './components/admin-links';
import { CompletionBanner } from './components/completion-banner';
import { MemberNotices } from './components/member-notices';
import { ModerationLink } from './components/moderation-link';
import { PremiumCard } from './components/premium-card';
import { StatsSection } from './components/stats-section';
import { displayNameOf } from '../../entities/member/member-display';
import { PageContainer } from '../../components/ui/page-container';

/** `/` for a signed-in member (spec "Dashboard"). Admins get their two links instead of the stats. */
export function MemberDashboard() {
  const { t } = useTranslation('home');
  const { user, role, profile, completion } = useAuth();
  if (!user) return null;
  const isAdmin = hasRole(role, 'admin');
  return (
    <PageContainer className="gap-8">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-primary-strong sm:text-3xl">
          {t('member.welcome', { name: displayNameOf(profile?.full_name, user.name, user.email) })}
        </h1>
        <p className="text-muted-foreground">{t('member.subtitle')}</p>
      </header>
      <MemberNotices />
      {isAdmin ? <AdminLinks /> : <StatsSection />}
      {role === 'moderator' ? <ModerationLink /> : null}
      <CompletionBanner completion={completion} />
      <ActionCards />
      <PremiumCard />
    </PageContainer>
  );
}
