import { ApiError } from '../../http/errors.ts';
import { CMS_TEXTS } from '../../../shared/cms/cms-contract.ts';

/**
 * The CMS editors' refusals as the API answers them (issue 22 "Bad input"). Services throw them inside
 * the transaction of the change, so a refused save leaves nothing behind.
 */

export type ContentKind = 'post' | 'page';
export type TaxonomyKind = 'category' | 'tag';

const invalid = (field: string, message: string) =>
  new ApiError(400, 'VALIDATION_FAILED', message, { [field]: message });

/** Sanitising left no text and no media: the content was all markup the allow-list takes out. */
export const emptyContent = () => invalid('content', CMS_TEXTS.requiredFields);

export const scheduleWithoutDate = () => invalid('published_at', 'A scheduled post needs a publish date');

export const slugTaken = (kind: ContentKind | TaxonomyKind) => {
  const message = `This slug is already used by another ${kind}`;
  return new ApiError(409, 'SLUG_TAKEN', message, { slug: message });
};

/** A name the slug rule reduces to nothing (Arabic script, only symbols) and no slug given. */
export const slugNeeded = (field: string) =>
  invalid(field, 'Please enter a slug: the name has no letters a-z or digits to make one from');

export const unknownCategory = () => invalid('category_id', 'Unknown category');
export const unknownTags = (ids: string[]) => invalid('tag_ids', `Unknown tag: ${ids.join(', ')}`);
export const tooManyTags = (max: number) => invalid('tag_ids', `A post can have at most ${max} tags`);
export const unknownParent = (kind: 'page' | 'category') => invalid('parent_id', `Unknown parent ${kind}`);

export const parentCycle = (kind: 'page' | 'category') =>
  invalid(
    'parent_id',
    kind === 'page'
      ? 'A page cannot be placed under itself or one of its own subpages'
      : 'A category cannot be placed under itself or one of its own subcategories',
  );
