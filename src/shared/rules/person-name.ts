/**
 * What a stored person's name may contain (sign-up, profile full name, contact form): letters of any
 * script, marks, digits, punctuation, spaces and emoji, but nothing invisible that changes how the name
 * reads. A name is shown to other members beside their messages, so a right-to-left override (U+202E)
 * that makes "Amina" read backwards, or a zero-width space that makes two names look equal, is spoofing.
 *
 * Refused anywhere: control characters (C0, DEL, C1: \p{Cc}), line and paragraph separators, lone
 * surrogates, and every format character (\p{Cf}: bidi embeddings, overrides and isolates U+202A–U+202E
 * and U+2066–U+2069, the marks U+200E/U+200F/U+061C, zero-width space U+200B, word joiner U+2060,
 * BOM U+FEFF, soft hyphen, invisible operators, tag characters) — with one exception:
 *
 * ZWNJ (U+200C) and ZWJ (U+200D) are part of how Persian, Urdu, Arabic and Indic names are spelled
 * (e.g. "مہ‌جبیں") and of emoji sequences, so each is allowed where it does that job: directly between
 * two visible characters (a letter or mark, or an emoji). At the start or end, repeated, or next to a
 * space or digit it only hides something, and it is refused.
 */

const JOINER = '[\\u200C\\u200D]';
const JOINABLE_BEFORE = '[\\p{L}\\p{M}\\p{Extended_Pictographic}\\p{Emoji_Modifier}]';
const JOINABLE_AFTER = '[\\p{L}\\p{M}\\p{Extended_Pictographic}]';

const ALWAYS_REFUSED = /[\p{Cc}\p{Cs}\p{Zl}\p{Zp}]|(?![\u200C\u200D])\p{Cf}/u;
const STRAY_JOINER = new RegExp(`(?<!${JOINABLE_BEFORE})${JOINER}|${JOINER}(?!${JOINABLE_AFTER})`, 'u');

/** True when the name holds no control, direction-changing or stray invisible character. */
export function isSafePersonName(value: string): boolean {
  return !ALWAYS_REFUSED.test(value) && !STRAY_JOINER.test(value);
}
