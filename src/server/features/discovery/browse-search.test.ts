import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BROWSE_SORTS,
  BROWSE_TOTAL_CAP,
  ZBrowseQuery,
} from '../../../shared/discovery/discovery-contract.ts';
import { nameSearchTerms } from '../../../shared/rules/name-search.ts';
import type { BrowsePlan } from './browse-plan.ts';
import { browseIds, type BrowseRequest } from './browse-service.ts';
import { buildManyMembers, buildMember, buildSignedIn } from '../../../../tests/support/factories/members.ts';
import { uniqueToken } from '../../../../tests/support/api-calls.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

/** What a name search finds (src/shared/rules/name-search.ts), and how browse counts past its cap. */

let t: TestApp;
let cookie: string;
let viewerId: string;
beforeAll(async () => {
  t = await createTestApp();
  const me = await buildSignedIn(t, { gender: 'male', name: 'Searching Man' });
  [cookie, viewerId] = [me.cookie, me.id];
});
afterAll(async () => {
  await t.close();
});

type Page = {
  profiles: { full_name: string }[];
  total: number;
  total_capped: boolean;
  has_more: boolean;
};

async function browse(query: Record<string, string>): Promise<Page> {
  const response = await t.request(`/api/browse?${new URLSearchParams(query).toString()}`, { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as Page;
}

/** The names a search finds among the women whose names hold `token` (so other tests' members never count). */
async function found(token: string, search: string): Promise<string[]> {
  const page = await browse({ search: `${token} ${search}` });
  return page.profiles.map((p) => p.full_name.replace(`${token} `, '')).sort();
}

async function women(names: string[]): Promise<string> {
  const token = uniqueToken('Nz');
  for (const name of names) await buildMember(t.db, { gender: 'female', name: `${token} ${name}` });
  return token;
}

describe('name search', () => {
  it('finds the start of any word of the name, never the middle of one', async () => {
    const token = await women(['Samira Haddad', 'Hasna Osman', 'Amina Said']);
    expect(await found(token, 'sa')).toEqual(['Amina Said', 'Samira Haddad']);
    expect(await found(token, 'had')).toEqual(['Samira Haddad']);
    expect(await found(token, 'osm')).toEqual(['Hasna Osman']);
    expect(await found(token, 'mira')).toEqual([]);
    expect(await found(token, 'dad')).toEqual([]);
  });

  it('takes two letters, and one, as the start of a word', async () => {
    const token = await women(['Zainab Qureshi', 'Zahra Ali', 'Aziza Khan']);
    expect(await found(token, 'za')).toEqual(['Zahra Ali', 'Zainab Qureshi']);
    expect(await found(token, 'q')).toEqual(['Zainab Qureshi']);
  });

  it('ignores case and accents on either side', async () => {
    const token = await women(['Émilie Dubois', 'Şule Yılmaz', 'Zoë Ährens']);
    expect(await found(token, 'EMI')).toEqual(['Émilie Dubois']);
    expect(await found(token, 'émi')).toEqual(['Émilie Dubois']);
    expect(await found(token, 'sule yil')).toEqual(['Şule Yılmaz']);
    expect(await found(token, 'ZOE AHR')).toEqual(['Zoë Ährens']);
  });

  it("reads a name's apostrophes and hyphens as a reader would", async () => {
    const token = await women([
      "Maryam O'Brien",
      'Huda Abdul-Rahman',
      'Salma Abdul Rahman',
      "Ruqayya Ma'mun",
    ]);
    expect(await found(token, 'obri')).toEqual(["Maryam O'Brien"]);
    expect(await found(token, "o'bri")).toEqual(["Maryam O'Brien"]);
    expect(await found(token, 'rahman')).toEqual(['Huda Abdul-Rahman', 'Salma Abdul Rahman']);
    expect(await found(token, 'abdulrah')).toEqual(['Huda Abdul-Rahman', 'Salma Abdul Rahman']);
    expect(await found(token, 'abdul-rah')).toEqual(['Huda Abdul-Rahman', 'Salma Abdul Rahman']);
    expect(await found(token, 'mamun')).toEqual(["Ruqayya Ma'mun"]);
  });

  it('finds every word typed, in any order', async () => {
    const token = await women(['Fatima Zahra Idrissi', 'Fatima Benali', 'Zahra Idrissi']);
    expect(await found(token, 'idr fat')).toEqual(['Fatima Zahra Idrissi']);
    expect(await found(token, 'zahra')).toEqual(['Fatima Zahra Idrissi', 'Zahra Idrissi']);
  });

  it('finds the common transliterations of an Arabic name from four letters on', async () => {
    const token = await women([
      'Muhammad Ayesha',
      'Mohamed Nour',
      'Yusra Youssef',
      'Aisha Rahman',
      'Fatimah Khan',
      'Maha Saleh',
    ]);
    expect(await found(token, 'Mohammed')).toEqual(['Mohamed Nour', 'Muhammad Ayesha']);
    expect(await found(token, 'muham')).toEqual(['Mohamed Nour', 'Muhammad Ayesha']);
    expect(await found(token, 'yusuf')).toEqual(['Yusra Youssef']);
    expect(await found(token, 'aysha')).toEqual(['Aisha Rahman', 'Muhammad Ayesha']);
    expect(await found(token, 'fatima')).toEqual(['Fatimah Khan']);
    // Three letters are not compared by sound: "moh" does not find Maha or Muhammad.
    expect(await found(token, 'moh')).toEqual(['Mohamed Nour']);
  });

  it('finds names written in Arabic letters, with or without their vowel marks', async () => {
    const token = await women(['مُحَمَّد علي', 'فاطمة الزهراء']);
    expect(await found(token, 'محمد')).toEqual(['مُحَمَّد علي']);
    expect(await found(token, 'فا')).toEqual(['فاطمة الزهراء']);
  });
});

describe('the count behind "N profiles"', () => {
  it(`counts exactly up to ${BROWSE_TOTAL_CAP}, then says there are more, and keeps paging past the cap`, async () => {
    const token = uniqueToken('Cz');
    await buildManyMembers(t.db, { count: BROWSE_TOTAL_CAP + 25, name: token, gender: 'female' });
    const first = await browse({ search: token, sort: 'name' });
    expect(first).toMatchObject({ total: BROWSE_TOTAL_CAP, total_capped: true, has_more: true });
    expect(first.profiles).toHaveLength(20);
    const pastTheCap = await browse({ search: token, sort: 'name', page: '52' });
    expect(pastTheCap).toMatchObject({ total: BROWSE_TOTAL_CAP, total_capped: true, has_more: false });
    expect(pastTheCap.profiles).toHaveLength(BROWSE_TOTAL_CAP + 25 - 51 * 20);

    const few = await browse({ search: `${token} 100` });
    expect(few).toMatchObject({ total_capped: false, has_more: false });
    // "100" starts the words 100 to 1009 of the names numbered 1 to 1025.
    expect(few.total).toBe(11);
  });
});

describe('the statements browse chooses between (browse-plan.ts)', () => {
  it('find the same members in the same order, whichever the plan', async () => {
    const token = uniqueToken('Pz');
    const names = ['Sara Ali', 'Sana Khan', 'Salma Saleh', 'Samira Ali-Khan', 'Zahra Sabri', 'Aisha Saeed'];
    for (const [i, name] of names.entries()) {
      await buildMember(t.db, {
        gender: 'female',
        name: `${token} ${name}`,
        profile: {
          dateOfBirth: `${1990 + i}-0${1 + (i % 9)}-15`,
          currentCountry: i % 2 ? 'Canada' : 'United Kingdom',
          createdAt: new Date(Date.UTC(2025, i, 1)),
        },
      });
    }
    const plans: BrowsePlan[] = [
      { kind: 'walk' },
      { kind: 'collect', driver: 'name' },
      { kind: 'collect', driver: 'location' },
    ];
    for (const sort of BROWSE_SORTS) {
      for (const filters of [{}, { location: 'Canada' }, { min_age: '30', max_age: '34' }]) {
        const query = ZBrowseQuery.parse({ search: `sa ${token}`, sort, ...filters });
        const terms = nameSearchTerms(query.search!);
        const request: BrowseRequest = { viewerId, wanted: 'female', query, terms, today: new Date() };
        const answers = await Promise.all(
          plans.map((plan) => browseIds(t.db, request, { plan, leading: terms[0]! }, 50, 0)),
        );
        expect(answers[0]!.length, JSON.stringify(filters)).toBeGreaterThan(0);
        for (const answer of answers.slice(1))
          expect(answer, `${sort} ${JSON.stringify(filters)}`).toEqual(answers[0]);
      }
    }
  });
});
