import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { TAdminUsersPage, TRoleChangeReply } from '../../../../shared/admin/admin-contract';
import type { TRole } from '../../../../shared/roles';
import { ApiError } from '../../../lib/api-client';
import { api } from '../../../lib/api-client';
import { ADMIN_USERS_QUERY_KEY, AUDIT_QUERY_KEY, SET_ROLE_MUTATION_KEY } from './admin-keys';

export type RoleChange = { userId: string; role: TRole; previous: TRole };

/** PUT /api/admin/users/:userId/role */
export function setUserRole({ userId, role }: RoleChange): Promise<TRoleChangeReply> {
  return api.put<TRoleChangeReply>(`/api/admin/users/${encodeURIComponent(userId)}/role`, { role });
}

/** Sets one member's role in every cached users page (any filters, any page). */
function patchRole(queryClient: QueryClient, userId: string, role: TRole) {
  queryClient.setQueriesData<TAdminUsersPage>({ queryKey: ADMIN_USERS_QUERY_KEY }, (old) =>
    old ? { ...old, items: old.items.map((u) => (u.id === userId ? { ...u, role } : u)) } : old,
  );
}

/**
 * The role select of a row (spec §4): optimistic, so the row shows the new role at once; the row
 * stays locked while `isPending` for it. On failure: 'Failed to update role' (and the server's reason
 * when it gives one, e.g. 'You cannot change your own role.'), then the list is reloaded (spec §4).
 */
export function useSetUserRole() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: SET_ROLE_MUTATION_KEY,
    mutationFn: setUserRole,
    onMutate: async ({ userId, role }) => {
      await queryClient.cancelQueries({ queryKey: ADMIN_USERS_QUERY_KEY });
      patchRole(queryClient, userId, role);
    },
    onSuccess: (_reply, { role }) => {
      toast.success(t('users.roleUpdated', { role: t(`roles.${role}`) }));
    },
    onError: (error, { userId, previous }) => {
      patchRole(queryClient, userId, previous);
      const reason = error instanceof ApiError && error.status === 409 ? error.message : undefined;
      toast.error(t('users.roleUpdateFailed'), reason ? { description: reason } : undefined);
    },
    onSettled: async () => {
      void queryClient.invalidateQueries({ queryKey: AUDIT_QUERY_KEY });
      if (queryClient.isMutating({ mutationKey: SET_ROLE_MUTATION_KEY }) > 1) return;
      await queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY });
    },
  });
}
