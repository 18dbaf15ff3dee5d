import { mayUse, refund } from '../../domain/membership/entitlements.ts';
import type { MessageRow } from '../../domain/message/message-presenter.ts';
import type { Deps } from '../../http/app-env.ts';
import type { TFeatureKey } from '../../../shared/membership/membership-contract.ts';

/**
 * What the member's plan decides in this area (issue 19): a connection request costs a contact credit,
 * a stored message one of the day's messages, and 'Seen' on one's own messages needs read receipts.
 */

type GateDeps = Pick<Deps, 'db' | 'plans' | 'log' | 'clock'>;

/**
 * Gives back what a spend took for an action that then did not happen. Its own failure is logged and
 * never becomes the answer: the action's outcome (or error) is what the member must hear.
 */
export async function giveBack(deps: GateDeps, userId: string, key: TFeatureKey): Promise<void> {
  try {
    await refund(deps.db, userId, key, 1);
  } catch (error) {
    deps.log.error({ err: error, userId, key }, 'could not give a spent usage back');
  }
}

/** Whether the member may see when the partner read their messages ('Seen'). */
export const seesReadReceipts = (deps: GateDeps, userId: string) =>
  mayUse(deps.db, deps.plans, userId, 'read_receipts', deps.clock.now());

/**
 * The member's own messages without their read state, for a member whose plan has no read receipts.
 * The partner's messages keep theirs: that the member read them is the member's own doing.
 */
export function withoutOwnReadState<T extends Pick<MessageRow, 'senderId' | 'readAt'>>(
  rows: T[],
  viewerId: string,
): T[] {
  return rows.map((row) => (row.senderId === viewerId && row.readAt ? { ...row, readAt: null } : row));
}
