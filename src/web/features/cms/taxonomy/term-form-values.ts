import { z } from 'zod';
import {
  ZCategoryInput,
  ZTagInput,
  type TCategory,
  type TCategoryInput,
  type TTag,
  type TTagInput,
} from '../../../../shared/cms/cms-contract';
import type { TTaxonomyKind } from '../api/admin-save-taxonomy';

export type TTermFormValues = { name: string; slug: string; description: string; is_active: boolean };

export const termValuesFrom = (term: TCategory | TTag | null): TTermFormValues => ({
  name: term?.name ?? '',
  slug: term?.slug ?? '',
  description: term?.description ?? '',
  is_active: term && 'is_active' in term ? term.is_active : true,
});

const ZTermValues = z.object({
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  is_active: z.boolean(),
});
const slugOrNone = (slug: string) => (slug.trim() === '' ? undefined : slug.trim());

/** The form's values as the API's body, checked by the shared schema (an empty slug: made from the name). */
export const ZCategoryForm = ZTermValues.transform((v): TCategoryInput => ({
  name: v.name,
  slug: slugOrNone(v.slug),
  description: v.description,
  is_active: v.is_active,
})).pipe(ZCategoryInput);

export const ZTagForm = ZTermValues.transform((v): TTagInput => ({
  name: v.name,
  slug: slugOrNone(v.slug),
  description: v.description,
})).pipe(ZTagInput);

export type TTermBody = z.output<typeof ZCategoryForm> | z.output<typeof ZTagForm>;
export const termSchemaFor = (kind: TTaxonomyKind) => (kind === 'categories' ? ZCategoryForm : ZTagForm);
