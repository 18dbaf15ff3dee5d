// Usage: npm run seed
// Seeds the demo (members, conversations, the header menu and the demo admin) into the configured
// database: DATABASE_URL, or the embedded one in DATA_DIR. Only an empty database is seeded. With the
// embedded database, stop the server first: one process owns a PGlite data folder.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { users } from '../src/server/db/schema/index.ts';
import { createLogger } from '../src/server/infra/logger.ts';
import { diskStorage } from '../src/server/infra/storage.ts';
import { prepareDatabase, startBanner } from '../src/server/startup.ts';

if (existsSync('.env')) process.loadEnvFile('.env');
const config = { ...loadConfig(), seed: 'demo' as const };
const database = await openDatabase(config);
try {
  await database.migrate();
  const [row] = await database.db.select({ n: count() }).from(users);
  if (Number(row?.n ?? 0) > 0) {
    console.error('The database already has accounts: the demo is seeded into an empty database only.');
    process.exitCode = 1;
  } else {
    const deps = { log: createLogger(config.logLevel), storage: diskStorage(join(config.dataDir, 'media')) };
    const { signIn, newAdmin } = await prepareDatabase(config, database, deps);
    console.log(startBanner(null, signIn, newAdmin));
  }
} finally {
  await database.close();
}
