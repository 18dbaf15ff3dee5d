import type { TMatchesQuery } from '../../../../shared/discovery/discovery-contract.ts';
import { MATCH_AGE_BOUNDS } from '../../../../shared/discovery/discovery-contract.ts';
import type { Gender } from '../../../../shared/options/profile-options.ts';
import { nameSearchTerms } from '../../../../shared/rules/name-search.ts';
import { birthDatesForAges, type MyMatchKeys } from '../match-keys.ts';
import {
  dayNumber,
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
  const educationWanted = table(keys.educationWanted);
  const careerWanted = table(keys.careerWanted);
  const languages = table(keys.languages);
  const myAge = keys.myAge;

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
  const hiddenFlag = input.viewerVerified ? 0 : VERIFIED_VIEWERS_ONLY;
  const requiredFlag = query.verified ? VERIFIED : 0;
  // Locals, so the loop reads arrays and not the store's fields (this loop is the cold /matches cost).
  const { birthDay, ageMin, ageMax, lists, listFrom, flags, nameKeys } = store;
  const { educationWords, occupationWords, languages: languageCounts } = store;
  const { religion: religions, beliefs: beliefsOf, education: educations, country: countries } = store.coded;
  const { countryRaw, state: states, familyType: familyTypes, marital: maritals } = store.coded;
  const viewerSlot = store.slotOfMember(input.viewerId);
  const theirAfter = theirBirth?.after ?? 0;
  const theirUpTo = theirBirth?.upTo ?? -1;
  const candidates = store.slotsOfGender(wantedCode);
  const slots = new Int32Array(candidates.length);
  const scores = new Uint8Array(candidates.length);
  const histogram = new Int32Array(101);
  let size = 0;
  for (let k = 0; k < candidates.length; k += 1) {
    const i = candidates[k]!;
    if (location !== 0 && countryRaw[i] !== location) continue;
    const flag = flags[i]!;
    if ((flag & hiddenFlag) !== 0 || (flag & requiredFlag) !== requiredFlag) continue;
    const born = birthDay[i]!;
    if (ages && born !== 0 && !(born > ages.after && born <= ages.upTo)) continue;
    if (needles.length > 0) {
      const nameKey = nameKeys[i]!;
      if (!needles.every((either) => either.some((needle) => nameKey.includes(needle)))) continue;
    }
    if (i === viewerSlot) continue;

    let score = 0;
    if (born > theirAfter && born <= theirUpTo) score += 10;
    if (myAge !== null && ageMin[i]! >= 0 && ageMin[i]! <= myAge && ageMax[i]! >= myAge) score += 10;
    if (religion !== 0 && religions[i] === religion) {
      score += 15;
      if (beliefs !== 0 && beliefsOf[i] === beliefs) score += 5;
    }
    const from = listFrom[i]!;
    const occupationFrom = from + educationWords[i]!;
    const languagesFrom = occupationFrom + occupationWords[i]!;
    const languagesTo = languagesFrom + languageCounts[i]!;
    if (educationWanted && anyIn(educationWanted, lists, from, occupationFrom)) score += 10;
    if (education !== 0 && educations[i] === education) score += 5;
    if (country !== 0 && countries[i] === country) {
      score += 10;
      if (state !== 0 && states[i] === state) score += 5;
    }
    if (careerWanted && anyIn(careerWanted, lists, occupationFrom, languagesFrom)) score += 10;
    if (languages) {
      let common = 0;
      for (let w = languagesFrom; w < languagesTo; w += 1) common += languages[lists[w]!]! * 3;
      score += Math.min(common, 10);
    }
    if (familyType !== 0 && familyTypes[i] === familyType) score += 5;
    if (marital !== 0 && maritals[i] === marital) score += 5;
    score = Math.min(score, 100);
    if (score < band.min || score > band.max) continue;
    slots[size] = i;
    scores[size] = score;
    histogram[score]! += 1;
    size += 1;
  }
  return {
    size,
    prefix: (n, boosted) => prefixOf(store, { slots, scores, histogram, size, theirBirth }, n, boosted),
  };
}

function anyIn(wanted: Uint8Array, lists: Int32Array, from: number, to: number): boolean {
  for (let w = from; w < to; w += 1) if (wanted[lists[w]!] === 1) return true;
  return false;
}

type Scored = {
  slots: Int32Array;
  scores: Uint8Array;
  histogram: Int32Array;
  size: number;
  theirBirth: { after: number; upTo: number } | null;
};

/** Below any created_at in ms (to 2109), so (score, boosted, in range) ranks before it in one number. */
const TIME_SPAN = 2 ** 42;

function prefixOf(
  store: MatchIndexStore,
  scored: Scored,
  n: number,
  boosted: ReadonlySet<string>,
): { ids: string[]; complete: boolean } {
  const { slots, scores, histogram, size, theirBirth } = scored;
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
    const born = store.birthDay[i]!;
    const inRange = theirBirth !== null && born > theirBirth.after && born <= theirBirth.upTo ? 1 : 0;
    const rank = scores[k]! * 4 + (boosted.has(id) ? 2 : 0) + inRange;
    picked.push({ id, key: rank * TIME_SPAN + store.createdMs[i]! });
  }
  picked.sort((a, b) => b.key - a.key);
  let end = Math.min(n, picked.length);
  while (end > 0 && end < picked.length && picked[end]!.key === picked[end - 1]!.key) end += 1;
  return { ids: picked.slice(0, end).map(({ id }) => id), complete: end === size };
}
