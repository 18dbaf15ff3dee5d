import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  DEFAULT_ANALYTICS_PERIOD,
  type TAnalytics,
  type TAnalyticsPeriod,
} from '../../../shared/analytics/analytics-contract';
import { PageContainer } from '../../components/ui/page-container';
import { PageHeader } from '../../components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { cn } from '../../lib/cn';
import { browserTimeZone, useAnalytics } from './api/get-analytics';
import { DemographicsTab } from './insights/demographics-tab';
import { LocationsTab } from './insights/locations-tab';
import { OptimizationTab } from './insights/optimization-tab';
import { AnalyticsError, AnalyticsLoading } from './overview/analytics-states';
import { CompletionWarning } from './overview/completion-warning';
import { isPeriod, PeriodSelect } from './overview/period-select';
import { StatCards } from './overview/stat-cards';
import { ViewersTab } from './viewers/viewers-tab';

const TABS = ['viewers', 'demographics', 'locations', 'optimization'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => (TABS as readonly (string | null)[]).includes(value);

/**
 * /profile-analytics (spec §2): who viewed my profile and the figures measured from those views.
 * ?period= and ?tab= keep the choice across reloads and Back.
 */
export function AnalyticsPage() {
  const { t } = useTranslation('analytics');
  const [params, setParams] = useSearchParams();
  const asked = params.get('period') ?? '';
  const period: TAnalyticsPeriod = isPeriod(asked) ? asked : DEFAULT_ANALYTICS_PERIOD;
  const askedTab = params.get('tab');
  const tab: Tab = isTab(askedTab) ? askedTab : 'viewers';
  // Read once: the zone does not change while the page is open, and each zone is its own cache entry.
  const [tz] = useState(browserTimeZone);
  const query = useAnalytics(period, tz);

  const setParam = useCallback(
    (name: 'period' | 'tab', value: string, fallback: string) =>
      setParams(
        (old) => {
          const next = new URLSearchParams(old);
          if (value === fallback) next.delete(name);
          else next.set(name, value);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return (
    <PageContainer>
      <PageHeader
        backLabel={t('page.back')}
        title={t('page.title')}
        subtitle={t('page.subtitle')}
        action={
          <PeriodSelect
            value={period}
            onChange={(value) => setParam('period', value, DEFAULT_ANALYTICS_PERIOD)}
          />
        }
      />
      {query.isError && !query.data ? (
        <AnalyticsError retrying={query.isFetching} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <AnalyticsLoading />
      ) : (
        <AnalyticsBody
          analytics={query.data}
          period={period}
          tab={tab}
          stale={query.isPlaceholderData}
          onTab={(value) => setParam('tab', value, 'viewers')}
        />
      )}
    </PageContainer>
  );
}

type BodyProps = {
  analytics: TAnalytics;
  period: TAnalyticsPeriod;
  tab: Tab;
  /** The figures are the last period's while the new one loads. */
  stale: boolean;
  onTab: (tab: string) => void;
};

function AnalyticsBody({ analytics, period, tab, stale, onTab }: BodyProps) {
  const { t } = useTranslation('analytics');
  return (
    <>
      <div aria-busy={stale} className={cn('grid gap-6 transition-opacity', stale && 'opacity-60')}>
        <StatCards analytics={analytics} />
        <CompletionWarning completion={analytics.profileCompletion} />
      </div>
      <Tabs className="min-w-0" value={tab} onValueChange={onTab}>
        {/* Four tabs do not fit side by side at 390 px: two rows of two there, one row from sm up. */}
        <TabsList
          aria-label={t('page.tabsLabel')}
          className="grid h-auto w-full grid-cols-2 gap-1 sm:inline-flex sm:h-10 sm:w-auto"
        >
          {TABS.map((value) => (
            <TabsTrigger key={value} value={value}>
              {t(`tabs.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="viewers">
          <ViewersTab period={period} />
        </TabsContent>
        <TabsContent value="demographics">
          <DemographicsTab analytics={analytics} />
        </TabsContent>
        <TabsContent value="locations">
          <LocationsTab analytics={analytics} />
        </TabsContent>
        <TabsContent value="optimization">
          <OptimizationTab tips={analytics.optimizationTips} />
        </TabsContent>
      </Tabs>
    </>
  );
}
