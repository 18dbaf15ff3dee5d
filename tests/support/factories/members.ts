import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client.ts';
import { accounts, profiles, users } from '../../../src/server/db/schema/index.ts';
import { hashPassword } from '../../../src/server/auth/password.ts';
import { assignRole } from '../../../src/server/auth/roles.ts';
import { newId } from '../../../src/server/auth/admin-bootstrap.ts';
import type { Role } from '../../../src/shared/roles.ts';
import type { TestApp } from '../test-app.ts';

export const FACTORY_PASSWORD = 'factory-password';
let cachedHash: Promise<string> | undefined;
// argon2id is slow on purpose; every factory member shares one hash.
const passwordHash = () => (cachedHash ??= hashPassword(FACTORY_PASSWORD));

let sequence = 0;

export type MemberOptions = {
  gender?: 'male' | 'female';
  verified?: boolean;
  role?: Role;
  name?: string;
  email?: string;
  profile?: Partial<typeof profiles.$inferInsert> | false;
};

export type Member = { id: string; email: string; name: string; password: string };

export async function buildMember(db: Db, options: MemberOptions = {}): Promise<Member> {
  sequence += 1;
  const id = newId();
  const name = options.name ?? `Member ${sequence}`;
  const email = options.email ?? `member-${sequence}-${id.slice(0, 6)}@example.test`;
  await db.insert(users).values({ id, name, email, emailVerified: options.verified ?? true });
  await db.insert(accounts).values({
    id: newId(),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: await passwordHash(),
  });
  if (options.profile !== false) {
    await db
      .insert(profiles)
      .values({ userId: id, fullName: name, gender: options.gender ?? 'female', ...options.profile });
  }
  if (options.role && options.role !== 'user') await assignRole(db, id, options.role, null);
  return { id, email, name, password: FACTORY_PASSWORD };
}

/** Signs in through the real endpoint and returns the Cookie header value for later requests. */
export async function signIn(t: TestApp, member: Pick<Member, 'email' | 'password'>): Promise<string> {
  const response = await t.request('/api/auth/sign-in/email', {
    method: 'POST',
    json: { email: member.email, password: member.password },
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return cookieFrom(response);
}

export function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((c): c is string => Boolean(c) && !c!.endsWith('='))
    .join('; ');
}

export async function buildSignedIn(t: TestApp, options: MemberOptions = {}) {
  const member = await buildMember(t.db, options);
  return { ...member, cookie: await signIn(t, member) };
}

export type SignedIn = Awaited<ReturnType<typeof buildSignedIn>>;

/** A signed-in man and woman, each with a named profile: the two sides of a connection. */
export async function buildCouple(t: TestApp, options: { man?: MemberOptions; woman?: MemberOptions } = {}) {
  const [man, woman] = await Promise.all([
    buildSignedIn(t, { gender: 'male', ...options.man }),
    buildSignedIn(t, { gender: 'female', ...options.woman }),
  ]);
  return { man, woman };
}

export async function isVerified(db: Db, email: string): Promise<boolean> {
  const row = (await db.select({ v: users.emailVerified }).from(users).where(eq(users.email, email)))[0];
  return row?.v ?? false;
}

/**
 * `count` members at once (two statements, no passwords: they are found, never signed in as), named
 * `${name} 1` … `${name} count`, for lists that must grow past a cap.
 */
export async function buildManyMembers(
  db: Db,
  options: { count: number; name: string; gender: 'male' | 'female' },
): Promise<void> {
  const prefix = `${options.name.toLowerCase()}-${newId().slice(0, 8)}`;
  await db.execute(sql`insert into ${users} (id, name, email, email_verified)
    select ${prefix} || '-' || n, ${options.name} || ' ' || n, ${prefix} || '-' || n || '@example.test', true
    from generate_series(1, ${options.count}::int) as n`);
  await db.execute(sql`insert into ${profiles} (user_id, full_name, gender)
    select ${prefix} || '-' || n, ${options.name} || ' ' || n, ${options.gender}
    from generate_series(1, ${options.count}::int) as n`);
}

/**
 * Members with the given profiles at once (two statements, no passwords: they are found, never signed
 * in as), in order; their ids come back in the same order.
 */
export async function buildProfiles(
  db: Db,
  list: readonly {
    gender: 'male' | 'female';
    name: string;
    profile?: Partial<typeof profiles.$inferInsert>;
  }[],
): Promise<string[]> {
  const ids = list.map(() => newId());
  await db.insert(users).values(
    list.map(({ name }, i) => ({
      id: ids[i]!,
      name,
      email: `many-${ids[i]!.slice(0, 10).toLowerCase()}@example.test`,
      emailVerified: true,
    })),
  );
  await db
    .insert(profiles)
    .values(
      list.map(({ gender, name, profile }, i) => ({ userId: ids[i]!, fullName: name, gender, ...profile })),
    );
  return ids;
}
