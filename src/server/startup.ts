import { count } from 'drizzle-orm';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { users } from './db/schema/index.ts';
import { ensureAdmin, ensureAdminAccount } from './auth/admin-bootstrap.ts';
import type { Deps } from './http/app-env.ts';
import { seedSiteContent } from './seed/site-content.ts';
import { findDemoSignIn, type DemoSignIn } from './seed/demo-sign-in.ts';

export const DEMO_MEMBER_PASSWORD = 'mithaq-demo';
export const DEMO_ADMIN = {
  email: 'admin@demo.mithaq.local',
  password: 'mithaq-admin',
  name: 'Demo Administrator',
};

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** An address only this machine reaches: nobody else can sign in with the demo's known passwords. */
export function isLocalAddress(url: string): boolean {
  try {
    return LOCAL_HOSTS.has(new URL(url).hostname);
  } catch {
    return false;
  }
}

/**
 * The demo (and its known passwords, the admin's among them) goes only where it is plainly a demo, into
 * an empty database: on request (SEED=demo), or without SEED for an embedded database at a local
 * address. A site at a public address never gets it by default, whatever NODE_ENV says.
 */
export function wantsDemo(config: Pick<Config, 'seed' | 'databaseUrl' | 'publicUrl'>): boolean {
  if (config.seed !== undefined) return config.seed === 'demo';
  return !config.databaseUrl && isLocalAddress(config.publicUrl);
}

/** An admin made by this start with a generated password: shown once, in the start's last block. */
export type NewAdmin = { email: string; password: string };

/** Who to sign in as while the demo is in the database: printed last at every start (startBanner). */
export type SignInHint = {
  demo: DemoSignIn;
  memberPassword: string;
  /** The password is shown only for the demo admin; one set by ADMIN_PASSWORD stays unprinted. */
  admin: { email: string; password: string | null };
};

/**
 * Migrates, seeds what `SEED` asks for on an empty database, and ensures the admin; says whether it seeded
 * the demo, and who to sign in as when the demo is there (seeded now or at an earlier start).
 */
export async function prepareDatabase(
  config: Config,
  database: Database,
  deps: Pick<Deps, 'log' | 'storage'>,
): Promise<{ seededDemo: boolean; signIn: SignInHint | null; newAdmin: NewAdmin | null }> {
  const { log } = deps;
  const started = Date.now();
  await database.migrate();
  log.info({ ms: Date.now() - started, kind: database.kind }, 'migrations applied');

  const [row] = await database.db.select({ n: count() }).from(users);
  const seededDemo = wantsDemo(config) && Number(row?.n ?? 0) === 0;
  if (seededDemo) {
    const seedStarted = Date.now();
    // Loaded only to seed: the demo's generator (faker's word lists) would otherwise hold about 30 MB
    // of every server's memory (the build splits it into a chunk of its own, scripts/build-server.ts).
    const { seedDemo } = await import('./seed/seed-demo.ts');
    const result = await seedDemo(database.db, deps.storage, {
      password: DEMO_MEMBER_PASSWORD,
      log: (message) => log.info(message),
      photoSecret: config.authSecret,
    });
    if (!config.admin) await ensureAdmin(database.db, DEMO_ADMIN);
    log.info({ ms: Date.now() - seedStarted, members: result.memberCount }, 'demo data seeded');
  }
  if (config.seed === 'site' && (await seedSiteContent(database.db))) log.info('site content seeded');
  let newAdmin: NewAdmin | null = null;
  if (config.admin?.password) {
    const outcome = await ensureAdmin(database.db, {
      email: config.admin.email,
      password: config.admin.password,
    });
    log.info({ email: config.admin.email, outcome }, 'admin account ensured');
  } else if (config.admin) {
    const { outcome, generatedPassword } = await ensureAdminAccount(database.db, config.admin.email);
    log.info({ email: config.admin.email, outcome }, 'admin account ensured');
    if (generatedPassword) newAdmin = { email: config.admin.email, password: generatedPassword };
  }
  // A restart finds the same members again, so the sign-in block never depends on the first start's output.
  const demo = wantsDemo(config) ? await findDemoSignIn(database.db) : null;
  const signIn: SignInHint | null = demo && {
    demo,
    memberPassword: DEMO_MEMBER_PASSWORD,
    admin: config.admin ? { email: config.admin.email, password: null } : DEMO_ADMIN,
  };
  return { seededDemo, signIn, newAdmin };
}

/**
 * The block a start ends with, after the build's and the server's own output, so the address and the
 * demo's sign-ins are the last thing on the screen. Framed, one value per line, nothing to unquote.
 */
export function startBanner(
  url: string | null,
  signIn: SignInHint | null,
  newAdmin: NewAdmin | null = null,
): string {
  const lines: string[] = url ? [`Mithaq is running at ${url}`] : [];
  if (newAdmin) {
    if (lines.length > 0) lines.push('');
    lines.push(
      `Admin account created: ${newAdmin.email}`,
      `    password: ${newAdmin.password}`,
      '    (shown this once: keep it in a password manager)',
    );
  }
  if (signIn) {
    const { demo, admin } = signIn;
    if (lines.length > 0) lines.push('');
    lines.push(
      `Demo members (${demo.memberCount}), password: ${signIn.memberPassword}`,
      ...demo.sampleEmails.map((email) => `    ${email}`),
      '',
      `Admin: ${admin.email}`,
      admin.password === null
        ? '    password: not printed (ADMIN_PASSWORD, or shown once when it was made)'
        : `    password: ${admin.password}`,
    );
  }
  const width = Math.max(0, ...lines.map((line) => line.length));
  const rule = '─'.repeat(width + 2);
  return ['', `  ┌${rule}┐`, ...lines.map((line) => `  │ ${line.padEnd(width)} │`), `  └${rule}┘`, ''].join(
    '\n',
  );
}
