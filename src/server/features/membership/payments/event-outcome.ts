import type { Db } from '../../../db/client.ts';
import type { MembershipRow } from '../../../domain/membership/current-plan.ts';
import type { PaymentEvent } from './provider.ts';

/** What applying one payment event did (apply-event.ts). */
export type ApplyOutcome =
  /** replaced: the memberships a new checkout ended (an upgrade); their providers are told after the commit. */
  | { kind: 'applied'; userId: string; membershipId: string; replaced: MembershipRow[] }
  | { kind: 'duplicate' }
  | { kind: 'stale' }
  | { kind: 'ignored' };

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Created before the newest event already applied to this membership: it must not overwrite it. */
export const isStale = (m: MembershipRow, event: PaymentEvent) =>
  m.lastEventAt !== null && event.createdAt.getTime() < m.lastEventAt.getTime();
