/**
 * The match index's memory (issue 18): every named profile's side of the match rules, column by column
 * in typed arrays, so scoring 50,000 candidates is a loop over numbers (a few ms) instead of a query
 * that evaluates the score's expression row by row (~80 ms of a core at 100,000 members).
 *
 * Texts the rules compare (the database's match_* helper columns, already normalised there) are stored
 * as codes of one dictionary: equal texts, equal codes. The three word lists (education words,
 * occupation words, languages) of a slot sit one after the other in `lists`. A changed profile gets a new
 * slot at the end and its old one is marked dead; when a quarter of the slots are dead they are copied
 * out (compact). Nothing here knows SQL: match-index.ts loads the rows.
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

const CODED = [
  'religion',
  'beliefs',
  'education',
  'country',
  'countryRaw',
  'state',
  'familyType',
  'marital',
] as const;
type Coded = (typeof CODED)[number];

function grown<T extends Int32Array | Uint8Array | Uint16Array | Int16Array | Float64Array>(
  array: T,
  length: number,
): T {
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
  gender = new Uint8Array(1024);
  createdMs = new Float64Array(1024);
  birthDay = new Int32Array(1024);
  ageMin = new Int16Array(1024);
  ageMax = new Int16Array(1024);
  flags = new Uint8Array(1024);
  coded: Record<Coded, Int32Array> = Object.fromEntries(
    CODED.map((name) => [name, new Int32Array(1024)]),
  ) as Record<Coded, Int32Array>;
  /** Where a slot's words start in `lists`, and how many of each kind it has. */
  listFrom = new Int32Array(1024);
  educationWords = new Uint16Array(1024);
  occupationWords = new Uint16Array(1024);
  languages = new Uint16Array(1024);
  lists = new Int32Array(4096);
  listsUsed = 0;
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
      for (let i = 0; i < this.size; i += 1)
        if (this.alive[i] === 1) counts.set(this.gender[i]!, (counts.get(this.gender[i]!) ?? 0) + 1);
      const slots: Record<number, Int32Array> = {};
      const filled: Record<number, number> = {};
      for (const [gender, count] of counts) {
        slots[gender] = new Int32Array(count);
        filled[gender] = 0;
      }
      for (let i = 0; i < this.size; i += 1)
        if (this.alive[i] === 1) slots[this.gender[i]!]![filled[this.gender[i]!]!++] = i;
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
    this.gender[i] =
      row.gender === 'male' ? GENDER_CODE.male : row.gender === 'female' ? GENDER_CODE.female : 0;
    this.createdMs[i] = Number(row.created_ms);
    this.birthDay[i] = dayNumber(row.date_of_birth);
    this.ageMin[i] = row.partner_age_min ?? -1;
    this.ageMax[i] = row.partner_age_max ?? -1;
    this.flags[i] = (row.verified ? VERIFIED : 0) | (row.verified_viewers_only ? VERIFIED_VIEWERS_ONLY : 0);
    const c = this.coded;
    c.religion[i] = this.code(row.match_religion);
    c.beliefs[i] = this.code(row.match_beliefs);
    c.education[i] = this.code(row.match_education);
    c.country[i] = this.code(row.match_country);
    c.countryRaw[i] = this.code(row.current_country);
    c.state[i] = this.code(row.match_state);
    c.familyType[i] = this.code(row.match_family_type);
    c.marital[i] = this.code(row.match_marital_status);
    // Languages each once: the score counts the languages of mine that they speak.
    const languages = [...new Set(row.match_languages ?? [])];
    const words = [row.match_education_words ?? [], row.match_occupation_words ?? [], languages];
    const total = words[0]!.length + words[1]!.length + words[2]!.length;
    if (this.listsUsed + total > this.lists.length)
      this.lists = grown(this.lists, Math.max(this.lists.length * 2, this.listsUsed + total));
    this.listFrom[i] = this.listsUsed;
    this.educationWords[i] = words[0]!.length;
    this.occupationWords[i] = words[1]!.length;
    this.languages[i] = words[2]!.length;
    for (const list of words) for (const word of list) this.lists[this.listsUsed++] = this.code(word);
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
    this.gender = grown(this.gender, capacity);
    this.createdMs = grown(this.createdMs, capacity);
    this.birthDay = grown(this.birthDay, capacity);
    this.ageMin = grown(this.ageMin, capacity);
    this.ageMax = grown(this.ageMax, capacity);
    this.flags = grown(this.flags, capacity);
    for (const name of CODED) this.coded[name] = grown(this.coded[name], capacity);
    this.listFrom = grown(this.listFrom, capacity);
    this.educationWords = grown(this.educationWords, capacity);
    this.occupationWords = grown(this.occupationWords, capacity);
    this.languages = grown(this.languages, capacity);
  }

  /** Copies the live slots to the front, in their order; their word lists too. */
  private compact(): void {
    this.version += 1;
    const lists = new Int32Array(Math.max(4096, this.listsUsed));
    let used = 0;
    let to = 0;
    for (let from = 0; from < this.size; from += 1) {
      if (this.alive[from] !== 1) continue;
      const length = this.educationWords[from]! + this.occupationWords[from]! + this.languages[from]!;
      lists.set(this.lists.subarray(this.listFrom[from], this.listFrom[from]! + length), used);
      this.move(from, to, used);
      used += length;
      to += 1;
    }
    this.lists = lists;
    this.listsUsed = used;
    this.ids.length = to;
    this.nameKeys.length = to;
    this.alive.fill(0, to, this.size);
    this.size = to;
    this.dead = 0;
  }

  private move(from: number, to: number, listFrom: number): void {
    this.ids[to] = this.ids[from]!;
    this.nameKeys[to] = this.nameKeys[from]!;
    this.slotOf.set(this.ids[to], to);
    this.alive[to] = 1;
    this.gender[to] = this.gender[from]!;
    this.createdMs[to] = this.createdMs[from]!;
    this.birthDay[to] = this.birthDay[from]!;
    this.ageMin[to] = this.ageMin[from]!;
    this.ageMax[to] = this.ageMax[from]!;
    this.flags[to] = this.flags[from]!;
    for (const name of CODED) this.coded[name][to] = this.coded[name][from]!;
    this.listFrom[to] = listFrom;
    this.educationWords[to] = this.educationWords[from]!;
    this.occupationWords[to] = this.occupationWords[from]!;
    this.languages[to] = this.languages[from]!;
  }
}
