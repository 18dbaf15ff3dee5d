/**
 * Reading time and excerpt of an article (admin-cms spec §9). Both take the text with its tags
 * already stripped (the server strips them with the sanitiser). The spec's list counted words by
 * single spaces and its post page by runs of whitespace; one rule (runs of whitespace) serves both
 * here, so a card and its article never disagree.
 */
export const WORDS_PER_MINUTE = 200;
export const EXCERPT_FALLBACK_LENGTH = 150;

export const countWords = (plainText: string): number => plainText.trim().split(/\s+/).filter(Boolean).length;

/** Minutes for a count of words (the server stores a post's count when it is saved). */
export const minutesForWords = (words: number): number => Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));

export const readingMinutes = (plainText: string): number => minutesForWords(countWords(plainText));

export const readingTimeLabel = (minutes: number): string => `${minutes} min read`;

/** The post's own excerpt, else the first 150 characters of its text followed by '...'. */
export function excerptOf(excerpt: string | null | undefined, plainText: string): string {
  const own = excerpt?.trim();
  if (own) return own;
  const text = plainText.replace(/\s+/g, ' ').trim();
  return `${text.slice(0, EXCERPT_FALLBACK_LENGTH)}...`;
}
