import { describe, expect, it } from 'vitest';
import { VISIT_WINDOW_MINUTES } from '../../shared/analytics/analytics-contract.ts';
import { ageFrom } from '../../shared/rules/age.ts';
import { locationOf } from '../../shared/rules/location.ts';
import type { SeedPerson } from './demo-activity.ts';
import { localHour } from './demo-hours.ts';
import { buildDemoMembers } from './demo-members.ts';
import { buildDemoVisits, type DemoVisit } from './demo-views.ts';
import { createRng } from './random.ts';

const NOW = new Date('2026-01-15T12:00:00Z');
const DAY = 86_400_000;
const members = buildDemoMembers(300, createRng(20_240_601), NOW).map((member, i) => ({
  id: `m${i}`,
  member,
}));
const people: SeedPerson[] = members.map(({ id, member }) => ({
  id,
  gender: member.gender,
  firstName: member.firstName,
  createdAt: member.createdAt,
  hasPhoto: member.avatarLook !== null,
  chat: member.chat,
}));
const byId = new Map(members.map((m) => [m.id, m.member]));
const person = new Map(people.map((p) => [p.id, p]));
// As seedDemo picks them: members of a month or more, two of each gender.
const showcase = (['female', 'male'] as const).flatMap((gender) =>
  people
    .filter((p) => p.gender === gender && p.hasPhoto && p.createdAt.getTime() < NOW.getTime() - 30 * DAY)
    .slice(0, 2)
    .map((p) => p.id),
);
const showcaseIds = new Set(showcase);
const build = (seed: number) => buildDemoVisits(people, showcaseIds, 1200, createRng(seed), NOW);
const visits = build(7);

const ageGroup = (age: number) =>
  age < 25 ? '18-24' : age < 30 ? '25-29' : age < 35 ? '30-34' : age < 40 ? '35-39' : '40+';
const share = (list: readonly DemoVisit[], test: (v: DemoVisit) => boolean) =>
  list.filter(test).length / list.length;

describe('demo profile visits', () => {
  it('are the same for the same seed', () => {
    expect(build(7)).toEqual(visits);
    expect(visits.length).toBeGreaterThan(1200);
  });

  it('go between members of opposite genders who had both joined, within the last 90 days', () => {
    for (const v of visits) {
      const [viewer, viewed] = [person.get(v.viewerId)!, person.get(v.viewedId)!];
      expect(viewer.gender).not.toBe(viewed.gender);
      expect(v.viewedAt.getTime()).toBeGreaterThan(
        Math.max(viewer.createdAt.getTime(), viewed.createdAt.getTime()),
      );
      expect(v.viewedAt.getTime()).toBeGreaterThan(NOW.getTime() - 91 * DAY);
      expect(v.lastViewedAt.getTime()).toBeGreaterThanOrEqual(v.viewedAt.getTime());
      expect(v.lastViewedAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
    }
    // A growing community: each month busier than the one before.
    const ago = (v: DemoVisit) => (NOW.getTime() - v.viewedAt.getTime()) / DAY;
    const months = [0, 30, 60].map((from) => share(visits, (v) => ago(v) >= from && ago(v) < from + 30));
    expect(months[0]).toBeGreaterThan(months[1]! + 0.1);
    expect(months[1]).toBeGreaterThan(months[2]! + 0.03);
  });

  it('are separate visits: each starts after the one before by the same viewer was over', () => {
    const last = new Map<string, number>();
    for (const v of visits) {
      const key = `${v.viewerId}:${v.viewedId}`;
      const before = last.get(key);
      if (before !== undefined)
        expect(v.viewedAt.getTime()).toBeGreaterThan(before + VISIT_WINDOW_MINUTES * 60_000);
      last.set(key, v.lastViewedAt.getTime());
    }
  });

  it('last mostly 20 s to 5 min, sometimes unreported, a few up to 30 min', () => {
    for (const v of visits) expect(v.durationSeconds).toBeGreaterThanOrEqual(0);
    expect(share(visits, (v) => v.durationSeconds >= 20 && v.durationSeconds <= 300)).toBeGreaterThan(0.6);
    expect(share(visits, (v) => v.durationSeconds === 0)).toBeGreaterThan(0.05);
    expect(share(visits, (v) => v.durationSeconds > 300)).toBeGreaterThan(0.03);
    expect(Math.max(...visits.map((v) => v.durationSeconds))).toBeLessThanOrEqual(1800);
  });

  it('happen in the evening and at lunch where the viewer lives, rarely at night', () => {
    const local = (v: DemoVisit) => Math.floor(localHour(v.viewedAt, person.get(v.viewerId)!.chat.utcOffset));
    const evening = share(visits, (v) => local(v) >= 19 && local(v) <= 22);
    expect(evening).toBeGreaterThan(0.25);
    expect(share(visits, (v) => local(v) >= 12 && local(v) <= 13)).toBeGreaterThan(0.05);
    expect(share(visits, (v) => local(v) >= 2 && local(v) <= 4)).toBe(0);
  });

  it('give every showcase member viewers of several ages, hours and places, some of them returning', () => {
    expect(showcase).toHaveLength(4);
    for (const id of showcase) {
      const mine = visits.filter((v) => v.viewedId === id);
      const viewers = new Map<string, number>();
      for (const v of mine) viewers.set(v.viewerId, (viewers.get(v.viewerId) ?? 0) + 1);
      expect(viewers.size, id).toBeGreaterThanOrEqual(30);
      expect([...viewers.values()].filter((n) => n >= 2).length, id).toBeGreaterThanOrEqual(3);
      expect(Math.max(...viewers.values())).toBeLessThanOrEqual(6);
      const ages = new Set(
        mine.map((v) => ageGroup(ageFrom(byId.get(v.viewerId)!.profile.dateOfBirth, v.viewedAt)!)),
      );
      expect(ages.size, id).toBeGreaterThanOrEqual(3);
      expect(new Set(mine.map((v) => v.viewedAt.getUTCHours())).size, id).toBeGreaterThanOrEqual(8);
      const places = mine.map(({ viewerId }) => {
        const { currentState, currentCountry } = byId.get(viewerId)!.profile;
        return locationOf(currentState ?? null, currentCountry ?? null);
      });
      expect(new Set(places.filter(Boolean)).size, id).toBeGreaterThanOrEqual(5);
      const since = (days: number) => mine.filter((v) => v.viewedAt.getTime() > NOW.getTime() - days * DAY);
      expect(since(1).length, id).toBeGreaterThanOrEqual(3);
      expect(since(7).length, id).toBeGreaterThan(since(1).length);
    }
  });
});
