import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_PLANS_OPTION, StatementCachingClient } from './pg-statements.ts';

// The machine's PostgreSQL server, as the API suite's second run uses it (.ci/run).
const url = process.env.TEST_DATABASE_URL;

class ThreeStatements extends StatementCachingClient {
  protected override readonly maxStatements = 3;
}

type Prepared = { statement: string; generic_plans: string; custom_plans: string };

describe.skipIf(!url)('statements prepared once per PostgreSQL connection', () => {
  let client: pg.Client;
  const prepared = async () =>
    (
      await client.query<Prepared>(
        'select statement, generic_plans, custom_plans from pg_prepared_statements order by prepare_time',
      )
    ).rows;

  beforeAll(async () => {
    client = new ThreeStatements({ connectionString: url, options: GENERIC_PLANS_OPTION });
    await client.connect();
  });
  afterAll(async () => {
    await client.end();
  });

  it('prepares a statement with parameters once, plans it once, and leaves the others unprepared', async () => {
    for (let i = 0; i < 4; i++) {
      const { rows } = await client.query('select $1::int * 2 as doubled', [i]);
      expect(rows).toEqual([{ doubled: i * 2 }]);
    }
    // Several statements in one text: the simple protocol, as migrations need.
    await client.query('select 1; select 2');
    expect(await prepared()).toEqual([
      { statement: 'select $1::int * 2 as doubled', generic_plans: '4', custom_plans: '0' },
    ]);
  });

  it('keeps at most its limit, the least recently used deallocated, and prepares it again when it returns', async () => {
    const texts = ['select $1::int + 1 as v', 'select $1::int + 2 as v', 'select $1::int + 3 as v'];
    for (const text of texts) await client.query(text, [1]);
    const statements = (await prepared()).map((p) => p.statement);
    expect(statements).toHaveLength(3);
    expect(statements).not.toContain('select $1::int * 2 as doubled');
    expect((await client.query('select $1::int * 2 as doubled', [5])).rows).toEqual([{ doubled: 10 }]);
    expect((await prepared()).map((p) => p.statement)).toEqual([
      texts[1],
      texts[2],
      'select $1::int * 2 as doubled',
    ]);
  });

  it('reports a failing run and runs the statement again afterwards', async () => {
    const text = 'select 10 / $1::int as q';
    await expect(client.query(text, [0])).rejects.toMatchObject({ code: '22012' });
    expect((await client.query(text, [5])).rows).toEqual([{ q: 2 }]);
  });
});
