import type { Gender } from '../../shared/options/profile-options.ts';
import * as bio from './demo-bio-text.ts';
import { fill, inProse, numberWord, pickFilled, withArticle, type Vars } from './demo-writing.ts';
import type { Rng } from './random.ts';

/** What a bio can tell about its member; every sentence names some of it, so no two bios read alike. */
export type BioFacts = {
  first: string;
  age: number;
  gender: Gender;
  occupation: string;
  student: boolean;
  graduate: boolean;
  place: string;
  demonym: string;
  /** Where the parents settled when they emigrated, and where from; undefined when they did not. */
  migrantPlace: string | undefined;
  heritagePlace: string | undefined;
  hobbies: readonly string[];
  traits: readonly string[];
  familyWord: string | undefined;
  family: Vars;
  revertYears: number | null;
};

const CONTACT_TIMES = [
  'most evenings after Isha',
  'on weekends',
  'after work',
  'on Sunday afternoons',
  'after Maghrib',
  'on Saturday mornings',
];

const MIN = 150;
const MAX = 500;

function varsOf(m: BioFacts, rng: Rng): Vars {
  const [q1, q2] = rng.sample(bio.QUALITIES, 2);
  const workYears = !m.student && m.age >= 25 ? rng.int(2, Math.min(12, m.age - 22)) : undefined;
  return {
    ...m.family,
    first: m.first,
    age: m.age,
    aOccupation: withArticle(m.occupation),
    occupation: inProse(m.occupation),
    place: m.place,
    demonym: m.demonym,
    migrantPlace: m.migrantPlace,
    heritagePlace: m.heritagePlace,
    contactTime: rng.pick(CONTACT_TIMES),
    hobby1: m.hobbies[0],
    hobby2: m.hobbies[1],
    trait1: m.traits[0],
    trait2: m.traits[1],
    spouse: m.gender === 'male' ? 'wife' : 'husband',
    years: m.revertYears ?? undefined,
    workYears: workYears === undefined ? undefined : numberWord(workYears),
    studying: m.student
      ? rng.pick([
          'in my final year at university',
          'finishing my studies',
          'working on my graduate research',
        ])
      : undefined,
    studyPlace: m.graduate ? 'university' : 'college',
    surah: rng.pick(bio.SURAHS),
    familyWord: m.familyWord,
    q1,
    q2,
  };
}

function faithLine(vars: Vars, rng: Rng): string | null {
  const first = pickFilled(bio.FAITH_A, vars, rng);
  const second = pickFilled(bio.FAITH_B, vars, rng);
  if (!first || !second) return null;
  return `${first}, ${second}`;
}

function seekingLine(vars: Vars, rng: Rng): string {
  const start = pickFilled(bio.SEEKING_START, vars, rng) ?? 'I am looking for a kind spouse';
  const end = pickFilled(bio.SEEKING_END, vars, rng) ?? 'to build a home with.';
  return `${start} ${end}`;
}

/**
 * A bio of 150 to 500 characters: an opener, two to four of faith, family, hobbies and character (and the
 * revert's story), the wish, and sometimes how to take the next step.
 */
export function composeBio(m: BioFacts, rng: Rng): string {
  const vars = varsOf(m, rng);
  const opener = pickFilled(bio.OPENERS, vars, rng) ?? `Assalamu alaikum, I am ${m.first}.`;
  const optional = [
    rng.chance(0.85) ? faithLine(vars, rng) : null,
    rng.chance(0.75) ? pickFilled(bio.FAMILY_LINES, vars, rng) : null,
    rng.chance(0.7) ? pickFilled(bio.HOBBY_LINES, vars, rng) : null,
    rng.chance(0.5) ? pickFilled(bio.TRAIT_LINES, vars, rng) : null,
  ].filter((l): l is string => l !== null);
  const middle = rng.sample(optional, rng.int(2, 4));
  const revert = m.revertYears === null ? null : pickFilled(bio.REVERT_LINES, vars, rng);
  const head = revert ? [opener, revert] : [opener];
  const tail = [seekingLine(vars, rng)];
  const closing = rng.chance(0.35) ? pickFilled(bio.CLOSINGS, vars, rng) : null;
  if (closing) tail.push(closing);
  const length = () => [...head, ...middle, ...tail].join(' ').length;
  // Over the limit: drop middle lines from the end, then the closing; the opener and the wish stay.
  while (length() > MAX && middle.length > 0) middle.pop();
  if (length() > MAX && tail.length > 1) tail.pop();
  // Under it: add what was left out, one line at a time.
  for (const extra of optional.filter((l) => !middle.includes(l))) {
    if (length() >= MIN) break;
    if (length() + extra.length < MAX) middle.push(extra);
  }
  return [...head, ...middle, ...tail].join(' ');
}

/** The few lines a member who wrote little leaves: who they are and a short wish. */
export function sparseBio(m: BioFacts, rng: Rng): string {
  const vars = varsOf(m, rng);
  const parts = [
    pickFilled(bio.SPARSE_SELF, vars, rng) ?? `Assalamu alaikum, I am ${m.first}.`,
    pickFilled(bio.SPARSE_WISH, vars, rng) ?? '',
  ];
  const hobby = fill('In my free time I enjoy {hobby1}.', vars);
  if (parts.join(' ').length < MIN && hobby) parts.splice(1, 0, hobby);
  if (parts.join(' ').length < MIN) parts.push(seekingLine(vars, rng));
  return parts.filter(Boolean).join(' ');
}
