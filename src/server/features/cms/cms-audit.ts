import { recordStaffAction, type Tx } from '../../domain/audit/staff-audit.ts';
import type { TStaffAction } from '../../../shared/admin/admin-contract.ts';

/** Who made a CMS change: the signed-in admin (a Viewer fits). */
export type CmsActor = { id: string; email: string };

/**
 * Records an admin's CMS change in the audit trail, in the transaction of the change (issue 22: every
 * staff action is audited). The action is one of STAFF_ACTIONS, so the audit screen has its label.
 */
export const recordCmsAction = (
  tx: Tx,
  actor: CmsActor,
  action: TStaffAction,
  details: Record<string, unknown>,
): Promise<void> => recordStaffAction(tx, { actor: { id: actor.id, email: actor.email }, action, details });
