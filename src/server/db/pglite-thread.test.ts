import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteDatabase, type Database } from './client.ts';
import { isPgError, UNIQUE_VIOLATION } from './pg-errors.ts';
import { PgliteThread, THREAD_LIMITS } from './pglite-thread.ts';
import { MAX_STATEMENTS } from './pglite-statements.ts';
import { rowsOf } from './rows.ts';
import { users } from './schema/index.ts';

let folder: string;
let thread: PgliteThread;
let database: Database;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'mithaq-thread-'));
  thread = await PgliteThread.open({ dataDir: join(folder, 'pglite') });
  database = pgliteDatabase(thread);
  await database.migrate();
});
afterAll(async () => {
  await database.close();
  await rm(folder, { recursive: true, force: true });
});

let n = 0;
const newUser = () => {
  n += 1;
  return { id: `thread-user-${n}`, email: `thread-${n}@example.test`, name: `Thread ${n}` };
};
const userCount = async () =>
  Number(rowsOf<{ n: string }>(await database.db.execute(sql`select count(*) as n from users`))[0]?.n);

describe('the embedded database on its own thread', () => {
  it('migrates, writes and reads through drizzle, dates as drizzle parses them', async () => {
    const user = newUser();
    await database.db.insert(users).values(user);
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject(user);
    expect(row?.createdAt).toBeInstanceOf(Date);
    expect(Math.abs(row!.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('answers rows as objects or arrays, with values typed, null kept and dates as text', async () => {
    const text = `select $1::int as i, $2::text as t, $3::date as d, $4::text[] as a, $5::jsonb as j, $6::text as z, $7::bool as b`;
    const params = [7, "it's", '2001-02-03', ['x', 'y,z'], JSON.stringify({ k: [1] }), null, true];
    const objects = await thread.query(text, params);
    expect(objects.rows).toEqual([
      { i: 7, t: "it's", d: '2001-02-03', a: ['x', 'y,z'], j: { k: [1] }, z: null, b: true },
    ]);
    const arrays = await thread.query(text, params, { rowMode: 'array' });
    expect(arrays.rows).toEqual([[7, "it's", '2001-02-03', ['x', 'y,z'], { k: [1] }, null, true]]);
    expect(arrays.fields.map((field) => field.name)).toEqual(['i', 't', 'd', 'a', 'j', 'z', 'b']);
  });

  it('answers a result far larger than its young generation (THREAD_LIMITS)', async () => {
    // 40,000 rows of 1 KB: about 40 MB of text built on the thread and copied to this one.
    const rows = 40_000;
    expect(rows / 1024).toBeGreaterThan(THREAD_LIMITS.maxYoungGenerationSizeMb * 4);
    const answer = await thread.query(
      `select n, repeat(chr(65 + n % 26), 1024) as text from generate_series(1, $1::int) as n`,
      [rows],
    );
    expect(answer.rows).toHaveLength(rows);
    expect(answer.rows.at(-1)).toEqual({ n: rows, text: 'M'.repeat(1024) });
  });

  it('reports a failed statement with its PostgreSQL fields, and goes on working', async () => {
    const user = newUser();
    await database.db.insert(users).values(user);
    const duplicate = await database.db
      .insert(users)
      .values({ ...user, id: `${user.id}-again` })
      .catch((error: unknown) => error);
    expect(isPgError(duplicate, UNIQUE_VIOLATION)).toBe(true);
    await expect(thread.query('select 1/0')).rejects.toMatchObject({
      code: '22012',
      message: 'division by zero',
    });
    await expect(thread.query('select $1::int', ['not a number'])).rejects.toMatchObject({ code: '22P02' });
    await expect(thread.query('selec 1')).rejects.toMatchObject({ code: '42601' });
    expect((await thread.query('select 2 as two')).rows).toEqual([{ two: 2 }]);
  });

  it('commits a transaction, and rolls it back when its work throws or asks to', async () => {
    const before = await userCount();
    const kept = newUser();
    await database.db.transaction(async (tx) => {
      await tx.insert(users).values(kept);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(users).values(newUser());
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await database.db
      .transaction(async (tx) => {
        await tx.insert(users).values(newUser());
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await userCount()).toBe(before + 1);
  });

  it('keeps a statement of its own waiting while a transaction is open, as one connection does', async () => {
    const user = newUser();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = database.db.transaction(async (tx) => {
      await tx.insert(users).values(user);
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    let seen: number | undefined;
    const outside = database.db
      .select()
      .from(users)
      .where(eq(users.id, user.id))
      .then((rows) => (seen = rows.length));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toBeUndefined();
    release();
    await transaction;
    await outside;
    expect(seen).toBe(1);
  });

  it('refuses a parser that does not keep the text, since a function cannot cross threads', async () => {
    await expect(
      thread.query('select 1', [], { parsers: { 23: (value) => Number(value) * 2 } }),
    ).rejects.toThrow(/keeps only dates/);
  });

  it('plans a statement once and keeps at most MAX_STATEMENTS of them', async () => {
    expect((await thread.query('show plan_cache_mode')).rows).toEqual([
      { plan_cache_mode: 'force_generic_plan' },
    ]);
    const distinct = MAX_STATEMENTS + 20;
    for (let i = 0; i < distinct; i++) {
      expect((await thread.query(`select $1::int + ${i} as v`, [1])).rows).toEqual([{ v: 1 + i }]);
    }
    // An evicted statement is prepared again when it comes back.
    expect((await thread.query('select $1::int + 0 as v', [5])).rows).toEqual([{ v: 5 }]);
    const [prepared] = (await thread.query('select count(*)::int as n from pg_prepared_statements')).rows as {
      n: number;
    }[];
    expect(prepared!.n).toBeLessThanOrEqual(MAX_STATEMENTS + 1);
    expect(prepared!.n).toBeGreaterThan(MAX_STATEMENTS / 2);
  });

  it('fails to open what is not a database, and refuses statements once closed', async () => {
    const notAFolder = join(folder, 'a-file');
    await writeFile(notAFolder, 'not a database');
    await expect(PgliteThread.open({ dataDir: notAFolder })).rejects.toThrow();
    const other = await PgliteThread.open({ dataDir: join(folder, 'second') });
    await other.close();
    await other.close();
    expect(other.closed).toBe(true);
    await expect(other.query('select 1')).rejects.toThrow('closed');
  });
});
