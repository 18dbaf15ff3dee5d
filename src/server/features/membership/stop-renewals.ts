import { and, eq } from 'drizzle-orm';
import { userMemberships } from '../../db/schema/index.ts';
import type { Deps } from '../../http/app-env.ts';
import { cancelMembership } from './checkout-service.ts';

/**
 * Stops every renewing membership of an account that is being erased (issue 23 item 7; runtime.ts
 * hands this to the account area's erasure): the provider is told, as when the member cancels, so
 * nobody is charged for an account that no longer exists. A failure is logged and the erasure goes on.
 */
export async function stopRenewals(deps: Deps, userId: string): Promise<void> {
  const renewing = await deps.db
    .select({ id: userMemberships.id })
    .from(userMemberships)
    .where(
      and(
        eq(userMemberships.userId, userId),
        eq(userMemberships.status, 'active'),
        eq(userMemberships.autoRenew, true),
      ),
    );
  for (const { id } of renewing) {
    await cancelMembership(deps, userId, id).catch((error: unknown) =>
      deps.log.error({ err: error, membershipId: id }, 'could not stop the renewal of an erased account'),
    );
  }
}
