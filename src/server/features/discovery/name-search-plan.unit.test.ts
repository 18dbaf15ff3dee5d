import { describe, expect, it } from 'vitest';
import { nameSearchPlan } from './browse-service.ts';

type Case = { why: string; listed: number; total: number; nameMatches: number; offset: number; plan: string };

const cases: Case[] = [
  {
    why: 'a common name: matches are dense in any order',
    listed: 50_000,
    total: 3_000,
    nameMatches: 6_000,
    offset: 0,
    plan: 'walk',
  },
  {
    why: 'a common name narrowed by filters: 2,500 entries walked beat 6,000 reads',
    listed: 50_000,
    total: 397,
    nameMatches: 6_000,
    offset: 0,
    plan: 'walk',
  },
  {
    why: 'a rare name: walking would pass every member to find four',
    listed: 50_000,
    total: 4,
    nameMatches: 6,
    offset: 0,
    plan: 'trigram',
  },
  {
    why: 'a common name that the filters leave almost nobody of',
    listed: 50_000,
    total: 40,
    nameMatches: 6_000,
    offset: 0,
    plan: 'trigram',
  },
  {
    why: 'a deep page of a common name: the walk would pass most members',
    listed: 50_000,
    total: 3_000,
    nameMatches: 6_000,
    offset: 2_960,
    plan: 'trigram',
  },
];

describe('how a page of a name search is found', () => {
  it.each(cases)('$why', ({ plan, ...counts }) => {
    expect(nameSearchPlan(counts)).toBe(plan);
  });
});
