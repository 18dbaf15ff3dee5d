/**
 * What a name search means (issue 18): every word typed starts a word of the member's name, in any
 * order, compared without case, accents or apostrophes ("abd" finds "Abd'Allah", "emi" finds "Émile",
 * "al has" finds "Hassan Al-Amin"); two neighbouring words also count joined ("abdulr" finds
 * "Abdul Rahman"). A typed word whose sound key has SOUND_FROM_LETTERS letters or more also finds the common
 * transliterations of the same Arabic name by its sound key ("Mohammed" finds "Muhammad", "Yousef"
 * finds "Yusuf", "Aisha" finds "Ayesha", "Fatimah" finds "Fatima"): the vowels are not compared, a
 * doubled letter counts once, ph = f, q = k and a closing "ah" = "a". Shorter keys say too little:
 * "hass" (key "has") would find Hasan, Hussein, Hasna and Hasib alike.
 *
 * The database stores each name's key (mithaq_name_key, migration 0013, a generated column indexed by
 * trigrams), written there by these same rules in SQL; a test compares the two on every kind of name.
 */

/** Combining accents and Arabic vowel marks: dropped after the name is decomposed (é = e + ´). */
const MARKS = /[\u0300-\u036f\u064b-\u065f\u0670]/gu;
/** Apostrophes, ʿayn and hamza signs, zero-width characters: dropped, so "O'Brien" is one word. */
const DROPPED = /['‘’ʼʿʾ`´\u200b-\u200f]/gu;
/** Letters that do not decompose into a base letter and an accent. */
const BASE_LETTERS: Record<string, string> = { ı: 'i', ł: 'l', ø: 'o', đ: 'd' };
/** What separates the words of a name: spaces, punctuation and symbols (the same set in SQL); digits belong to words. */
const NAME_SEPARATORS =
  '\\u0001-\\u0020\\u0021-\\u002f\\u003a-\\u0040\\u005b-\\u0060\\u007b-\\u00bf\\u00d7\\u00f7' +
  '\\u060c\\u061b\\u061f\\u066a-\\u066d\\u06d4\\u1680\\u2000-\\u200a\\u2010-\\u206f\\u3000-\\u303f\\ufeff';
const SEPARATORS = new RegExp(`[${NAME_SEPARATORS}]+`, 'u');

const SOUND_FROM_LETTERS = 4;

/** The words of a name or of a search, as compared: lower case, no accents, no apostrophes. */
export function nameWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(MARKS, '')
    .replace(/[ıłøđ]/gu, (letter) => BASE_LETTERS[letter] ?? letter)
    .replace(DROPPED, '')
    .split(SEPARATORS)
    .filter((word) => word !== '');
}

/** The sound key of a word written in Latin letters (null for any other script). */
export function nameSound(word: string): string | null {
  if (!/^[a-z]+$/.test(word)) return null;
  const plain = word.replaceAll('ph', 'f').replaceAll('q', 'k');
  // A y after the first letter is a vowel (Aysha, Yahya); every vowel is the same vowel.
  const vowels = (plain.slice(0, 1) + plain.slice(1).replaceAll('y', 'i')).replace(/[eiou]/g, 'a');
  return vowels.replace(/(.)\1+/g, '$1').replace(/ah$/, 'a');
}

/**
 * The text the database searches for a name: ' word … joined-pair … ~sound … ' (a space before each key,
 * so "starts a word" is LIKE '% fragment%'; a sound key after '~', so a typed fragment never meets one).
 */
export function nameSearchKey(fullName: string | null): string | null {
  if (fullName === null) return null;
  const words = nameWords(fullName);
  if (words.length === 0) return null;
  const pairs = words.slice(1).map((word, i) => `${words[i]}${word}`);
  const sounds = [...words, ...pairs].map(nameSound).filter((sound): sound is string => sound !== null);
  return ` ${[...words, ...pairs, ...sounds.map((sound) => `~${sound}`)].join(' ')} `;
}

/** One typed word: it must start a word of the name, or (when long enough) share its sound key. */
export type NameSearchTerm = { word: string; sound: string | null };

/** What a search asks for; no terms (nothing but punctuation typed) means no name condition. */
export function nameSearchTerms(search: string): NameSearchTerm[] {
  return nameWords(search).map((word) => {
    const sound = nameSound(word);
    return { word, sound: sound !== null && sound.length >= SOUND_FROM_LETTERS ? sound : null };
  });
}
