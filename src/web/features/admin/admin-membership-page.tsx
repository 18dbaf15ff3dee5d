import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageContainer } from '../../components/ui/page-container';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { AnalyticsTab } from './membership/analytics-tab';
import { MembersTab } from './membership/members-tab';
import { OverviewTab } from './membership/overview-tab';
import { PlansTab } from './membership/plans-tab';

export const MEMBERSHIP_TABS = ['overview', 'plans', 'members', 'analytics'] as const;
type MembershipTab = (typeof MEMBERSHIP_TABS)[number];

const isTab = (value: string | null): value is MembershipTab =>
  (MEMBERSHIP_TABS as readonly (string | null)[]).includes(value);

/**
 * /admin/membership 'Membership Management' (spec §2, issue 21 item 5): tabs Overview, Plans, Members
 * and Analytics. The open tab lives in the URL (?tab=, Overview when absent or unknown), so a reload,
 * a shared link and Back keep it. Only the open tab is mounted, so only its data loads.
 */
export function AdminMembershipPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: MembershipTab = isTab(requested) ? requested : 'overview';

  const select = (next: string) => {
    if (!isTab(next)) return;
    // Another tab starts clean: the members search and page belong to the Members tab.
    setParams(next === 'overview' ? {} : { tab: next });
  };

  return (
    <PageContainer className="grid gap-6 py-8">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('membership.title')}</h1>
        <p className="text-muted-foreground">{t('membership.intro')}</p>
      </header>
      <Tabs value={tab} onValueChange={select} className="min-w-0">
        <div className="overflow-x-auto">
          <TabsList aria-label={t('membership.tabsLabel')} className="w-full sm:w-auto">
            {MEMBERSHIP_TABS.map((name) => (
              <TabsTrigger key={name} value={name}>
                {t(`membership.tabs.${name}`)}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        <TabsContent value="overview">
          <OverviewTab />
        </TabsContent>
        <TabsContent value="plans">
          <PlansTab />
        </TabsContent>
        <TabsContent value="members">
          <MembersTab />
        </TabsContent>
        <TabsContent value="analytics">
          <AnalyticsTab />
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
}
