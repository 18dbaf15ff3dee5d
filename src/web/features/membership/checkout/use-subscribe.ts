import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useStartCheckout } from '../api/start-checkout';

/**
 * Subscribe (spec §2, §4): 'Redirecting to checkout...', then the checkout opens in a new tab. The tab
 * is opened during the click itself (about:blank) and sent to the checkout once the server answers:
 * a tab opened after an await is no longer the user's gesture, and popup blockers stop it.
 */
export function useSubscribe() {
  const { t } = useTranslation('membership');
  const checkout = useStartCheckout();

  const subscribe = (planId: string) => {
    const tab = window.open('about:blank', '_blank');
    // The checkout must not be able to steer this page (reverse tabnabbing); about:blank is ours to change.
    if (tab) tab.opener = null;
    toast.info(t('plan.redirecting'));
    // mutateAsync, not mutate's callbacks: those are dropped if the list unmounts meanwhile, and the
    // blank tab must still be sent on or closed.
    void checkout.mutateAsync({ planId }).then(
      ({ url }) => {
        // Blocked anyway (no tab): go in this one rather than lose the checkout.
        if (tab) tab.location.href = url;
        else window.location.assign(url);
      },
      () => {
        tab?.close();
        toast.error(t('plan.checkoutFailed'));
      },
    );
  };

  return { subscribe, pendingPlanId: checkout.isPending ? checkout.variables.planId : null };
}
