import type { Gender } from '../../shared/options/profile-options.ts';
import { countryInProse } from './demo-places.ts';
import type { Rng } from './random.ts';

const KEEP_CASE = new Set(['Islamic', 'Studies', 'Arabic', 'HVAC', 'IT', 'UX', 'Quran']);

/** "Islamic Studies Teacher" -> "Islamic Studies teacher": job titles read as prose inside a sentence. */
export function inProse(title: string): string {
  return title
    .split(' ')
    .map((w) => (KEEP_CASE.has(w) ? w : w.toLowerCase()))
    .join(' ');
}

/** "Islamic Studies Teacher" -> "an Islamic Studies teacher". */
export function withArticle(title: string): string {
  return fixArticles(`a ${inProse(title)}`);
}

/** "a honest", "a easygoing", "a IT", "a HVAC" -> "an ...", leaving "a university", "a UX" alone. */
export function fixArticles(text: string): string {
  return text.replace(/\b([Aa]) (?=[aeioAEIO]|u(?!ni|s[eu])|honest|hour|HVAC)/g, '$1n ');
}

export type Vars = Readonly<Record<string, string | number | undefined>>;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Fills {name} and {Name} (capitalised); null when the member lacks one of the details it names. */
export function fill(template: string, vars: Vars): string | null {
  let missing = false;
  const text = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = vars[name] ?? vars[name.charAt(0).toLowerCase() + name.slice(1)];
    if (value === undefined) {
      missing = true;
      return '';
    }
    return name.charAt(0) === name.charAt(0).toUpperCase() ? capitalise(String(value)) : String(value);
  });
  return missing ? null : fixArticles(text);
}

/**
 * One of the templates this member has every detail for, filled; null when none fits. It starts at a
 * random template and walks on, so it fills one or two rather than all.
 */
export function pickFilled(templates: readonly string[], vars: Vars, rng: Rng): string | null {
  if (templates.length === 0) return null;
  const start = rng.int(0, templates.length - 1);
  for (let k = 0; k < templates.length; k++) {
    const filled = fill(templates[(start + k) % templates.length] ?? '', vars);
    if (filled !== null) return filled;
  }
  return null;
}

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
export const numberWord = (n: number) => NUMBER_WORDS[n] ?? String(n);

function count(n: number, noun: string): string {
  return `${n === 1 ? 'one' : numberWord(n)} ${noun}${n === 1 ? '' : 's'}`;
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
  'a retired bank manager',
  'a tailor',
  'a university professor',
  'a bus driver',
  'a midwife',
  'a restaurant owner',
];

/** One family, told the same way in the bio and in "parents and siblings". */
export type FamilyFacts = {
  brothers: number;
  sisters: number;
  /** Null when he has passed away. */
  fatherJob: string | null;
  motherJob: string;
  /** Zero-based place among the children, eldest first. */
  birthOrder: number;
  siblingsMarried: boolean;
};

export function familyFacts(rng: Rng): FamilyFacts {
  const brothers = rng.weighted([
    [0, 3],
    [1, 4],
    [2, 2],
    [3, 1],
  ] as const);
  const sisters = rng.weighted([
    [0, 3],
    [1, 4],
    [2, 2],
    [3, 1],
  ] as const);
  const fatherJob = rng.chance(0.08) ? null : rng.pick(PARENT_JOBS.filter((j) => j !== 'a midwife'));
  return {
    brothers,
    sisters,
    fatherJob,
    motherJob: rng.pick(PARENT_JOBS.filter((j) => j !== fatherJob && j !== 'an imam')),
    birthOrder: rng.int(0, brothers + sisters),
    siblingsMarried: brothers + sisters > 0 && rng.chance(0.5),
  };
}

/** "a brother and two sisters"; with `my`, "brother and two sisters" to follow "my". */
function siblingsPhrase(f: FamilyFacts, my = false): string | undefined {
  if (f.brothers + f.sisters === 0) return undefined;
  const one = (n: number, noun: string) => (n === 1 ? (my ? noun : `a ${noun}`) : count(n, noun));
  const parts = [
    f.brothers > 0 ? one(f.brothers, 'brother') : '',
    f.sisters > 0 ? one(f.sisters, 'sister') : '',
  ];
  return parts.filter(Boolean).join(' and ');
}

function position(f: FamilyFacts): string | undefined {
  const children = f.brothers + f.sisters + 1;
  if (children === 1) return undefined;
  if (f.birthOrder === 0) return 'eldest';
  if (f.birthOrder === children - 1) return 'youngest';
  return ['second', 'third', 'fourth'][f.birthOrder - 1] ?? 'middle child';
}

/** The details family sentences name. */
export function familyVars(f: FamilyFacts, gender: Gender, rng: Rng): Vars {
  const children = f.brothers + f.sisters + 1;
  const parent = f.fatherJob && rng.chance(0.4) ? 'father' : 'mother';
  return {
    siblings: siblingsPhrase(f),
    mySiblings: siblingsPhrase(f, true),
    position: position(f),
    childrenCount: children > 1 ? numberWord(children) : undefined,
    parent,
    parentJob: parent === 'father' ? (f.fatherJob ?? undefined) : f.motherJob,
    fatherJob: f.fatherJob ?? undefined,
    motherJob: f.motherJob,
    auntUncle: f.siblingsMarried ? (gender === 'male' ? 'an uncle' : 'an aunt') : undefined,
    siblingKids: f.siblingsMarried
      ? rng.pick(['nieces and nephews', 'little nephews', 'two nieces'])
      : undefined,
    wali:
      gender === 'female'
        ? f.fatherJob
          ? 'father'
          : f.brothers > 0
            ? 'brother'
            : 'uncle'
        : rng.pick(['parents', 'mother', 'family']),
    walis: gender === 'male' ? 'wali' : rng.pick(['parents', 'family']),
  };
}

const PARENTS_TEMPLATES = [
  'My father is {fatherJob} and my mother is {motherJob}. I have {siblings}{married}.',
  'Father: {fatherJob}. Mother: {motherJob}. Siblings: {siblings}{married}.',
  'I live with my parents; my father is {fatherJob} and my mother is {motherJob}. I have {siblings}{married}.',
  'My father passed away, may Allah have mercy on him; my mother is {motherJob}. I have {siblings}{married}.',
  'My mother is {motherJob} and my father is {fatherJob}. I am an only child, so my parents and I are very close.',
  'My father, may Allah have mercy on him, passed away when I was young, and my mother, {motherJob}, raised me on her own.',
] as const;

export function parentsAndSiblings(f: FamilyFacts, rng: Rng): string {
  const siblings = siblingsPhrase(f);
  const married = f.siblingsMarried
    ? rng.pick([
        ', some of them already married',
        ', most of them married with children',
        '; my elder ones are married',
      ])
    : '';
  const vars: Vars = { fatherJob: f.fatherJob ?? undefined, motherJob: f.motherJob, siblings, married };
  const fitting = PARENTS_TEMPLATES.filter((t) =>
    f.fatherJob === null ? t.includes('passed away') : !t.includes('passed away'),
  ).filter((t) =>
    siblings ? !t.includes('only child') && !t.includes('on her own') : !t.includes('{siblings}'),
  );
  return pickFilled(fitting, vars, rng) ?? `My mother is ${f.motherJob}.`;
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
    return rng.pick([
      `I embraced Islam ${f.revertYears} years ago. My family are not Muslim, but they are loving and supportive, and we remain very close.`,
      `A warm, non-Muslim ${f.demonym} family who respect my faith; my mother even learned to cook halal for me.`,
      `I am the only Muslim in my family. They have been kind about it, and I hope my spouse will be kind to them too.`,
    ]);
  }
  if (f.currentCountry === f.heritage) {
    return rng.pick([
      `A traditional ${f.demonym} family from ${f.place}.`,
      `A close-knit, practising ${f.demonym} family; my grandparents still live with us in ${f.place}.`,
      `A middle-class ${f.demonym} family from ${f.place}, with strong values and a lot of love.`,
      `We are an educated, religious ${f.demonym} family; most of my relatives live near us in ${f.place}.`,
      `A well-known family in our neighbourhood in ${f.place}; my grandfather built the local masjid with his friends.`,
    ]);
  }
  if (f.birthCountry === f.heritage) {
    const age = rng.int(4, 17);
    return rng.pick([
      `A close-knit ${f.demonym} family; we moved to ${countryInProse(f.currentCountry)} when I was ${age}.`,
      `${f.demonym} family who settled in ${f.place} when I was ${age}. We keep our language and our traditions at home.`,
      `We came to ${countryInProse(f.currentCountry)} from ${countryInProse(f.heritage)} when I was ${age}; my parents rebuilt everything from scratch.`,
    ]);
  }
  return rng.pick([
    `Second-generation ${f.demonym} family, born and raised in ${f.place}.`,
    `My parents came from ${countryInProse(f.heritage)} before I was born; we are a practising family settled in ${f.place}.`,
    `A ${f.demonym} family that has been in ${f.place} for two generations; we still visit ${countryInProse(f.heritage)} most summers.`,
    `Born in ${f.place} to ${f.demonym} parents, raised with both cultures at the dinner table.`,
  ]);
}
