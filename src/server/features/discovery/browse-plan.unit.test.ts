import { describe, expect, it } from 'vitest';
import { browsePlan, READ_COST, type PlanInput } from './browse-plan.ts';

const LISTED = 50_000;
type Case = PlanInput & { why: string; plan: ReturnType<typeof browsePlan> };

const cases: Case[] = [
  {
    why: 'no search, a common country: matches are dense in any order, walk',
    listed: LISTED,
    shares: [0.4, 0.2],
    drivers: [{ driver: 'location', cost: READ_COST * 10_000 }],
    plan: { kind: 'walk' },
  },
  {
    why: 'a rare community: the walk would pass every member, its own index reads 500',
    listed: LISTED,
    shares: [0.4, 0.01],
    drivers: [{ driver: 'religion', cost: READ_COST * 500 }],
    plan: { kind: 'collect', driver: 'religion' },
  },
  {
    why: 'two letters with filters that leave few: 3,000 keys beat passing 50,000 members',
    listed: LISTED,
    shares: [0.06, 0.3, 0.2],
    drivers: [
      { driver: 'name', cost: 3_000 },
      { driver: 'location', cost: READ_COST * 10_000 },
    ],
    plan: { kind: 'collect', driver: 'name' },
  },
  {
    why: 'the rarest of a rare name and a rare country leads',
    listed: LISTED,
    shares: [0.004, 0.3, 0.002],
    drivers: [
      { driver: 'name', cost: 200 },
      { driver: 'location', cost: READ_COST * 100 },
    ],
    plan: { kind: 'collect', driver: 'name' },
  },
  {
    why: 'a word too common to count, nothing else: walk',
    listed: LISTED,
    shares: [0.2, 0.9],
    drivers: [{ driver: 'name', cost: Number.POSITIVE_INFINITY }],
    plan: { kind: 'walk' },
  },
  {
    why: 'favourites only: always from the favourites',
    listed: LISTED,
    shares: [0.9],
    drivers: [{ driver: 'favorites', cost: 0 }],
    plan: { kind: 'collect', driver: 'favorites' },
  },
];

describe('how a browse request finds its profiles', () => {
  it.each(cases)('$why', ({ plan, why: _why, ...input }) => {
    expect(browsePlan(input)).toEqual(plan);
  });
});
