import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { PageContainer } from '../../components/ui/page-container';
import { PageHeader } from '../../components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useMyMembership } from '../../entities/membership/get-my-membership';
import { usePlans } from './api/get-plans';
import { CheckoutCancelledNote, CheckoutConfirming } from './checkout/checkout-return';
import { MembershipError, MembershipLoading } from './membership-states';
import { PlanPerksCard } from './perks/plan-perks-card';
import { CurrentPlanCard } from './plans/current-plan-card';
import { PlanList } from './plans/plan-list';
import { UsageOverview } from './usage/usage-overview';

type Tab = 'plans' | 'usage';

/**
 * /membership (spec §2): the current plan, then 'Available Plans' and 'My Usage'. ?tab=usage opens the
 * second tab; ?checkout=success|cancelled is where a checkout sends the member back.
 */
export function MembershipPage() {
  const { t } = useTranslation('membership');
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'usage' ? 'usage' : 'plans';
  const checkout = params.get('checkout');
  const plans = usePlans();
  const me = useMyMembership();
  const failed = plans.isError || me.isError;

  useEffect(() => {
    if (failed) toast.error(t('page.loadFailed'));
  }, [failed, t]);

  const showTab = useCallback(
    (value: string) =>
      setParams(
        (old) => {
          const next = new URLSearchParams(old);
          if (value === 'usage') next.set('tab', 'usage');
          else next.delete('tab');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const dropCheckout = useCallback(
    () =>
      setParams(
        (old) => {
          const next = new URLSearchParams(old);
          next.delete('checkout');
          // The provider's reference to its session (sandbox: ?session=): nothing to keep once back.
          next.delete('session');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return (
    <PageContainer>
      <PageHeader backLabel={t('page.back')} title={t('page.title')} subtitle={t('page.subtitle')} />
      {checkout === 'success' ? <CheckoutConfirming onDone={dropCheckout} /> : null}
      {checkout === 'cancelled' ? <CheckoutCancelledNote onDismiss={dropCheckout} /> : null}
      {failed ? (
        <MembershipError
          retrying={plans.isFetching || me.isFetching}
          onRetry={() => void Promise.all([plans.refetch(), me.refetch()])}
        />
      ) : !plans.data || !me.data ? (
        <MembershipLoading />
      ) : (
        <>
          <CurrentPlanCard me={me.data} />
          <PlanPerksCard me={me.data} />
          <Tabs className="min-w-0" value={tab} onValueChange={showTab}>
            <TabsList aria-label={t('page.tabsLabel')} className="w-full sm:w-80">
              <TabsTrigger value="plans">{t('page.plansTab')}</TabsTrigger>
              <TabsTrigger value="usage">{t('page.usageTab')}</TabsTrigger>
            </TabsList>
            <TabsContent value="plans">
              {plans.data.plans.length === 0 ? (
                <p className="text-muted-foreground">{t('page.noPlans')}</p>
              ) : (
                <PlanList plans={plans.data.plans} currentPlanId={me.data.plan.id} />
              )}
            </TabsContent>
            <TabsContent value="usage">
              <UsageOverview features={me.data.features} onSeePlans={() => showTab('plans')} />
            </TabsContent>
          </Tabs>
        </>
      )}
    </PageContainer>
  );
}
