import { useTranslation } from 'react-i18next';
import type { TSandboxCheckout } from '../../../../shared/membership/membership-contract';
import { formatPrice } from '../../../../shared/rules/entitlement';
import { priceParts } from '../plans/plan-texts';

/** What is being bought: the plan, its price, the trial and whose account pays. */
export function OrderSummary({ checkout }: { checkout: TSandboxCheckout }) {
  const { t } = useTranslation('membership');
  const { plan } = checkout;
  const { price, per } = priceParts(plan, t);
  const trial = plan.trial_days > 0;
  return (
    <section aria-labelledby="order-summary-title" className="grid content-start gap-4">
      <h2 id="order-summary-title" className="text-sm font-medium text-muted-foreground">
        {t('sandbox.summary')}
      </h2>
      <div className="grid gap-1">
        <p className="text-lg font-semibold">{plan.name}</p>
        <p className="flex items-baseline gap-1">
          <span className="text-3xl font-semibold tracking-tight text-primary-strong">{price}</span>
          {per ? <span className="text-sm text-muted-foreground">{per}</span> : null}
        </p>
        {trial ? (
          <p className="text-sm font-medium text-accent-strong">
            {t('plan.trial', { count: plan.trial_days })}
          </p>
        ) : null}
      </div>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-border pt-4 text-sm">
        <dt className="font-medium">{t('sandbox.dueToday')}</dt>
        <dd className="font-medium">{trial ? formatPrice(0) : price}</dd>
      </dl>
      {trial ? (
        <p className="text-xs text-muted-foreground">
          {t('sandbox.afterTrial', { price: `${price}${per}` })}
        </p>
      ) : null}
      <p className="text-xs text-muted-foreground">{t('sandbox.payingAs', { email: checkout.email })}</p>
    </section>
  );
}
