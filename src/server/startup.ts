import { count } from 'drizzle-orm';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { users } from './db/schema/index.ts';
import { ensureAdmin } from './auth/admin-bootstrap.ts';
import type { Deps } from './http/app-env.ts';
import { seedSiteContent } from './seed/site-content.ts';

export const DEMO_MEMBER_PASSWORD = 'mithaq-demo';
export const DEMO_ADMIN = {
  email: 'admin@demo.mithaq.local',
  password: 'mithaq-admin',
  name: 'Demo Administrator',
};

/** The demo goes into an empty database: always for the embedded one, on request (SEED=demo) for a server. */
export function wantsDemo(config: Config): boolean {
  if (config.seed === 'none' || config.seed === 'site') return false;
  return config.seed === 'demo' || !config.databaseUrl;
}

/** Migrates, seeds what `SEED` asks for on an empty database, and ensures the admin; says whether it seeded the demo. */
export async function prepareDatabase(
  config: Config,
  database: Database,
  deps: Pick<Deps, 'log' | 'storage'>,
): Promise<{ seededDemo: boolean }> {
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
    });
    if (!config.admin) await ensureAdmin(database.db, DEMO_ADMIN);
    log.info({ ms: Date.now() - seedStarted, members: result.memberCount }, 'demo data seeded');
    const lines = [
      `Demo seeded: ${result.memberCount} members, all with the password "${DEMO_MEMBER_PASSWORD}", e.g.`,
      ...result.sampleEmails.map((email) => `    ${email}`),
      config.admin
        ? `  Admin: ${config.admin.email} (ADMIN_PASSWORD)`
        : `  Admin: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`,
    ];
    console.log(`\n  ${lines.join('\n  ')}\n`);
  }
  if (config.seed === 'site' && (await seedSiteContent(database.db))) log.info('site content seeded');
  if (config.admin) {
    const outcome = await ensureAdmin(database.db, config.admin);
    log.info({ email: config.admin.email, outcome }, 'admin account ensured');
  }
  return { seededDemo };
}
