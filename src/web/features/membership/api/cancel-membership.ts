import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { TCancelRequest, TMembershipMe } from '../../../../shared/membership/membership-contract';
import { api } from '../../../lib/api-client';
import { MY_MEMBERSHIP_QUERY_KEY } from '../../../entities/membership/membership-keys';

/** POST /api/membership/cancel: auto-renew off; the plan stays until ends_at. Answers my membership. */
export function cancelMembership(body: TCancelRequest): Promise<TMembershipMe> {
  return api.post<TMembershipMe>('/api/membership/cancel', body);
}

/**
 * Spec §4, §8: after cancelling, the membership is reloaded (the answer first, then the server's
 * truth). The toasts live here, not in `mutate`'s callbacks: the Cancel button disappears with the
 * answer, and callbacks given to `mutate` are dropped once their component is gone.
 */
export function useCancelMembership() {
  const { t } = useTranslation('membership');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelMembership,
    onSuccess: (me) => {
      queryClient.setQueryData(MY_MEMBERSHIP_QUERY_KEY, me);
      toast.success(t('current.cancelled'));
    },
    onError: () => void toast.error(t('current.cancelFailed')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MY_MEMBERSHIP_QUERY_KEY }),
  });
}
