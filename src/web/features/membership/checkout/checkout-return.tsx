import { useQuery } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { TMembershipMe } from '../../../../shared/membership/membership-contract';
import { Button } from '../../../components/ui/button';
import { myMembershipQueryOptions } from '../../../entities/membership/get-my-membership';
import { forgetPaidPlan, paidPlanId } from './paid-plan';

const POLL_MS = 2_000;
const GIVE_UP_MS = 60_000;

/** The payment is in once I have a membership, on the plan just paid for when this tab knows it. */
function isConfirmed(me: TMembershipMe | undefined, expectedPlanId: string | null): me is TMembershipMe {
  if (!me?.membership || me.membership.status === 'ended') return false;
  return expectedPlanId === null || me.plan.id === expectedPlanId;
}

/**
 * /membership?checkout=success: the membership starts from the provider's webhook, which may land a
 * moment after the member is sent back. Ask every 2 s for up to a minute, then welcome them.
 */
export function CheckoutConfirming({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('membership');
  const [expected] = useState(paidPlanId);
  const [timedOut, setTimedOut] = useState(false);
  const welcomed = useRef(false);
  const query = useQuery({
    ...myMembershipQueryOptions,
    refetchInterval: (q) => (timedOut || isConfirmed(q.state.data, expected) ? false : POLL_MS),
  });

  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), GIVE_UP_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (welcomed.current || !isConfirmed(query.data, expected)) return;
    welcomed.current = true;
    forgetPaidPlan();
    toast.success(t('checkout.welcome', { plan: query.data.plan.name }));
    onDone();
  }, [query.data, expected, onDone, t]);

  if (timedOut) {
    return (
      <div
        role="status"
        className="flex flex-wrap items-center gap-3 rounded-lg border border-border bg-card p-4"
      >
        <p className="min-w-0 flex-1 text-sm">{t('checkout.slow')}</p>
        <Button variant="outline" size="sm" busy={query.isFetching} onClick={() => void query.refetch()}>
          {t('checkout.checkAgain')}
        </Button>
      </div>
    );
  }
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-lg border border-primary/30 bg-primary-soft p-4"
    >
      <Loader2 className="mt-0.5 size-5 shrink-0 animate-spin text-primary" aria-hidden="true" />
      <div className="grid gap-1">
        <p className="font-medium">{t('checkout.confirming')}</p>
        <p className="text-sm text-muted-foreground">{t('checkout.confirmingText')}</p>
      </div>
    </div>
  );
}

/** /membership?checkout=cancelled: a neutral word, nothing happened. */
export function CheckoutCancelledNote({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useTranslation('membership');
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-border bg-card p-4"
    >
      <p className="min-w-0 flex-1 text-sm">{t('checkout.cancelledNote')}</p>
      <Button variant="ghost" size="sm" onClick={onDismiss}>
        {t('checkout.dismiss')}
      </Button>
    </div>
  );
}
