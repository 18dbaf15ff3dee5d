import { useTranslation } from 'react-i18next';
import { STAFF_ACTIONS, type TStaffAction } from '../../../../shared/admin/admin-contract';

const isKnown = (action: string): action is TStaffAction =>
  (STAFF_ACTIONS as readonly string[]).includes(action);

/** 'role.changed' -> 'Role changed'; an action a later feature adds shows its own name until labelled. */
export function useActionLabel() {
  const { t } = useTranslation('admin');
  return (action: string) => (isKnown(action) ? t(`audit.actions.${action}`) : action);
}
