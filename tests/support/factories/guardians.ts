import { eq } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client.ts';
import { memberGuardians, users } from '../../../src/server/db/schema/index.ts';
import { invitationToken } from '../../../src/server/features/guardians/invitation-tokens.ts';
import type { TGuardianRelationship } from '../../../src/shared/safety/guardian-contract.ts';
import type { TestApp } from '../test-app.ts';
import { buildMember, signIn, type Member } from './members.ts';

export type GuardianStatus = 'invited' | 'accepted' | 'active' | 'revoked';

export type GuardianOptions = {
  /** Default 'active': accepted by the guardian and confirmed by the member. */
  status?: GuardianStatus;
  /** The guardian's first name, as the member gave it. */
  name?: string;
  relationship?: TGuardianRelationship;
  weeklySummary?: boolean;
  /** An existing account to be the guardian (a member account may guard too); default a new guardian account. */
  account?: Member;
  confirmedAt?: Date;
};

/** Makes a guardian account: no member profile, account_kind 'guardian'. */
export async function buildGuardianAccount(db: Db, name = 'Yusuf Guardian'): Promise<Member> {
  const account = await buildMember(db, { name, profile: false });
  await db.update(users).set({ accountKind: 'guardian' }).where(eq(users.id, account.id));
  return account;
}

/**
 * A guardian of `memberId` in the given state, written straight into the database (the invitation,
 * acceptance and confirmation flows have their own tests), signed in through the real endpoint. For an
 * 'invited' one the token comes back too (no account is attached yet; `account` is whom it is sent to).
 */
export async function buildGuardian(t: TestApp, memberId: string, options: GuardianOptions = {}) {
  const status = options.status ?? 'active';
  const account =
    options.account ?? (await buildGuardianAccount(t.db, `${options.name ?? 'Yusuf'} Guardian`));
  const { token, tokenHash } = invitationToken();
  const now = new Date();
  const [row] = await t.db
    .insert(memberGuardians)
    .values({
      memberId,
      email: account.email.toLowerCase(),
      name: options.name ?? 'Yusuf',
      relationship: options.relationship ?? 'father',
      status,
      tokenHash: status === 'invited' ? tokenHash : null,
      tokenExpiresAt: new Date(now.getTime() + 14 * 24 * 3600 * 1000),
      guardianId: status === 'invited' ? null : account.id,
      weeklySummary: options.weeklySummary ?? false,
      acceptedAt: status === 'invited' ? null : now,
      confirmedAt: status === 'active' || status === 'revoked' ? (options.confirmedAt ?? now) : null,
      revokedAt: status === 'revoked' ? now : null,
    })
    .returning();
  if (!row) throw new Error('guardian insert returned no row');
  const cookie = await signIn(t, account);
  return { ...account, cookie, guardianshipId: row.id, token };
}

export type BuiltGuardian = Awaited<ReturnType<typeof buildGuardian>>;
