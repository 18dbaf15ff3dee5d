import { describe, expect, it } from 'vitest';
import { FIELD, FIELDS, GENDER_CODE, MatchIndexStore, type IndexRow } from './match-index-store.ts';

const row = (n: number, gender: 'male' | 'female'): IndexRow => ({
  user_id: `user-${String(n).padStart(5, '0')}`,
  gender,
  created_ms: 1_700_000_000_000 + n,
  date_of_birth: '1995-05-05',
  partner_age_min: 25,
  partner_age_max: 35,
  match_religion: 'sunni',
  match_beliefs: null,
  match_education: null,
  match_country: 'canada',
  current_country: 'Canada',
  match_state: null,
  match_family_type: null,
  match_marital_status: 'single',
  match_education_words: ['engineering'],
  match_occupation_words: [],
  match_languages: ['english', 'urdu'],
  name_key: ` member ${n}`,
  verified: false,
  verified_viewers_only: false,
});

const idsOf = (store: MatchIndexStore, gender: 'male' | 'female') =>
  [...store.slotsOfGender(GENDER_CODE[gender])].map((slot) => store.ids[slot]).sort();

describe('the match index store’s slots by gender', () => {
  it('holds exactly the live members of each gender, through changes and a compaction', () => {
    const store = new MatchIndexStore();
    const genderOf = (n: number) => (n % 3 === 0 ? 'female' : 'male');
    for (let n = 0; n < 3000; n += 1) store.put(row(n, genderOf(n)));
    expect(idsOf(store, 'female')).toHaveLength(1000);

    // Removing 1,600 members compacts the slots (a quarter dead); a changed member moves to a new slot.
    for (let n = 0; n < 1600; n += 1) store.remove(row(n, 'male').user_id);
    store.put(row(2000, 'female'));
    store.put(row(2001, 'male'));

    const live = new Map<string, 'male' | 'female'>();
    for (let n = 1600; n < 3000; n += 1) live.set(row(n, 'male').user_id, genderOf(n));
    live.set(row(2000, 'male').user_id, 'female');
    live.set(row(2001, 'male').user_id, 'male');
    const expected = (gender: 'male' | 'female') =>
      [...live]
        .filter(([, g]) => g === gender)
        .map(([id]) => id)
        .sort();
    expect(idsOf(store, 'female')).toEqual(expected('female'));
    expect(idsOf(store, 'male')).toEqual(expected('male'));
    expect(store.slotOfMember(row(5, 'male').user_id)).toBe(-1);
    expect(store.ids[store.slotOfMember(row(2999, 'male').user_id)]).toBe(row(2999, 'male').user_id);
  });
});

describe('the match index store’s fields', () => {
  it('keeps a member’s numbers in their slot, languages once each, and moves them with a compaction', () => {
    const store = new MatchIndexStore();
    for (let n = 0; n < 2000; n += 1) store.put(row(n, 'female'));
    store.put({ ...row(1999, 'female'), match_languages: ['urdu', 'english', 'urdu'] });
    const numbersOf = (n: number) => {
      const slot = store.slotOfMember(row(n, 'female').user_id);
      return [...store.fields.subarray(slot * FIELDS, (slot + 1) * FIELDS)];
    };
    const before = numbersOf(1999);
    expect(before[FIELD.languageList]).toBe(numbersOf(0)[FIELD.languageList]);
    expect(before[FIELD.gender]).toBe(GENDER_CODE.female);
    expect(before[FIELD.ageMin]).toBe(25);

    for (let n = 0; n < 1500; n += 1) store.remove(row(n, 'female').user_id);
    expect(store.size).toBe(1000); // compacted at the 1,001st removal: 2,001 slots became 1,000
    expect(numbersOf(1999)).toEqual(before);
  });
});
