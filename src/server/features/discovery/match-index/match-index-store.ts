import { WordLists } from './match-index-word-lists.ts';

/**
 * The match index's memory (issue 18): every named profile's side of the match rules as numbers, so
 * scoring 50,000 candidates is a loop over numbers (a few ms) instead of a query that evaluates the
 * score's expression row by row (~80 ms of a core at 100,000 members).
 *
 * Texts the rules compare (the database's match_* helper columns, already normalised there) are stored
 * as codes of one dictionary: equal texts, equal codes. The three word lists (education words,
 * occupation words, languages) are stored once per distinct list (`WordLists`) and a slot holds the
 * list's number: members share a few hundred lists, so a request judges each list once instead of
 * walking every candidate's words. A changed profile gets a new slot at the end and its old one is
 * marked dead; when a quarter of the slots are dead they are copied out (compact). Nothing here knows
 * SQL: match-index.ts loads the rows.
 */

/** A profile's row as match-index.ts reads it (the candidate's side of every rule, plus filters). */
export type IndexRow = {
  user_id: string;
  gender: string | null;
  created_ms: number | string;
  date_of_birth: string | null;
  partner_age_min: number | null;
  partner_age_max: number | null;
  match_religion: string | null;
  match_beliefs: string | null;
  match_education: string | null;
  match_country: string | null;
  current_country: string | null;
  match_state: string | null;
  match_family_type: string | null;
  match_marital_status: string | null;
  match_education_words: string[] | null;
  match_occupation_words: string[] | null;
  match_languages: string[] | null;
  name_key: string | null;
  /** Staff approved their selfie ("Verified only"), and they want to be seen by verified members only. */
  verified: boolean;
  verified_viewers_only: boolean;
};

/** The bits of `flags`: the two verification columns (issue 23), one byte a member. */
export const VERIFIED = 1;
export const VERIFIED_VIEWERS_ONLY = 2;

export const GENDER_CODE = { male: 1, female: 2 } as const;

/** 'YYYY-MM-DD' as the number YYYYMMDD (0 for none), so dates compare as numbers. */
export const dayNumber = (date: string | null): number =>
  date ? Number(date.slice(0, 4)) * 10_000 + Number(date.slice(5, 7)) * 100 + Number(date.slice(8, 10)) : 0;

/**
 * The numbers of a slot, one after the other in `fields` (FIELDS a slot): one array to grow and to
 * compact instead of one per field (the pool scores as fast either way, measured). Texts are dictionary
 * codes, word lists are list numbers (WordLists).
 */
export const FIELD = {
  gender: 0,
  flags: 1,
  birthDay: 2,
  /** Their partner age range; -1 when they gave none. */
  ageMin: 3,
  ageMax: 4,
  religion: 5,
  beliefs: 6,
  education: 7,
  country: 8,
  countryRaw: 9,
  state: 10,
  familyType: 11,
  marital: 12,
  educationList: 13,
  occupationList: 14,
  languageList: 15,
} as const;
export const FIELDS = Object.keys(FIELD).length;

function grown<T extends Int32Array | Uint8Array | Float64Array>(array: T, length: number): T {
  const next = new (array.constructor as new (n: number) => T)(length);
  next.set(array);
  return next;
}

export class MatchIndexStore {
  size = 0;
  dead = 0;
  ids: string[] = [];
  nameKeys: string[] = [];
  alive = new Uint8Array(1024);
  createdMs = new Float64Array(1024);
  /** FIELDS numbers per slot (FIELD names them). */
  fields = new Int32Array(1024 * FIELDS);
  readonly educationLists = new WordLists();
  readonly occupationLists = new WordLists();
  readonly languageLists = new WordLists();
  private readonly codes = new Map<string, number>();
  private readonly slotOf = new Map<string, number>();
  /** Bumped by every put, remove and compaction: what was derived from the slots is stale. */
  private version = 0;
  private bySex: { version: number; slots: Record<number, Int32Array> } | null = null;

  /** The highest code given so far: a table indexed by code needs one more entry than this. */
  get codeCount(): number {
    return this.codes.size;
  }

  /** A member's slot, or -1. */
  slotOfMember(userId: string): number {
    return this.slotOf.get(userId) ?? -1;
  }

  /**
   * The live slots of one gender, in slot order: a request scores only these. Derived once per change
   * of the store (one pass over the slots), not per request.
   */
  slotsOfGender(code: number): Int32Array {
    if (this.bySex?.version !== this.version) {
      const counts = new Map<number, number>();
      const genderOf = (i: number) => this.fields[i * FIELDS + FIELD.gender]!;
      for (let i = 0; i < this.size; i += 1)
        if (this.alive[i] === 1) counts.set(genderOf(i), (counts.get(genderOf(i)) ?? 0) + 1);
      const slots: Record<number, Int32Array> = {};
      const filled: Record<number, number> = {};
      for (const [gender, count] of counts) {
        slots[gender] = new Int32Array(count);
        filled[gender] = 0;
      }
      for (let i = 0; i < this.size; i += 1)
        if (this.alive[i] === 1) slots[genderOf(i)]![filled[genderOf(i)]!++] = i;
      this.bySex = { version: this.version, slots };
    }
    return this.bySex.slots[code] ?? new Int32Array(0);
  }

  /** A text's code, or -1 for a text no stored profile holds (it equals nothing). */
  codeOf(text: string | null): number {
    if (text === null) return -1;
    return this.codes.get(text) ?? -1;
  }

  private code(text: string | null): number {
    if (text === null) return 0;
    let code = this.codes.get(text);
    if (code === undefined) {
      code = this.codes.size + 1;
      this.codes.set(text, code);
    }
    return code;
  }

  /** Adds or replaces a member's slot. */
  put(row: IndexRow): void {
    this.remove(row.user_id);
    this.version += 1;
    if (this.size === this.alive.length) this.grow(this.size * 2);
    const i = this.size;
    this.size += 1;
    this.ids[i] = row.user_id;
    this.nameKeys[i] = row.name_key ?? '';
    this.alive[i] = 1;
    this.createdMs[i] = Number(row.created_ms);
    const codes = (words: string[] | null) => (words ?? []).map((word) => this.code(word));
    // Languages each once, in one order: the score counts the languages of mine that they speak.
    const languages = [...new Set(codes(row.match_languages))].sort((a, b) => a - b);
    const at = i * FIELDS;
    const f = this.fields;
    f[at + FIELD.gender] =
      row.gender === 'male' ? GENDER_CODE.male : row.gender === 'female' ? GENDER_CODE.female : 0;
    f[at + FIELD.flags] =
      (row.verified ? VERIFIED : 0) | (row.verified_viewers_only ? VERIFIED_VIEWERS_ONLY : 0);
    f[at + FIELD.birthDay] = dayNumber(row.date_of_birth);
    f[at + FIELD.ageMin] = row.partner_age_min ?? -1;
    f[at + FIELD.ageMax] = row.partner_age_max ?? -1;
    f[at + FIELD.religion] = this.code(row.match_religion);
    f[at + FIELD.beliefs] = this.code(row.match_beliefs);
    f[at + FIELD.education] = this.code(row.match_education);
    f[at + FIELD.country] = this.code(row.match_country);
    f[at + FIELD.countryRaw] = this.code(row.current_country);
    f[at + FIELD.state] = this.code(row.match_state);
    f[at + FIELD.familyType] = this.code(row.match_family_type);
    f[at + FIELD.marital] = this.code(row.match_marital_status);
    f[at + FIELD.educationList] = this.educationLists.numberOf(codes(row.match_education_words));
    f[at + FIELD.occupationList] = this.occupationLists.numberOf(codes(row.match_occupation_words));
    f[at + FIELD.languageList] = this.languageLists.numberOf(languages);
    this.slotOf.set(row.user_id, i);
  }

  /** Forgets a member (deleted, or no longer named). */
  remove(userId: string): void {
    const slot = this.slotOf.get(userId);
    if (slot === undefined) return;
    this.version += 1;
    this.alive[slot] = 0;
    this.slotOf.delete(userId);
    this.dead += 1;
    if (this.dead > 1000 && this.dead * 4 > this.size) this.compact();
  }

  get members(): number {
    return this.slotOf.size;
  }

  private grow(capacity: number): void {
    this.alive = grown(this.alive, capacity);
    this.createdMs = grown(this.createdMs, capacity);
    this.fields = grown(this.fields, capacity * FIELDS);
  }

  /** Copies the live slots to the front, in their order. */
  private compact(): void {
    this.version += 1;
    let to = 0;
    for (let from = 0; from < this.size; from += 1) {
      if (this.alive[from] !== 1) continue;
      this.move(from, to);
      to += 1;
    }
    this.ids.length = to;
    this.nameKeys.length = to;
    this.alive.fill(0, to, this.size);
    this.size = to;
    this.dead = 0;
  }

  private move(from: number, to: number): void {
    this.ids[to] = this.ids[from]!;
    this.nameKeys[to] = this.nameKeys[from]!;
    this.slotOf.set(this.ids[to], to);
    this.alive[to] = 1;
    this.createdMs[to] = this.createdMs[from]!;
    this.fields.copyWithin(to * FIELDS, from * FIELDS, (from + 1) * FIELDS);
  }
}
