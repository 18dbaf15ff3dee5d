import type { TMatchesQuery } from '../../../../shared/discovery/discovery-contract.ts';
import { MATCH_AGE_BOUNDS } from '../../../../shared/discovery/discovery-contract.ts';
import type { Gender } from '../../../../shared/options/profile-options.ts';
import { nameSearchTerms } from '../../../../shared/rules/name-search.ts';
import { birthDatesForAges, type MyMatchKeys } from '../match-keys.ts';
import {
  dayNumber,
  FIELD,
  FIELDS,
  GENDER_CODE,
  VERIFIED,
  VERIFIED_VIEWERS_ONLY,
  type MatchIndexStore,
} from './match-index-store.ts';

/**
 * The candidates of one /matches request in the match index, scored by the rules of match-sql.ts (which
 * are match-score.ts's), point for point: `prefix(n)` gives the best n (and every candidate tied with the
 * last of them) in the ranking's order: score, boosted now, age inside my range, newest profile. The
 * last key of the database's order (user id, in its collation) is left to the database: a prefix never
 * splits a tie, so the database orders ties itself (match-index-ranking.ts re-checks every prefix).
 */

export type PoolInput = {
  viewerId: string;
  /** Staff approved my own verification: members seen only by verified members are candidates. */
  viewerVerified: boolean;
  wanted: Gender;
  keys: MyMatchKeys;
  query: TMatchesQuery;
  band: { min: number; max: number };
  today: Date;
};

export type CandidatePool = {
  readonly size: number;
  /** The best `n` in order, extended over ties with the n-th; `complete` when that is the whole pool. */
  prefix(n: number, boosted: ReadonlySet<string>): { ids: string[]; complete: boolean };
};

const window = (range: { after: string; upTo: string } | null) =>
  range ? { after: dayNumber(range.after), upTo: dayNumber(range.upTo) } : null;

/** Score and filters of every live slot, in one pass. */
export function candidatePool(store: MatchIndexStore, input: PoolInput): CandidatePool {
  const { keys, query, band } = input;
  const wantedCode = GENDER_CODE[input.wanted];
  const theirBirth = window(keys.theirBirth);
  const code = (text: string | null) => store.codeOf(text);
  const religion = keys.religion ? code(keys.religion) : 0;
  const beliefs = keys.beliefs ? code(keys.beliefs) : 0;
  const education = keys.education ? code(keys.education) : 0;
  const country = keys.country ? code(keys.country) : 0;
  const state = keys.state ? code(keys.state) : 0;
  const familyType = keys.familyType ? code(keys.familyType) : 0;
  const marital = keys.maritalStatus ? code(keys.maritalStatus) : 0;
  // Word lists as tables indexed by code (1 = wanted): a lookup per word, not a hash probe.
  const table = (texts: readonly string[]) => {
    const codes = texts.map(code).filter((c) => c > 0);
    if (codes.length === 0) return null;
    const wantedCodes = new Uint8Array(store.codeCount + 1);
    for (const c of codes) wantedCodes[c] = 1;
    return wantedCodes;
  };
  // Judged once per distinct list of the store, then looked up by each candidate's list number.
  const educationWanted = table(keys.educationWanted);
  const careerWanted = table(keys.careerWanted);
  const myLanguages = table(keys.languages);
  const educationHits = educationWanted && store.educationLists.anyWanted(educationWanted);
  const careerHits = careerWanted && store.occupationLists.anyWanted(careerWanted);
  const languagesInCommon = myLanguages && store.languageLists.countWanted(myLanguages);

  // The /matches filters (match-candidates.ts filtersOf).
  const location = query.location ? code(query.location) : 0;
  const ages = query.age
    ? window(birthDatesForAges(MATCH_AGE_BOUNDS[query.age].min, MATCH_AGE_BOUNDS[query.age].max, input.today))
    : null;
  const terms = query.search ? nameSearchTerms(query.search) : [];
  const needles = terms.map(({ word, sound }) =>
    sound === null ? [` ${word}`] : [` ${word}`, ` ~${sound}`],
  );

  // The verification rules (issue 23): a flag the candidate must not have (seen only by verified
  // members, unless I am verified), and one they must have ("Verified only").
  const scored = scoreSlots(store, {
    candidates: store.slotsOfGender(wantedCode),
    viewerSlot: store.slotOfMember(input.viewerId),
    hiddenFlag: input.viewerVerified ? 0 : VERIFIED_VIEWERS_ONLY,
    requiredFlag: query.verified ? VERIFIED : 0,
    location,
    agesAfter: ages?.after ?? 0,
    agesUpTo: ages?.upTo ?? 99_999_999,
    needles,
    theirAfter: theirBirth?.after ?? 0,
    theirUpTo: theirBirth?.upTo ?? -1,
    myAge: keys.myAge ?? -1,
    religion,
    beliefs,
    education,
    country,
    state,
    familyType,
    marital,
    educationHits,
    careerHits,
    languagesInCommon,
    band,
  });
  return {
    size: scored.size,
    prefix: (n, boosted) => prefixOf(store, scored, theirBirth, n, boosted),
  };
}

type Criteria = {
  candidates: Int32Array;
  viewerSlot: number;
  hiddenFlag: number;
  requiredFlag: number;
  /** Codes (0: no such rule); birth days as YYYYMMDD; -1 for no age of mine. */
  location: number;
  agesAfter: number;
  agesUpTo: number;
  needles: string[][];
  theirAfter: number;
  theirUpTo: number;
  myAge: number;
  religion: number;
  beliefs: number;
  education: number;
  country: number;
  state: number;
  familyType: number;
  marital: number;
  educationHits: Uint8Array | null;
  careerHits: Uint8Array | null;
  languagesInCommon: Uint8Array | null;
  band: { min: number; max: number };
};

type Scored = { slots: Int32Array; scores: Uint8Array; histogram: Int32Array; size: number };

const hasName = (nameKey: string, needles: readonly string[][]) =>
  needles.every((either) => either.some((needle) => nameKey.includes(needle)));

/**
 * The loop every cold /matches pays for, over one gender's slots. Everything it reads is a local of its
 * own (no variable a closure shares), so the compiler keeps them in registers.
 */
function scoreSlots(store: MatchIndexStore, criteria: Criteria): Scored {
  const { candidates, viewerSlot, hiddenFlag, requiredFlag, location, agesAfter, agesUpTo } = criteria;
  const { needles, theirAfter, theirUpTo, myAge, religion, beliefs, education, country } = criteria;
  const { state, familyType, marital, educationHits, careerHits, languagesInCommon } = criteria;
  const bandMin = criteria.band.min;
  const bandMax = criteria.band.max;
  const { fields, nameKeys } = store;
  const slots = new Int32Array(candidates.length);
  const scores = new Uint8Array(candidates.length);
  const histogram = new Int32Array(101);
  let size = 0;
  for (let k = 0; k < candidates.length; k += 1) {
    const i = candidates[k]!;
    const at = i * FIELDS;
    if (location !== 0 && fields[at + FIELD.countryRaw] !== location) continue;
    const flag = fields[at + FIELD.flags]!;
    if ((flag & hiddenFlag) !== 0 || (flag & requiredFlag) !== requiredFlag) continue;
    const born = fields[at + FIELD.birthDay]!;
    if (born !== 0 && !(born > agesAfter && born <= agesUpTo)) continue;
    if (needles.length > 0) {
      if (!hasName(nameKeys[i]!, needles)) continue;
    }
    if (i === viewerSlot) continue;

    let score = 0;
    if (born > theirAfter && born <= theirUpTo) score += 10;
    const ageMin = fields[at + FIELD.ageMin]!;
    if (myAge >= 0 && ageMin >= 0 && ageMin <= myAge && fields[at + FIELD.ageMax]! >= myAge) score += 10;
    if (religion !== 0 && fields[at + FIELD.religion] === religion) {
      score += 15;
      if (beliefs !== 0 && fields[at + FIELD.beliefs] === beliefs) score += 5;
    }
    if (educationHits && educationHits[fields[at + FIELD.educationList]!] === 1) score += 10;
    if (education !== 0 && fields[at + FIELD.education] === education) score += 5;
    if (country !== 0 && fields[at + FIELD.country] === country) {
      score += 10;
      if (state !== 0 && fields[at + FIELD.state] === state) score += 5;
    }
    if (careerHits && careerHits[fields[at + FIELD.occupationList]!] === 1) score += 10;
    if (languagesInCommon) score += Math.min(languagesInCommon[fields[at + FIELD.languageList]!]! * 3, 10);
    if (familyType !== 0 && fields[at + FIELD.familyType] === familyType) score += 5;
    if (marital !== 0 && fields[at + FIELD.marital] === marital) score += 5;
    score = Math.min(score, 100);
    if (score < bandMin || score > bandMax) continue;
    slots[size] = i;
    scores[size] = score;
    histogram[score]! += 1;
    size += 1;
  }
  return { slots, scores, histogram, size };
}

/** Below any created_at in ms (to 2109), so (score, boosted, in range) ranks before it in one number. */
const TIME_SPAN = 2 ** 42;

function prefixOf(
  store: MatchIndexStore,
  scored: Scored,
  theirBirth: { after: number; upTo: number } | null,
  n: number,
  boosted: ReadonlySet<string>,
): { ids: string[]; complete: boolean } {
  const { slots, scores, histogram, size } = scored;
  // The lowest score the prefix reaches: every candidate above it is in, some of those at it.
  let floor = 0;
  let above = 0;
  for (let score = 100; score >= 0; score -= 1) {
    above += histogram[score]!;
    if (above >= n) {
      floor = score;
      break;
    }
  }
  const picked: { id: string; key: number }[] = [];
  for (let k = 0; k < size; k += 1) {
    if (scores[k]! < floor) continue;
    const i = slots[k]!;
    const id = store.ids[i]!;
    const born = store.fields[i * FIELDS + FIELD.birthDay]!;
    const inRange = theirBirth !== null && born > theirBirth.after && born <= theirBirth.upTo ? 1 : 0;
    const rank = scores[k]! * 4 + (boosted.has(id) ? 2 : 0) + inRange;
    picked.push({ id, key: rank * TIME_SPAN + store.createdMs[i]! });
  }
  picked.sort((a, b) => b.key - a.key);
  let end = Math.min(n, picked.length);
  while (end > 0 && end < picked.length && picked[end]!.key === picked[end - 1]!.key) end += 1;
  return { ids: picked.slice(0, end).map(({ id }) => id), complete: end === size };
}
