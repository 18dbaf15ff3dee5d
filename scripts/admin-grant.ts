// Usage: npm run admin:grant -- someone@example.com
// With the embedded database, stop the server first: one process owns a PGlite data folder.
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { grantAdminByEmail } from '../src/server/auth/admin-bootstrap.ts';

const email = process.argv[2];
if (!email || !email.includes('@')) {
  console.error('Usage: npm run admin:grant -- someone@example.com');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(config);
try {
  await database.migrate();
  const granted = await grantAdminByEmail(database.db, email, null);
  if (!granted) {
    console.error(`No account with the e-mail ${email}. The person must sign up first.`);
    process.exitCode = 1;
  } else {
    console.log(`${email} is now an admin.`);
  }
} finally {
  await database.close();
}
