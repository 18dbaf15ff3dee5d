/**
 * The slug rule (admin-cms spec §4): lowercase, keep letters, digits, spaces and hyphens, spaces to
 * hyphens, repeated hyphens collapsed, hyphens trimmed at the ends. Addresses are ASCII, so accents
 * are taken off first ("Café Nikāḥ" -> "cafe-nikah"); a title with no Latin letter at all (Arabic)
 * gives '' and the editor asks for a slug.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .trim()
    .replace(/ +/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

export const SLUG_MAX_LENGTH = 120;
/** What the server stores: what slugify gives back unchanged. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const isSlug = (value: string): boolean => value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value);
