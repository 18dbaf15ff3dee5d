import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { TSuspensionReply } from '../../../../shared/admin/suspension-contract';
import { api, ApiError } from '../../../lib/api-client';
import { ADMIN_USERS_QUERY_KEY, AUDIT_QUERY_KEY } from './admin-keys';

export type SuspensionChange = { userId: string; name: string } & (
  { suspend: true; reason: string } | { suspend: false }
);

const pathOf = (userId: string) => `/api/admin/users/${encodeURIComponent(userId)}/suspension`;

/** POST (with the reason) or DELETE /api/admin/users/:userId/suspension */
export function setSuspension(change: SuspensionChange): Promise<TSuspensionReply> {
  return change.suspend
    ? api.post<TSuspensionReply>(pathOf(change.userId), { reason: change.reason })
    : api.delete<TSuspensionReply>(pathOf(change.userId));
}

/**
 * Suspends or reinstates one member. Not optimistic: a suspension signs the member out everywhere,
 * so the row changes once the server has done it; then the list and the audit trail reload.
 */
export function useSetSuspension() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSuspension,
    onSuccess: (_reply, change) => {
      toast.success(
        t(change.suspend ? 'suspension.suspended' : 'suspension.reinstated', { name: change.name }),
      );
    },
    onError: (error, change) => {
      const reason = error instanceof ApiError && error.status < 500 ? error.message : undefined;
      toast.error(
        t(change.suspend ? 'suspension.suspendFailed' : 'suspension.reinstateFailed'),
        reason ? { description: reason } : undefined,
      );
    },
    onSettled: async () => {
      void queryClient.invalidateQueries({ queryKey: AUDIT_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY });
    },
  });
}
