import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TFeatureAccess } from '../../../../shared/membership/membership-contract';
import { isRunningLow, periodEndOf } from '../../../../shared/rules/entitlement';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';
import { byImportance, featureName, formatDate, isAmountFeature } from '../plans/plan-texts';

type UsageOverviewProps = { features: TFeatureAccess[]; onSeePlans: () => void };

/**
 * 'My Usage' (spec §2, §9): a bar per counted feature, 'running low' past 80%, when it resets; then
 * what has no limit, then what the plan leaves out (with the way to the plans).
 */
export function UsageOverview({ features: unordered, onSeePlans }: UsageOverviewProps) {
  const { t } = useTranslation('membership');
  const features = byImportance(unordered);
  const counted = features.filter((f) => f.limit !== null && f.limit > 0);
  const open = features.filter((f) => f.limit === null && f.allowed);
  const missing = features.filter((f) => (f.limit === null && !f.allowed) || f.limit === 0);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('usage.heading')}</CardTitle>
        <CardDescription>{t('usage.intro')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {counted.length > 0 ? (
          <ul className="grid gap-5">
            {counted.map((feature) => (
              <UsageBar key={feature.feature_key} feature={feature} />
            ))}
          </ul>
        ) : null}
        {open.length > 0 ? (
          <section className="grid gap-2">
            <h3 className="text-sm font-semibold">{t('usage.unlimitedHeading')}</h3>
            <ul className="grid gap-1 text-sm">
              {open.map((f) => (
                <li key={f.feature_key} className="flex justify-between gap-4">
                  <span>{featureName(f.feature_key, t)}</span>
                  <span className="font-medium text-primary-strong">
                    {isAmountFeature(f.feature_key) ? t('usage.unlimited') : t('usage.included')}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {missing.length > 0 ? (
          <section className="grid gap-2">
            <h3 className="text-sm font-semibold">{t('usage.notIncludedHeading')}</h3>
            <p className="text-sm text-muted-foreground">
              {missing.map((f) => featureName(f.feature_key, t)).join(', ')}
            </p>
            <Button variant="outline" size="sm" className="justify-self-start" onClick={onSeePlans}>
              {t('usage.seePlans')}
            </Button>
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}

function UsageBar({ feature }: { feature: TFeatureAccess }) {
  const { t, i18n } = useTranslation('membership');
  const limit = feature.limit ?? 0;
  const name = featureName(feature.feature_key, t);
  const low = isRunningLow(feature.used, limit);
  // Nothing used yet this period: the server has no count to date, but the rule says when it would reset.
  const resets = feature.period_end ?? periodEndOf(feature.reset_period, new Date())?.toISOString() ?? null;
  const counts = {
    used: feature.used.toLocaleString(i18n.language),
    limit: limit.toLocaleString(i18n.language),
  };
  return (
    <li className="grid gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
        <span className="font-medium">{name}</span>
        <span className="text-muted-foreground">{t('usage.used', counts)}</span>
      </div>
      <Progress
        value={(feature.used / limit) * 100}
        label={t('usage.barLabel', { feature: name, ...counts })}
        className={low ? '[&>div]:bg-destructive' : undefined}
      />
      <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 text-xs text-muted-foreground">
        {low ? (
          <span className="flex items-center gap-1 font-medium text-destructive">
            <TriangleAlert className="size-3.5" aria-hidden="true" />
            {t('usage.runningLow')}
          </span>
        ) : (
          <span />
        )}
        {resets ? <span>{t('usage.resets', { date: formatDate(resets, i18n.language) })}</span> : null}
      </div>
    </li>
  );
}
