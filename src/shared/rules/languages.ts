/** "Arabic, English , Urdu" -> ['Arabic', 'English', 'Urdu'] (blank items dropped). */
export function parseLanguages(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The languages as one line of text, the way the form edits them. */
export const formatLanguages = (languages: readonly string[] | null | undefined) =>
  (languages ?? []).join(', ');
