import { randomUUID } from 'node:crypto';
import type { profiles, users } from '../../src/server/db/schema/index.ts';
import {
  COMMUNITIES,
  EDUCATION_LEVELS,
  FAMILY_TYPES,
  type Gender,
} from '../../src/shared/options/profile-options.ts';
import { CULTURES } from '../../src/server/seed/demo-names.ts';
import { OCCUPATIONS } from '../../src/server/seed/demo-occupations.ts';
import { DEMONYMS, DIASPORA, homeLanguages, pickState } from '../../src/server/seed/demo-places.ts';
import { composeBio, sparseBio, type BioFacts } from '../../src/server/seed/demo-bio.ts';
import { partnerCareerPreferences, partnerEducation } from '../../src/server/seed/demo-preferences.ts';
import * as text from '../../src/server/seed/demo-text.ts';
import type { Rng } from '../../src/server/seed/random.ts';

export type BenchUser = typeof users.$inferInsert;
export type BenchProfile = typeof profiles.$inferInsert;
export type BenchMember = { user: BenchUser; profile: BenchProfile };

export const BENCH_EMAIL_DOMAIN = 'bench.mithaq.local';
const DAY = 86_400_000;

/** Ages 18-60, most members in their twenties and early thirties. */
function pickAge(rng: Rng): number {
  return rng.weighted([
    [rng.int(18, 24), 20],
    [rng.int(25, 30), 30],
    [rng.int(31, 35), 20],
    [rng.int(36, 40), 12],
    [rng.int(41, 50), 12],
    [rng.int(51, 60), 6],
  ]);
}

function partnerRange(gender: Gender, age: number, rng: Rng): string | null {
  if (rng.chance(0.08)) return null;
  const min = gender === 'male' ? Math.max(18, age - rng.int(4, 10)) : Math.max(18, age - rng.int(0, 3));
  const max = gender === 'male' ? Math.max(min + 3, age + rng.int(0, 4)) : Math.min(70, age + rng.int(3, 10));
  return `${min}-${max}`;
}

function community(heritage: string, rng: Rng): string {
  if (heritage === 'Iran' && rng.chance(0.7)) return 'Shia';
  return rng.weighted(COMMUNITIES.map((c, i) => [c, [84, 8, 2, 4, 2][i] ?? 1] as const));
}

/** Null with the given probability: real profiles are filled to different degrees. */
const maybe = <T>(rng: Rng, value: T, missing: number): T | null => (rng.chance(missing) ? null : value);

export function buildBenchMember(index: number, rng: Rng, now: Date): BenchMember {
  const id = randomUUID().replace(/-/g, '');
  const gender: Gender = rng.chance(0.5) ? 'male' : 'female';
  const culture = rng.weighted(CULTURES.map((c) => [c, c.weight] as const));
  const heritage = rng.weighted(culture.heritage);
  const atHome = culture.key === 'western' ? rng.chance(0.85) : rng.chance(0.4);
  const country = atHome ? heritage : rng.weighted(DIASPORA.filter(([c]) => c !== heritage));
  const state = pickState(country, rng);
  const first = rng.pick(gender === 'male' ? culture.male : culture.female);
  const last = rng.pick(culture.family);
  const fullName = `${first} ${last}`;
  const age = pickAge(rng);
  const latest = Date.UTC(now.getUTCFullYear() - age, now.getUTCMonth(), now.getUTCDate());
  const dateOfBirth = new Date(latest - rng.int(0, 364) * DAY).toISOString().slice(0, 10);
  const occupation = rng.pick(OCCUPATIONS.filter((o) => age >= (o.minAge ?? 0) && age <= (o.maxAge ?? 99)));
  const languages = new Set<string>();
  if (rng.chance(0.75)) languages.add('English');
  for (const l of rng.sample(homeLanguages(heritage), rng.int(1, 2))) languages.add(l);
  if (rng.chance(0.25)) languages.add('Arabic');
  const hobbies = rng.sample(text.HOBBIES, 2);
  const sparse = rng.chance(0.15);
  const missing = sparse ? 0.6 : 0.08;
  const createdAt = new Date(now.getTime() - rng.int(1, 3 * 365 * 24) * 3_600_000);
  const photo = rng.chance(sparse ? 0.5 : 0.9) ? `/media/photos/${id}/bench` : null;
  const education = rng.chance(0.8) ? rng.pick(occupation.education) : rng.pick(EDUCATION_LEVELS);
  const bio: BioFacts = {
    first,
    age,
    gender,
    occupation: occupation.title,
    student: occupation.field === 'study',
    graduate: true,
    place: state ?? country,
    demonym: DEMONYMS[heritage] ?? heritage,
    migrantPlace: undefined,
    heritagePlace: undefined,
    hobbies: hobbies.map(([, phrase]) => phrase),
    traits: [],
    familyWord: undefined,
    family: {},
    revertYears: null,
  };

  return {
    user: {
      id,
      name: fullName,
      email: `member.${index + 1}@${BENCH_EMAIL_DOMAIN}`,
      emailVerified: true,
      createdAt,
      updatedAt: createdAt,
    },
    profile: {
      userId: id,
      fullName: rng.chance(0.01) ? null : fullName,
      dateOfBirth: rng.chance(0.02) ? null : dateOfBirth,
      gender,
      maritalStatus:
        age < 25
          ? 'single'
          : rng.weighted([
              ['single', 84],
              ['divorced', 12],
              ['widowed', 4],
            ]),
      birthCountry: heritage,
      currentCountry: maybe(rng, country, missing / 2),
      currentState: maybe(rng, state, missing),
      educationalQualification: maybe(rng, education, missing),
      occupation: maybe(rng, occupation.title, missing),
      familyType: maybe(
        rng,
        rng.weighted(FAMILY_TYPES.map((f, i) => [f, [60, 20, 20][i] ?? 1] as const)),
        missing,
      ),
      selfDescription: sparse ? maybe(rng, sparseBio(bio, rng), 0.5) : composeBio(bio, rng),
      religionCommunity: maybe(rng, community(heritage, rng), missing / 2),
      religiousBeliefs: maybe(
        rng,
        rng.weighted([
          ['Moderate', 35],
          ['Traditional', 22],
          ['Conservative', 20],
          ['Orthodox', 12],
          ['Liberal', 11],
        ]),
        missing,
      ),
      languagesSpoken: sparse && rng.chance(0.5) ? [] : [...languages].slice(0, 4),
      partnerAgeRange: maybe(rng, partnerRange(gender, age, rng), missing),
      partnerEducation: maybe(rng, partnerEducation(education, rng), missing),
      partnerCareerPreferences: maybe(rng, partnerCareerPreferences(occupation.field, rng), missing),
      profilePhotoUrl: photo && `${photo}.webp`,
      profilePhotoThumbUrl: photo && `${photo}-256.webp`,
      createdAt,
      updatedAt: createdAt,
    },
  };
}
