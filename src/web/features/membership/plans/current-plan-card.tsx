import { useTranslation } from 'react-i18next';
import type { TMembership, TMembershipMe } from '../../../../shared/membership/membership-contract';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { useCancelMembership } from '../api/cancel-membership';
import { formatDate, priceParts } from './plan-texts';

/** The plan the member is on now, what happens next to it, and Cancel where the plan allows it. */
export function CurrentPlanCard({ me }: { me: TMembershipMe }) {
  const { t, i18n } = useTranslation('membership');
  const { membership, plan } = me;
  const { price, per } = priceParts(plan, t);
  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1">
          <p className="text-sm text-muted-foreground">{t('current.heading')}</p>
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle>{plan.name}</CardTitle>
            {membership ? (
              <Badge variant={membership.status === 'active' ? 'default' : 'secondary'}>
                {t(`current.status.${membership.status}`)}
              </Badge>
            ) : null}
          </div>
          <p className="text-sm">
            <span className="font-medium">{price}</span>
            {per ? <span className="text-muted-foreground"> {per}</span> : null}
          </p>
        </div>
        {membership?.cancellable ? <CancelButton membership={membership} /> : null}
      </CardHeader>
      <CardContent className="grid gap-1 text-sm text-muted-foreground">
        {membership ? (
          <MembershipDates membership={membership} language={i18n.language} />
        ) : (
          <p>{t('current.free')}</p>
        )}
      </CardContent>
    </Card>
  );
}

function MembershipDates({ membership, language }: { membership: TMembership; language: string }) {
  const { t } = useTranslation('membership');
  const ends = membership.ends_at ? formatDate(membership.ends_at, language) : null;
  return (
    <>
      <p>{t('current.since', { date: formatDate(membership.starts_at, language) })}</p>
      {membership.status === 'active' && membership.auto_renew && ends ? (
        <p>{t('current.renews', { date: ends })}</p>
      ) : null}
      {membership.status === 'cancelled' && ends ? (
        <p className="font-medium text-foreground">{t('current.staysActive', { date: ends })}</p>
      ) : null}
      {membership.status === 'past_due' ? <p className="text-destructive">{t('current.pastDue')}</p> : null}
    </>
  );
}

/** Spec §2, §4: after a confirm; then the membership is reloaded (the mutation does that). */
function CancelButton({ membership }: { membership: TMembership }) {
  const { t } = useTranslation('membership');
  const cancel = useCancelMembership();
  const onClick = () => {
    if (!window.confirm(t('current.confirmCancel'))) return;
    cancel.mutate({ membershipId: membership.id });
  };
  return (
    <Button variant="outline" busy={cancel.isPending} onClick={onClick}>
      {t('current.cancel')}
    </Button>
  );
}
