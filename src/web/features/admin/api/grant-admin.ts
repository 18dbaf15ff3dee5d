import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminGrant, TRoleChangeReply } from '../../../../shared/admin/admin-contract';
import { api } from '../../../lib/api-client';
import { ADMIN_USERS_QUERY_KEY, AUDIT_QUERY_KEY } from './admin-keys';

/** POST /api/admin/admins: makes the account with this e-mail an admin (existing accounts only). */
export function grantAdmin(body: TAdminGrant): Promise<TRoleChangeReply> {
  return api.post<TRoleChangeReply>('/api/admin/admins', body);
}

/** The form says how it went (its toasts); here the users list and the trail catch up. */
export function useGrantAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: grantAdmin,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: AUDIT_QUERY_KEY }),
      ]);
    },
  });
}
