import type { profiles } from '../db/schema/profiles.ts';
import {
  BLOOD_GROUPS,
  FAMILY_TYPES,
  type Gender,
  type ReligiousBelief,
} from '../../shared/options/profile-options.ts';
import { lookFeatures, type AvatarLook } from './avatars.ts';
import type { ChatDetails } from './demo-chats.ts';
import { utcOffset } from './demo-hours.ts';
import { composeBio, sparseBio, type BioFacts } from './demo-bio.ts';
import { createLookPicker, wearFor, type LookPicker } from './demo-looks.ts';
import { CULTURES, emailPart } from './demo-names.ts';
import { OCCUPATIONS } from './demo-occupations.ts';
import { countryInProse, DEMONYMS, DIASPORA, fakePhone, homePlace, pickState } from './demo-places.ts';
import { partnerAgeRange, partnerCareerPreferences, partnerEducation } from './demo-preferences.ts';
import * as write from './demo-profile-writing.ts';
import { DEMO_EMAIL_DOMAIN } from './demo-sign-in.ts';
import { familyBackground, familyFacts, familyVars, parentsAndSiblings } from './demo-writing.ts';
import * as text from './demo-text.ts';
import {
  birthDateFor,
  community,
  dressing,
  heightAndWeight,
  languages,
  pickAge,
  SOUTH_ASIAN,
} from './demo-traits.ts';
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
  avatarLook: AvatarLook | null;
  /** What their chats may mention (what their profile shows) and where they write from. */
  chat: ChatDetails;
  profile: DemoProfile & { fullName: string; gender: Gender; dateOfBirth: string };
};

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

export function buildDemoMember(index: number, rng: Rng, now: Date, pickLook: LookPicker): DemoMember {
  const gender: Gender = index % 2 === 0 ? 'male' : 'female';
  const culture = rng.weighted(CULTURES.map((c) => [c, c.weight] as const));
  const heritage = rng.weighted(culture.heritage);
  const livesAtHome = culture.key === 'western' ? rng.chance(0.85) : rng.chance(0.3);
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
  const education = rng.pick(occupation.education);
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
  const traits = rng.sample(text.PERSONALITY_TRAITS, 3);
  const revertYears = culture.reverts && rng.chance(0.5) ? rng.int(2, Math.max(3, age - 18)) : null;
  const demonym = DEMONYMS[heritage] ?? heritage;
  const place = currentState ?? currentCountry;
  // Bios name a city where the demo knows one; the family background keeps to the state.
  const home = homePlace(currentCountry, currentState, rng);
  const family = familyFacts(rng);
  const familyType = rng.weighted(
    FAMILY_TYPES.map(
      (f, i) =>
        [f, SOUTH_ASIAN.includes(culture.key) ? ([45, 35, 20][i] ?? 1) : ([65, 10, 25][i] ?? 1)] as const,
    ),
  );
  const migrated = currentCountry !== heritage && revertYears === null;
  const facts: BioFacts = {
    first,
    age,
    gender,
    occupation: occupation.title,
    student: occupation.field === 'study',
    graduate: !['Secondary School / High School', 'Diploma / Certificate'].includes(education),
    place: home,
    demonym,
    migrantPlace: migrated ? countryInProse(currentCountry) : undefined,
    heritagePlace: migrated ? countryInProse(heritage) : undefined,
    hobbies: hobbies.map(([, phrase]) => phrase),
    traits: traits.map((t) => t.toLowerCase()),
    familyWord: { 'Nuclear Family': 'small', 'Joint Family': 'joint', 'Extended Family': 'big' }[familyType],
    family: familyVars(family, gender, rng),
    revertYears,
  };

  const tier = pickTier(rng);
  // The portrait wears what the member said they wear; niqabi members, like many in life, show none.
  const wear = wearFor(gender, islamicDressing, rng);
  const avatarLook = wear && rng.chance(tier.photo) ? pickLook(gender, wear, heritage) : null;

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
    physicalFeatures: write.physicalFeatures(gender, avatarLook && lookFeatures(avatarLook), rng),
    educationalQualification: education,
    occupation: occupation.title,
    careerAspirations: write.careerAspirations(occupation.field, rng),
    familyBackground: familyBackground(
      { demonym, heritage, birthCountry, currentCountry, place, revertYears },
      rng,
    ),
    parentsSiblingsInfo: parentsAndSiblings(family, rng),
    familyType,
    selfDescription: composeBio(facts, rng),
    personalityTraits: traits.join(', '),
    hobbiesInterests: hobbies.map(([label]) => label).join(', '),
    personalValues: write.personalValues(rng),
    lifeAspirations: write.lifeAspirations(rng),
    religionCommunity: faith,
    religiousBeliefs: belief,
    religiousPractices: write.religiousPractices(practice, rng),
    islamicDressing,
    islamicValues: write.islamicValues(rng),
    languagesSpoken: languages(heritage, currentCountry, currentState, rng),
    partnerAgeRange: partnerAgeRange(gender, age, rng),
    partnerEducation: partnerEducation(education, rng),
    partnerLifestyle: write.partnerLifestyle(rng),
    idealPartnerQualities: write.idealPartnerQualities(rng),
    partnerReligiousPreferences: write.partnerReligiousPreferences(faith, belief, gender, rng),
    partnerCareerPreferences: partnerCareerPreferences(occupation.field, rng),
  };

  const keep = rng.faker.number.float({ min: tier.keep[0], max: tier.keep[1] });
  const profile = keep >= 1 ? full : thinOut(full, keep, () => sparseBio(facts, rng), rng);

  return {
    firstName: first,
    fullName,
    email: `${emailPart(first)}.${emailPart(last)}.${index + 1}@${DEMO_EMAIL_DOMAIN}`,
    gender,
    createdAt: new Date(now.getTime() - rng.int(1, 548 * 24) * 3_600_000),
    avatarLook,
    chat: {
      place: profile.currentState ?? profile.currentCountry ?? undefined,
      job: profile.occupation ?? undefined,
      hobby: profile.hobbiesInterests ? hobbies[0]?.[1] : undefined,
      trait: profile.personalityTraits ? traits[0]?.toLowerCase() : undefined,
      parent: facts.family.parent === 'father' ? 'father' : 'mother',
      family: String(facts.family.wali),
      utcOffset: utcOffset(currentCountry, currentState),
    },
    profile,
  };
}

const ALWAYS_KEPT = new Set(['fullName', 'gender', 'dateOfBirth', 'maritalStatus']);
/** What nearly everyone fills in, even in a hurry: where they live, their work, faith and languages. */
const BASICS = new Set([
  'currentCountry',
  'currentState',
  'educationalQualification',
  'occupation',
  'religionCommunity',
  'languagesSpoken',
  'partnerAgeRange',
]);

/** Leaves out optional fields at random, keeping roughly `keep` of them (basics more often). */
function thinOut(
  full: DemoMember['profile'],
  keep: number,
  sparse: () => string,
  rng: Rng,
): DemoMember['profile'] {
  const thin: DemoMember['profile'] = { ...full };
  for (const key of Object.keys(full) as (keyof DemoMember['profile'])[]) {
    if (ALWAYS_KEPT.has(key) || rng.chance(BASICS.has(key) ? Math.min(1, keep + 0.3) : keep)) continue;
    // Members who bother with most fields nearly always write about themselves too.
    if (key === 'selfDescription' && keep > 0.5) continue;
    if (key === 'languagesSpoken') thin.languagesSpoken = [];
    else Object.assign(thin, { [key]: null });
  }
  // A state without its country would not pass the profile form.
  if (!thin.currentCountry) thin.currentState = null;
  if (!thin.birthCountry) thin.birthState = null;
  if (keep < 0.3 && rng.chance(0.4)) thin.selfDescription = sparse();
  return thin;
}

export function buildDemoMembers(count: number, rng: Rng, now: Date = new Date()): DemoMember[] {
  const pickLook = createLookPicker(rng);
  return Array.from({ length: count }, (_, i) => buildDemoMember(i, rng, now, pickLook));
}
