import { describe, expect, it } from 'vitest';
import { ZBrowseQuery, ZMatchesQuery } from '../../src/shared/discovery/discovery-contract.ts';
import { fastRng } from './fast-rng.ts';
import { buildBenchMember } from './members.ts';
import { createSampler, nameWords, type MemberFacts } from './query-mix.ts';

const NOW = new Date('2026-11-25T00:00:00Z');
const SEED = 20261121;
const ACCOUNTS = 24;

const members: MemberFacts[] = (() => {
  const rng = fastRng(SEED);
  return Array.from({ length: 5000 }, (_, i) => {
    const { profile } = buildBenchMember(i, rng, NOW);
    const born = profile.dateOfBirth ? new Date(profile.dateOfBirth) : null;
    return {
      fullName: profile.fullName ?? null,
      country: profile.currentCountry ?? null,
      religion: profile.religionCommunity ?? null,
      education: profile.educationalQualification ?? null,
      maritalStatus: profile.maritalStatus ?? null,
      age: born ? Math.floor((NOW.getTime() - born.getTime()) / (365.25 * 86_400_000)) : null,
    };
  });
})();

const paramsOf = (path: string) => new URL(path, 'http://bench').searchParams;

describe('the bench query mix', () => {
  it('draws the same requests, in the same order, for the same seed', () => {
    const a = createSampler(members, 7);
    const b = createSampler(members, 7);
    expect(a.browse(500, ACCOUNTS)).toEqual(b.browse(500, ACCOUNTS));
    expect(a.matches(200, ACCOUNTS)).toEqual(b.matches(200, ACCOUNTS));
    expect(createSampler(members, 8).browse(500, ACCOUNTS)).not.toEqual(
      createSampler(members, 7).browse(500, ACCOUNTS),
    );
  });

  it('sends at least 1,000 distinct browse queries in a run of the default 1,500, all valid', () => {
    const browse = createSampler(members, SEED).browse(1500, ACCOUNTS);
    expect(new Set(browse.map((r) => r.path)).size).toBeGreaterThanOrEqual(1000);
    for (const { path, account } of browse) {
      expect(path.startsWith('/api/browse?')).toBe(true);
      expect(ZBrowseQuery.safeParse(Object.fromEntries(paramsOf(path))).success).toBe(true);
      expect(account).toBeLessThan(ACCOUNTS);
    }
    for (const { path } of createSampler(members, SEED).matches(500, ACCOUNTS))
      expect(ZMatchesQuery.safeParse(Object.fromEntries(paramsOf(path))).success).toBe(true);
  });

  it('searches for 2 to 5 letters that start a given or family name members have', () => {
    const words = new Set(members.flatMap((m) => nameWords(m.fullName ?? '').map((w) => w.toLowerCase())));
    const sampler = createSampler(members, SEED);
    const searches = [...sampler.browse(2000, ACCOUNTS), ...sampler.matches(500, ACCOUNTS)]
      .map((r) => paramsOf(r.path).get('search'))
      .filter((s): s is string => s !== null);
    expect(searches.length).toBeGreaterThan(2000);
    const lengths = new Set<number>();
    for (const search of searches) {
      expect(search).toMatch(/^\p{L}{2,5}$/u);
      lengths.add(search.length);
      const fragment = search.toLowerCase();
      expect(
        [...words].some((word) => word.startsWith(fragment)),
        search,
      ).toBe(true);
    }
    expect([...lengths].sort()).toEqual([2, 3, 4, 5]);
  });

  it('filters by country as often as members live there, and sometimes by a rare one', () => {
    const living = new Map<string, number>();
    for (const m of members) if (m.country) living.set(m.country, (living.get(m.country) ?? 0) + 1);
    const drawn = new Map<string, number>();
    for (const { path } of createSampler(members, SEED).browse(20_000, ACCOUNTS)) {
      const country = paramsOf(path).get('location');
      if (country) drawn.set(country, (drawn.get(country) ?? 0) + 1);
    }
    const share = (counts: Map<string, number>, country: string) =>
      (counts.get(country) ?? 0) / [...counts.values()].reduce((a, b) => a + b, 0);
    const byMembers = [...living.keys()].sort((a, b) => living.get(b)! - living.get(a)!);
    // Nine draws in ten follow the members, one in ten is any country at all.
    for (const country of byMembers.slice(0, 5)) {
      const expected = 0.9 * share(living, country) + 0.1 / living.size;
      expect(Math.abs(share(drawn, country) - expected), country).toBeLessThan(0.02);
    }
    const [common, second] = byMembers;
    expect(drawn.get(common!)!).toBeGreaterThan(drawn.get(second!)!);
    const rare = byMembers.filter((c) => share(living, c) < 0.005);
    expect(rare.length).toBeGreaterThan(0);
    expect(rare.some((c) => (drawn.get(c) ?? 0) > 0)).toBe(true);
  });

  it('labels each request with its shape and gives each account filter sets to come back to', () => {
    const sampler = createSampler(members, SEED);
    const [request] = sampler.browse(1, ACCOUNTS);
    const params = paramsOf(request!.path);
    expect(request!.shape).toContain(`search:${params.get('search')!.length}`);
    expect(request!.shape).toContain(`sort:${params.get('sort')}`);
    const matches = sampler.matches(600, ACCOUNTS);
    const perAccount = new Set(
      matches.filter((r) => r.account === 0).map((r) => r.path.replace(/[?&]page=\d/, '')),
    );
    expect(perAccount.size).toBeLessThanOrEqual(6);
    expect(matches.filter((r) => r.shape === 'no filters').length).toBeGreaterThan(150);
  });
});
