import type { Community, Gender, ReligiousBelief } from '../../shared/options/profile-options.ts';
import { CAREER_ASPIRATIONS, type Field } from './demo-occupations.ts';
import * as text from './demo-profile-text.ts';
import { fill } from './demo-writing.ts';
import type { Rng } from './random.ts';

/** The shorter profile texts, each composed of pieces drawn apart (demo-profile-text.ts). */

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const and = (items: readonly string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

export function personalValues(rng: Rng): string {
  return capitalise(and(rng.sample(text.VALUES, rng.int(2, 4))));
}

export function lifeAspirations(rng: Rng): string {
  const [first, second] = rng.sample(text.ASPIRATIONS, 2);
  const wish = rng.chance(0.7) && second ? `${first}, and ${second}` : (first ?? '');
  return `${capitalise(wish)}${rng.pick(text.ASPIRATION_ENDINGS)}.`;
}

export function islamicValues(rng: Rng): string {
  return rng.sample(text.ISLAMIC_VALUES, rng.int(2, 3)).join('; ');
}

export function religiousPractices(level: 'strict' | 'middle' | 'relaxed', rng: Rng): string {
  const [prayer = [], habit = [], ending = []] = text.PRACTICE[level];
  return `${rng.pick(prayer)}; ${rng.pick(habit)}${rng.pick(ending)}.`;
}

export function partnerLifestyle(rng: Rng): string {
  return rng
    .sample(text.LIFESTYLE, 2)
    .map((l, i) => (i === 0 ? capitalise(l) : l))
    .join('; ');
}

export function idealPartnerQualities(rng: Rng): string {
  return `${capitalise(and(rng.sample(text.PARTNER_TRAITS, 3)))}${rng.pick(text.PARTNER_ENDINGS)}`;
}

export function partnerReligiousPreferences(
  faith: Community,
  belief: ReligiousBelief,
  gender: Gender,
  rng: Rng,
): string {
  const base = fill(rng.pick(text.RELIGIOUS_PREFERENCES), { faith, belief: belief.toLowerCase() }) ?? '';
  // What a man may hope for in a wife, and the reverse, are different things to mention.
  const endings = text.RELIGIOUS_PREFERENCE_ENDINGS.filter((e) =>
    gender === 'male' ? !e.includes('beard') : !e.includes('hijab'),
  );
  return `${base}${rng.pick(endings)}`;
}

/** Build, eyes and perhaps one more detail; with a portrait, glasses and beard as it shows them. */
export function physicalFeatures(
  gender: Gender,
  portrait: { glasses: boolean; beard: string | null } | null,
  rng: Rng,
): string {
  const beardWord = (e: string) => e.includes('beard');
  const fits = (e: string) => {
    if (!portrait) return true;
    if (e === 'wears glasses') return portrait.glasses;
    if (e === 'full beard') return portrait.beard === 'full' || portrait.beard === 'long';
    if (e === 'keeps a neat beard') return portrait.beard === 'short' || portrait.beard === 'stubble';
    // Hair colour is for the picture to show.
    return !beardWord(e) && !/hair|greying/.test(e);
  };
  const extra = portrait?.glasses ? 'wears glasses' : rng.pick(text.EXTRAS[gender].filter(fits));
  return [rng.pick(text.BUILDS[gender]), rng.pick(text.EYES), ...(extra ? [extra] : [])].join(', ');
}

const CAREER_ENDINGS = [
  '',
  ', in sha Allah',
  ' within the next five years',
  ', while keeping evenings for family',
  ', and to keep learning along the way',
  ', without losing sight of what matters',
  '; my parents would be proud of that',
];

export function careerAspirations(field: Field, rng: Rng): string {
  return `${rng.pick(CAREER_ASPIRATIONS[field])}${rng.pick(CAREER_ENDINGS)}.`.replace('..', '.');
}
