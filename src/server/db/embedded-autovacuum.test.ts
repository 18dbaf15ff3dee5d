import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember } from '../../../tests/support/factories/members.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { vacuumWhereNeeded } from './embedded-autovacuum.ts';
import { rowsOf } from './rows.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// Statistics reach the shared counters at the end of a transaction, at most once a second; flush them now.
const flushStats = () => t.db.execute(sql`select pg_stat_force_next_flush()`);

describe('embedded autovacuum', () => {
  it('vacuums and analyzes the tables that changed enough, and only those', async () => {
    await vacuumWhereNeeded(t.db);
    for (let i = 0; i < 60; i++) await buildMember(t.db);
    await flushStats();
    expect(await vacuumWhereNeeded(t.db)).toEqual(expect.arrayContaining(['profiles', 'users']));
    const [profiles] = rowsOf<{ analyzed: boolean }>(
      await t.db.execute(
        sql`select last_analyze is not null as analyzed from pg_stat_user_tables where relname = 'profiles'`,
      ),
    );
    expect(profiles?.analyzed).toBe(true);
    await flushStats();
    expect(await vacuumWhereNeeded(t.db)).not.toContain('profiles');
  });
});
