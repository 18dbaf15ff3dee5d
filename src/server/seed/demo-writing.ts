import type { Gender } from '../../shared/options/profile-options.ts';
import { countryInProse } from './demo-places.ts';
import * as text from './demo-text.ts';
import type { Rng } from './random.ts';

const KEEP_CASE = new Set(['Islamic', 'Studies', 'Arabic', 'HVAC', 'IT', 'UX', 'Quran']);

/** "Islamic Studies Teacher" -> "an Islamic Studies teacher": job titles read as prose inside a sentence. */
export function withArticle(title: string): string {
  const words = title.split(' ').map((w) => (KEEP_CASE.has(w) ? w : w.toLowerCase()));
  const phrase = words.join(' ');
  const vowelSound = /^[aeio]/i.test(phrase) || /^u(?!x|ni)/i.test(phrase) || /^(HVAC)\b/.test(phrase);
  return `${vowelSound ? 'an' : 'a'} ${phrase}`;
}

function fill(template: string, vars: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => String(vars[name] ?? whole));
}

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five'];

function count(n: number, noun: string): string {
  return `${NUMBER_WORDS[n] ?? String(n)} ${noun}${n === 1 ? '' : 's'}`;
}

const PARENT_JOBS = [
  'a retired engineer',
  'a pharmacist',
  'a teacher',
  'a small business owner',
  'an accountant',
  'a doctor',
  'a taxi driver',
  'an imam',
  'a homemaker',
  'a nurse',
  'a civil servant',
  'a shopkeeper',
];

export function parentsAndSiblings(rng: Rng): string {
  const brothers = rng.int(0, 3);
  const sisters = rng.int(0, 3);
  const father = rng.chance(0.1)
    ? 'My father passed away, may Allah have mercy on him'
    : `My father is ${rng.pick(PARENT_JOBS)}`;
  const siblings =
    brothers + sisters === 0
      ? 'I am an only child'
      : `I have ${count(brothers, 'brother')} and ${count(sisters, 'sister')}`;
  const married = brothers + sisters > 1 && rng.chance(0.5) ? ', some of them already married' : '';
  return `${father}, and my mother is ${rng.pick(PARENT_JOBS)}. ${siblings}${married}.`;
}

export function familyBackground(
  f: {
    demonym: string;
    heritage: string;
    birthCountry: string;
    currentCountry: string;
    place: string;
    revertYears: number | null;
  },
  rng: Rng,
): string {
  if (f.revertYears !== null) {
    return `I embraced Islam ${f.revertYears} years ago. My family are not Muslim but they are loving and supportive, and we remain very close.`;
  }
  if (f.currentCountry === f.heritage) {
    return rng.pick([
      `A traditional ${f.demonym} family from ${f.place}.`,
      `A close-knit, practising ${f.demonym} family; my grandparents still live with us.`,
      `Middle-class ${f.demonym} family with strong values and a lot of love.`,
    ]);
  }
  if (f.birthCountry === f.heritage) {
    return `A close-knit ${f.demonym} family; we moved to ${countryInProse(f.currentCountry)} when I was ${rng.int(4, 17)}.`;
  }
  return rng.pick([
    `Second-generation ${f.demonym} family, born and raised in ${f.place}.`,
    `My parents came from ${countryInProse(f.heritage)} before I was born; we are a practising family settled in ${f.place}.`,
  ]);
}

export function composeBio(
  m: {
    first: string;
    age: number;
    gender: Gender;
    occupation: string;
    place: string;
    demonym: string;
    hobbies: readonly (readonly [string, string])[];
    revertYears: number | null;
  },
  rng: Rng,
): string {
  const vars = {
    first: m.first,
    age: m.age,
    aOccupation: withArticle(m.occupation),
    place: m.place,
    demonym: m.demonym,
    hobby1: m.hobbies[0]?.[1] ?? 'reading',
    hobby2: m.hobbies[1]?.[1] ?? 'spending time with family',
    spouse: m.gender === 'male' ? 'wife' : 'husband',
    years: m.revertYears ?? 0,
  };
  const opener = rng.pick(m.revertYears === null ? text.OPENERS : text.OPENERS.slice(0, 3));
  const middle = rng.sample(
    [
      rng.pick(text.FAITH_LINES),
      rng.pick(text.FAMILY_LINES),
      rng.pick(text.HOBBY_LINES),
      ...(m.revertYears === null ? [] : [rng.pick(text.REVERT_LINES)]),
    ],
    rng.int(2, 4),
  );
  const lines = [opener, ...middle, rng.pick(text.SEEKING_LINES)].map((l) => fill(l, vars));
  // Keep within 150-500 characters by dropping middle lines from the end; opener and wish stay.
  while (lines.join(' ').length > 500 && lines.length > 2) lines.splice(lines.length - 2, 1);
  return lines.join(' ');
}
