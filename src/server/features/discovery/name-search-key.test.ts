import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { nameSearchKey } from '../../../shared/rules/name-search.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Names of every kind the key has a rule for: each must get the same key in SQL as in JS. */
const NAMES = [
  'Muhammad Ali',
  'MOHAMMED  al-Hassan',
  "Maryam O'Brien",
  'Abd’Allah ibn ʿUmar',
  'Émilie-Zoë Ährens',
  'Şule Yılmaz',
  'İlkay Gündoğan',
  'Łukasz Søren Đorđević',
  'Yahya Yehia Philippa Qasim',
  'Fatimah Aaliyah',
  'مُحَمَّد بن عبد الله',
  'محمد\u200cرضا',
  'Nour 100%_x\\y (Jr.)',
  'Ali2 Khan',
  '  Amina   ',
  '---',
  'ß Straße',
];

describe('mithaq_name_key (migration 0013)', () => {
  it('stores the key nameSearchKey() makes, for every kind of name', async () => {
    for (const name of NAMES) {
      const [row] = rowsOf<{ key: string | null }>(
        await t.db.execute(sql`select mithaq_name_key(${name}) as key`),
      );
      expect(row?.key, name).toBe(nameSearchKey(name));
    }
    const [none] = rowsOf<{ key: string | null }>(
      await t.db.execute(sql`select mithaq_name_key(null) as key`),
    );
    expect(none?.key).toBeNull();
  });

  it('writes the words, then neighbours joined, then their sound keys', async () => {
    const [row] = rowsOf<{ key: string | null }>(
      await t.db.execute(sql`select mithaq_name_key('Yousef Al-Amin') as key`),
    );
    expect(row?.key).toBe(' yousef al amin yousefal alamin ~yasaf ~al ~aman ~yasafal ~alaman ');
  });
});
