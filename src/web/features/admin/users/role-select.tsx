import { useMutationState } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAdminUser } from '../../../../shared/admin/admin-contract';
import { ROLES, isRole } from '../../../../shared/roles';
import { NativeSelect } from '../../../components/ui/native-select';
import { SET_ROLE_MUTATION_KEY } from '../api/admin-keys';
import { useSetUserRole, type RoleChange } from '../api/set-user-role';

/** Whether a role change for this member is in flight (from any row's mutation). */
export function useRoleSaving(userId: string): boolean {
  const saving = useMutationState({
    filters: { mutationKey: SET_ROLE_MUTATION_KEY, status: 'pending' },
    select: (mutation) => (mutation.state.variables as RoleChange | undefined)?.userId,
  });
  return saving.includes(userId);
}

/** The role select of one row: the change shows at once; the select is locked with a spinner while saving. */
export function RoleSelect({ user, name }: { user: TAdminUser; name: string }) {
  const { t } = useTranslation('admin');
  const setRole = useSetUserRole();
  const saving = useRoleSaving(user.id);
  const statusId = useId();
  return (
    <div className="flex items-center gap-2">
      <NativeSelect
        aria-label={t('users.roleFor', { name })}
        aria-describedby={saving ? statusId : undefined}
        className="h-9 w-36"
        value={user.role}
        disabled={saving}
        onChange={(event) => {
          const role = event.target.value;
          if (isRole(role) && role !== user.role)
            setRole.mutate({ userId: user.id, role, previous: user.role });
        }}
      >
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {t(`roles.${role}`)}
          </option>
        ))}
      </NativeSelect>
      {saving ? (
        <span id={statusId} role="status" className="inline-flex items-center">
          <Loader2 className="size-4 animate-spin text-muted-foreground" aria-hidden="true" />
          <span className="sr-only">{t('users.saving')}</span>
        </span>
      ) : null}
    </div>
  );
}
