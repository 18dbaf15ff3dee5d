import { Check, Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FREE_PLAN_ID, type TPlan } from '../../../../shared/membership/membership-contract';
import { formatPrice } from '../../../../shared/rules/entitlement';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { byImportance, entitlementText, isMostPopular, priceParts, trialText } from './plan-texts';

type PlanCardProps = {
  plan: TPlan;
  current: boolean;
  /** This plan's checkout is starting (its button spins, the others wait). */
  busy: boolean;
  disabled: boolean;
  onSubscribe: (planId: string) => void;
};

/** One plan (spec §2): price, trial, 'Most Popular', what it includes, and Get Started / Subscribe Now. */
export function PlanCard({ plan, current, busy, disabled, onSubscribe }: PlanCardProps) {
  const { t } = useTranslation('membership');
  const titleId = useId();
  const popular = isMostPopular(plan.name);
  const { price, per } = priceParts(plan, t);
  const trial = trialText(plan, t);
  const features = byImportance(plan.entitlements)
    .map((e) => entitlementText(e, t))
    .filter((text) => text !== null);
  return (
    <Card
      aria-labelledby={titleId}
      role="group"
      className={cn(
        'flex flex-col',
        popular && 'border-accent ring-2 ring-accent/40',
        current && 'border-primary',
      )}
    >
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle id={titleId} className="text-lg">
            {plan.name}
          </CardTitle>
          {popular ? (
            <Badge variant="accent">
              <Star aria-hidden="true" />
              {t('plan.mostPopular')}
            </Badge>
          ) : null}
          {current ? <Badge>{t('plan.currentBadge')}</Badge> : null}
        </div>
        <p className="flex items-baseline gap-1">
          <span className="text-3xl font-semibold tracking-tight text-primary-strong">{price}</span>
          {per ? <span className="text-sm text-muted-foreground">{per}</span> : null}
        </p>
        {trial ? <p className="text-sm font-medium text-accent-strong">{trial}</p> : null}
        {plan.signup_fee_cents > 0 ? (
          <CardDescription>
            {t('plan.signupFee', { price: formatPrice(plan.signup_fee_cents) })}
          </CardDescription>
        ) : null}
        {plan.description ? <CardDescription>{plan.description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="flex-1">
        {features.length > 0 ? (
          <>
            <h3 className="sr-only">{t('plan.includes')}</h3>
            <ul className="grid gap-2 text-sm">
              {features.map((text) => (
                <li key={text} className="flex gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  <span>{text}</span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </CardContent>
      <CardFooter>
        {current ? (
          <p className="w-full rounded-md bg-muted px-3 py-2 text-center text-sm font-medium">
            {t('plan.current')}
          </p>
        ) : plan.id === FREE_PLAN_ID ? (
          // Free is not bought: a member on a paid plan is back on it when that plan ends.
          <p className="w-full px-3 py-2 text-center text-sm text-muted-foreground">{t('plan.freeAfter')}</p>
        ) : (
          <Button
            className="w-full"
            variant={popular ? 'accent' : 'default'}
            busy={busy}
            disabled={disabled}
            aria-describedby={titleId}
            onClick={() => onSubscribe(plan.id)}
          >
            {plan.price_cents === 0 ? t('plan.getStarted') : t('plan.subscribe')}
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
