import { describe, expect, it } from 'vitest';
import { ZProfileFields, ZProfileInput } from '../../shared/profiles/profile-contract.ts';
import { AVATAR_LOOKS_PER_GENDER, avatarLooks, avatarSvg } from './avatars.ts';
import { localHour, whenAwake, WAKING } from './demo-hours.ts';
import { buildDemoMembers } from './demo-members.ts';
import { createRng } from './random.ts';

const NOW = new Date('2026-01-15T12:00:00Z');
// The seed seedDemo uses by default: these are the texts a first start shows.
const demo = buildDemoMembers(300, createRng(20_240_601), NOW);

const countBy = (values: readonly unknown[]) =>
  values.reduce<Map<unknown, number>>((counts, v) => counts.set(v, (counts.get(v) ?? 0) + 1), new Map());
const most = (counts: Map<unknown, number>) => [...counts].sort((x, y) => y[1] - x[1])[0] ?? ['', 0];

describe('demo content', () => {
  it('draws every look of the portrait pool differently', () => {
    for (const gender of ['male', 'female'] as const) {
      const looks = avatarLooks(gender).map(avatarSvg);
      expect(looks).toHaveLength(AVATAR_LOOKS_PER_GENDER);
      expect(new Set(looks).size).toBe(AVATAR_LOOKS_PER_GENDER);
    }
  });

  it('is deterministic and keeps texts and ages in range', () => {
    const a = buildDemoMembers(120, createRng(5), NOW);
    const b = buildDemoMembers(120, createRng(5), NOW);
    expect(a.map((m) => m.profile)).toEqual(b.map((m) => m.profile));
    expect(new Set(a.map((m) => m.email)).size).toBe(120);
    for (const m of a) {
      const age =
        2026 - Number(m.profile.dateOfBirth.slice(0, 4)) - (m.profile.dateOfBirth.slice(5) > '01-15' ? 1 : 0);
      expect(age).toBeGreaterThanOrEqual(20);
      expect(age).toBeLessThanOrEqual(45);
      const bio = m.profile.selfDescription;
      if (bio) expect(bio.length).toBeGreaterThanOrEqual(150);
      if (bio) expect(bio.length).toBeLessThanOrEqual(500);
      if (m.profile.partnerAgeRange) expect(m.profile.partnerAgeRange).toMatch(/^\d{2}-\d{2}$/);
    }
  });

  it('fills every profile as the profile form would accept it', () => {
    const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    for (const m of demo) {
      const input = Object.fromEntries(
        Object.entries(m.profile)
          .map(([key, value]) => [snake(key), value] as const)
          .filter(([key, value]) => key in ZProfileFields.shape && value !== null),
      );
      const parsed = ZProfileInput.safeParse(input);
      expect(parsed.error?.issues ?? [], m.email).toEqual([]);
    }
  });

  it('writes bios that share hardly a sentence, and other texts few members share word for word', () => {
    // A greeting ("Assalamu alaikum.") is everyone's; a sentence of five words or more is someone's own.
    const sentences = demo.flatMap((m) => [
      ...new Set(
        (m.profile.selfDescription ?? '').split(/(?<=[.!?])\s+/).filter((t) => t.split(' ').length > 4),
      ),
    ]);
    const perSentence = countBy(sentences);
    expect(perSentence.size).toBeGreaterThan(800);
    const [sentence, members] = most(perSentence);
    expect(members, String(sentence)).toBeLessThanOrEqual(5);
    // The other written fields (what they value, hope for, ask of a partner): whole answers rarely repeat.
    const written = Object.keys(demo[0]?.profile ?? {}).filter(
      (key) =>
        key !== 'selfDescription' &&
        demo.some((m) => String(m.profile[key as keyof typeof m.profile]).length > 60),
    );
    expect(written.length).toBeGreaterThan(8);
    for (const field of written) {
      const values = demo.map((m) => m.profile[field as keyof typeof m.profile]).filter((v) => v !== null);
      const [value, count] = most(countBy(values));
      expect(count, `${field}: ${String(value)}`).toBeLessThanOrEqual(10);
    }
  });

  it('dresses each portrait as its member dresses, and spreads the looks so few members share one', () => {
    for (const m of demo) {
      const dressing = m.profile.islamicDressing;
      const wear = m.avatarLook?.wear;
      if (dressing === 'Niqabi') expect(m.avatarLook, m.email).toBeNull();
      if (dressing === 'Non-Hijabi' && wear) expect(wear).toBe('uncovered');
      if ((dressing === 'Hijabi' || dressing === 'Modest Dress') && wear) expect(wear).toBe('hijab');
      if (dressing === 'Kurta/Shalwar' && wear) expect(wear).toBe('kurta');
      if (dressing === 'Thobe/Dishdasha' && wear) expect(wear).toBe('thobe');
    }
    const shown = demo.filter((m) => m.avatarLook !== null);
    const perLook = countBy(shown.map((m) => `${m.gender}:${m.avatarLook?.index}`));
    expect(perLook.size).toBeGreaterThan(AVATAR_LOOKS_PER_GENDER * 1.5);
    expect(most(perLook)[1]).toBeLessThanOrEqual(Math.ceil((shown.length / perLook.size) * 2));
  });

  it('moves a message written at night to the next morning where its sender lives', () => {
    const rng = createRng(1);
    const toronto = -5;
    const at3am = new Date('2026-01-15T08:00:00Z');
    const moved = whenAwake(at3am, toronto, rng);
    expect(localHour(moved, toronto)).toBeGreaterThanOrEqual(WAKING.from);
    expect(moved.getTime() - at3am.getTime()).toBeLessThan(7 * 3_600_000);
    const lateEvening = new Date('2026-01-15T04:30:00Z'); // 23:30 in Toronto
    expect(localHour(whenAwake(lateEvening, toronto, rng), toronto)).toBeLessThan(10);
    const afternoon = new Date('2026-01-15T19:00:00Z');
    expect(whenAwake(afternoon, toronto, rng)).toEqual(afternoon);
  });
});
