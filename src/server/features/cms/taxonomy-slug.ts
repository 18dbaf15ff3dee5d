import { SLUG_MAX_LENGTH, slugify } from '../../../shared/rules/slug.ts';
import { slugNeeded } from './content-refusals.ts';

/** A category's or tag's slug: the one given, else the slug rule applied to its name (spec §4). */
export function taxonomySlug(values: { name: string; slug?: string | undefined }): string {
  if (values.slug) return values.slug;
  const slug = slugify(values.name).slice(0, SLUG_MAX_LENGTH).replace(/-+$/, '');
  if (!slug) throw slugNeeded('slug');
  return slug;
}
