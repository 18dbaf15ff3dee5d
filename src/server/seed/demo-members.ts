import type { profiles } from '../db/schema/profiles.ts';
import {
  BLOOD_GROUPS,
  FAMILY_TYPES,
  FEMALE_DRESSING,
  MALE_DRESSING,
  type Community,
  type Gender,
  type ReligiousBelief,
} from '../../shared/options/profile-options.ts';
import { AVATAR_LOOKS_PER_GENDER } from './avatars.ts';
import { CULTURES, emailPart, type Culture } from './demo-names.ts';
import { CAREER_ASPIRATIONS, CAREER_PREFERENCES, OCCUPATIONS } from './demo-occupations.ts';
import { DEMONYMS, DIASPORA, fakePhone, homeLanguages, pickState } from './demo-places.ts';
import { composeBio, familyBackground, parentsAndSiblings } from './demo-writing.ts';
import * as text from './demo-text.ts';
import type { Rng } from './random.ts';

export type DemoProfile = Omit<
  typeof profiles.$inferInsert,
  'id' | 'userId' | 'profilePhotoUrl' | 'createdAt' | 'updatedAt'
>;

export type DemoMember = {
  firstName: string;
  fullName: string;
  email: string;
  gender: Gender;
  createdAt: Date;
  /** Which generated portrait this member shows, or null for no photo. */
  avatarLook: number | null;
  profile: DemoProfile & { fullName: string; gender: Gender; dateOfBirth: string };
};

export const DEMO_EMAIL_DOMAIN = 'demo.mithaq.local';
const DAY = 86_400_000;

const GULF = ['Saudi Arabia', 'United Arab Emirates', 'Qatar', 'Kuwait', 'Oman', 'Bahrain'];
const SOUTH_ASIAN = ['pakistani', 'indian', 'bangladeshi'];
const SHIA_SHARE: Readonly<Record<string, number>> = { Iran: 0.7, Iraq: 0.45, Lebanon: 0.4, Bahrain: 0.45 };

/** Completeness tiers: a realistic site has a few polished profiles, many decent ones and some stubs. */
type Tier = { share: number; keep: readonly [number, number]; photo: number };
const TIERS: readonly Tier[] = [
  { share: 0.2, keep: [1, 1], photo: 1 },
  { share: 0.65, keep: [0.6, 0.9], photo: 0.95 },
  { share: 0.15, keep: [0.2, 0.32], photo: 0.55 },
];

function pickTier(rng: Rng): Tier {
  return rng.weighted(TIERS.map((t) => [t, t.share] as const));
}

function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

function pickAge(rng: Rng): number {
  return rng.weighted([
    [rng.int(20, 23), 2],
    [rng.int(24, 30), 5],
    [rng.int(31, 35), 3],
    [rng.int(36, 40), 2],
    [rng.int(41, 45), 1],
  ]);
}

/** A birth date that makes the member exactly `age` today. */
function birthDateFor(age: number, now: Date, rng: Rng): string {
  const latest = new Date(Date.UTC(now.getUTCFullYear() - age, now.getUTCMonth(), now.getUTCDate()));
  return isoDate(new Date(latest.getTime() - rng.int(0, 364) * DAY));
}

/** Men on such sites tend to ask for the same age or younger, women for the same age or older. */
function partnerAgeRange(gender: Gender, age: number, rng: Rng): string {
  const min = gender === 'male' ? Math.max(20, age - rng.int(4, 9)) : Math.max(20, age - rng.int(0, 2));
  const max = gender === 'male' ? Math.max(min + 4, age + rng.int(1, 3)) : Math.min(55, age + rng.int(4, 9));
  return `${min}-${max}`;
}

function community(heritage: string, rng: Rng): Community {
  if (rng.chance(SHIA_SHARE[heritage] ?? 0)) return 'Shia';
  return rng.weighted([
    ['Sunni', 86],
    ['Shia', 5],
    ['Sufi', 4],
    ['Other', 3],
    ['Ahmadiyya', 2],
  ]);
}

function dressing(gender: Gender, culture: Culture, heritage: string, rng: Rng): string {
  if (gender === 'female')
    return rng.weighted(FEMALE_DRESSING.map((d, i) => [d, [56, 13, 9, 22][i] ?? 1] as const));
  const thobe = GULF.includes(heritage) ? 35 : 6;
  const kurta = SOUTH_ASIAN.includes(culture.key) ? 25 : 4;
  return rng.weighted(MALE_DRESSING.map((d, i) => [d, [12, thobe, kurta, 35, 30][i] ?? 1] as const));
}

function heightAndWeight(gender: Gender, rng: Rng): [number, number] {
  const mean = gender === 'male' ? 175 : 162;
  const height = Math.round(mean + rng.faker.number.float({ min: -1, max: 1 }) * rng.int(0, 14));
  const bmi = rng.faker.number.float({ min: 19, max: 28 });
  return [height, Math.round(bmi * (height / 100) ** 2)];
}

function languages(heritage: string, current: string, state: string | null, rng: Rng): string[] {
  const english = ['Canada', 'United States', 'United Kingdom', 'Australia', 'South Africa'].includes(
    current,
  );
  const found = new Set<string>();
  if (english || rng.chance(0.7)) found.add('English');
  for (const l of rng.sample(homeLanguages(heritage), rng.int(1, 2))) found.add(l);
  for (const l of homeLanguages(current)) if (rng.chance(0.8)) found.add(l);
  if (state === 'Quebec') found.add('French');
  // Many learn Arabic for the Quran whatever their background.
  if (rng.chance(0.25)) found.add('Arabic');
  return [...found].slice(0, 4);
}

export function buildDemoMember(index: number, rng: Rng, now: Date): DemoMember {
  const gender: Gender = index % 2 === 0 ? 'male' : 'female';
  const culture = rng.weighted(CULTURES.map((c) => [c, c.weight] as const));
  const heritage = rng.weighted(culture.heritage);
  const livesAtHome = culture.key === 'western' ? rng.chance(0.85) : rng.chance(0.35);
  const currentCountry = livesAtHome ? heritage : rng.weighted(DIASPORA.filter(([c]) => c !== heritage));
  const currentState = pickState(currentCountry, rng);
  const bornAbroad = !livesAtHome && rng.chance(0.55);
  const birthCountry = bornAbroad ? heritage : currentCountry;
  const birthState = bornAbroad
    ? pickState(heritage, rng)
    : rng.chance(0.7)
      ? currentState
      : pickState(currentCountry, rng);

  const first = rng.pick(gender === 'male' ? culture.male : culture.female);
  const last = rng.pick(culture.family);
  const fullName = culture.patronymic
    ? `${first} ${gender === 'male' ? 'bin' : 'binti'} ${last}`
    : `${first} ${last}`;
  const age = pickAge(rng);
  const occupation = rng.pick(OCCUPATIONS.filter((o) => age >= (o.minAge ?? 0) && age <= (o.maxAge ?? 99)));
  const faith = community(heritage, rng);
  const belief = rng.weighted<ReligiousBelief>([
    ['Moderate', 35],
    ['Traditional', 22],
    ['Conservative', 20],
    ['Orthodox', 12],
    ['Liberal', 11],
  ]);
  const practice =
    belief === 'Liberal'
      ? 'relaxed'
      : belief === 'Orthodox' || belief === 'Conservative'
        ? 'strict'
        : 'middle';
  const islamicDressing = dressing(gender, culture, heritage, rng);
  const [heightCm, weightKg] = heightAndWeight(gender, rng);
  const hobbies = rng.sample(text.HOBBIES, rng.int(3, 4));
  const revertYears = culture.reverts && rng.chance(0.5) ? rng.int(2, Math.max(3, age - 18)) : null;
  const demonym = DEMONYMS[heritage] ?? heritage;
  const place = currentState ?? currentCountry;

  const full: DemoMember['profile'] = {
    fullName,
    dateOfBirth: birthDateFor(age, now, rng),
    gender,
    maritalStatus:
      age < 25
        ? 'single'
        : rng.weighted([
            ['single', 85],
            ['divorced', 11],
            ['widowed', 4],
          ]),
    phone: fakePhone(currentCountry, currentState, rng),
    birthCountry,
    birthState,
    currentCountry,
    currentState,
    heightCm,
    weightKg,
    bloodGroup: rng.weighted(BLOOD_GROUPS.map((b, i) => [b, [28, 4, 20, 2, 6, 1, 35, 5][i] ?? 1] as const)),
    physicalFeatures: rng.pick(text.PHYSICAL_FEATURES[gender]),
    educationalQualification: rng.pick(occupation.education),
    occupation: occupation.title,
    careerAspirations: rng.pick(CAREER_ASPIRATIONS[occupation.field]),
    familyBackground: familyBackground(
      { demonym, heritage, birthCountry, currentCountry, place, revertYears },
      rng,
    ),
    parentsSiblingsInfo: parentsAndSiblings(rng),
    familyType: rng.weighted(
      FAMILY_TYPES.map(
        (f, i) =>
          [f, SOUTH_ASIAN.includes(culture.key) ? ([45, 35, 20][i] ?? 1) : ([65, 10, 25][i] ?? 1)] as const,
      ),
    ),
    selfDescription: composeBio(
      { first, age, gender, occupation: occupation.title, place, demonym, hobbies, revertYears },
      rng,
    ),
    personalityTraits: rng.sample(text.PERSONALITY_TRAITS, 3).join(', '),
    hobbiesInterests: hobbies.map(([label]) => label).join(', '),
    personalValues: rng.pick(text.PERSONAL_VALUES),
    lifeAspirations: rng.pick(text.LIFE_ASPIRATIONS),
    religionCommunity: faith,
    religiousBeliefs: belief,
    religiousPractices: rng.pick(text.RELIGIOUS_PRACTICES[practice] ?? []),
    islamicDressing,
    islamicValues: rng.sample(text.ISLAMIC_VALUES, 2).join('; '),
    languagesSpoken: languages(heritage, currentCountry, currentState, rng),
    partnerAgeRange: partnerAgeRange(gender, age, rng),
    partnerEducation: rng.pick(text.PARTNER_EDUCATION),
    partnerLifestyle: rng.pick(text.PARTNER_LIFESTYLE),
    idealPartnerQualities: rng.pick(text.IDEAL_PARTNER_QUALITIES),
    partnerReligiousPreferences: rng.pick([
      `Practising ${faith} Muslim who prays regularly`,
      'Someone who prays five times a day and loves learning about the deen',
      `${belief} in outlook and sincere in faith`,
      'Sincerity and salah matter more to me than labels',
    ]),
    partnerCareerPreferences: rng.pick(CAREER_PREFERENCES),
  };

  const tier = pickTier(rng);
  const keep = rng.faker.number.float({ min: tier.keep[0], max: tier.keep[1] });
  const profile = keep >= 1 ? full : thinOut(full, keep, rng);
  // The portraits all wear hijab, so they would misrepresent members who chose another dressing.
  const portraitFits =
    gender === 'male' || islamicDressing === 'Hijabi' || islamicDressing === 'Modest Dress';
  const avatarLook = portraitFits && rng.chance(tier.photo) ? rng.int(0, AVATAR_LOOKS_PER_GENDER - 1) : null;

  return {
    firstName: first,
    fullName,
    email: `${emailPart(first)}.${emailPart(last)}.${index + 1}@${DEMO_EMAIL_DOMAIN}`,
    gender,
    createdAt: new Date(now.getTime() - rng.int(1, 548 * 24) * 3_600_000),
    avatarLook,
    profile,
  };
}

const ALWAYS_KEPT = new Set(['fullName', 'gender', 'dateOfBirth', 'maritalStatus']);

/** Leaves out optional fields at random, keeping roughly `keep` of them; identity fields always stay. */
function thinOut(full: DemoMember['profile'], keep: number, rng: Rng): DemoMember['profile'] {
  const thin: DemoMember['profile'] = { ...full };
  for (const key of Object.keys(full) as (keyof DemoMember['profile'])[]) {
    if (ALWAYS_KEPT.has(key) || rng.chance(keep)) continue;
    // Members who bother with most fields nearly always write about themselves too.
    if (key === 'selfDescription' && keep > 0.5) continue;
    if (key === 'languagesSpoken') thin.languagesSpoken = [];
    else Object.assign(thin, { [key]: null });
  }
  if (keep < 0.3 && rng.chance(0.4)) thin.selfDescription = rng.pick(text.SPARSE_BIOS);
  return thin;
}

export function buildDemoMembers(count: number, rng: Rng, now: Date = new Date()): DemoMember[] {
  return Array.from({ length: count }, (_, i) => buildDemoMember(i, rng, now));
}
