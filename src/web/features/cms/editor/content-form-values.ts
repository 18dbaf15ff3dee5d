import { z } from 'zod';
import {
  ZPageInput,
  ZPostInput,
  type TPage,
  type TPageInput,
  type TPageTemplate,
  type TPost,
  type TPostInput,
} from '../../../../shared/cms/cms-contract';
import type { TContentKind } from '../api/admin-cms-keys';

/** What the editor's inputs hold: text as typed, '' for none; one shape for posts and pages. */
export type TContentFormValues = {
  title: string;
  slug: string;
  content: string;
  excerpt: string;
  featured_image_url: string;
  /** A datetime-local value (the admin's own clock), '' for none. */
  published_at: string;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  category_id: string;
  tag_ids: string[];
  new_tags: string[];
  is_featured: boolean;
  allow_comments: boolean;
  parent_id: string;
  template: TPageTemplate;
  display_order: string;
  is_homepage: boolean;
  show_in_menu: boolean;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as the datetime-local input shows it, in the browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value as the ISO instant the API takes; a value that is no date goes as typed (refused). */
export function fromLocalInput(local: string): string | null {
  if (local.trim() === '') return null;
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? local : d.toISOString();
}

export const isFutureLocal = (local: string, now = Date.now()) => {
  const iso = fromLocalInput(local);
  return iso !== null && iso !== local && new Date(iso).getTime() > now;
};

export function formValuesFrom(item: TPost | TPage | null): TContentFormValues {
  const post = item && 'tags' in item ? item : null;
  const page = item && 'template' in item ? item : null;
  return {
    title: item?.title ?? '',
    slug: item?.slug ?? '',
    content: item?.content ?? '',
    excerpt: item?.excerpt ?? '',
    featured_image_url: item?.featured_image_url ?? '',
    published_at: toLocalInput(item?.published_at ?? null),
    meta_title: item?.meta_title ?? '',
    meta_description: item?.meta_description ?? '',
    meta_keywords: item?.meta_keywords ?? '',
    category_id: post?.category?.id ?? '',
    tag_ids: post?.tags.map((tag) => tag.id) ?? [],
    new_tags: [],
    is_featured: post?.is_featured ?? false,
    allow_comments: post?.allow_comments ?? true,
    parent_id: page?.parent_id ?? '',
    template: page?.template ?? 'default',
    display_order: String(page?.display_order ?? 0),
    is_homepage: page?.is_homepage ?? false,
    show_in_menu: page?.show_in_menu ?? true,
  };
}

const ZFormValues = z.object({
  title: z.string(),
  slug: z.string(),
  content: z.string(),
  excerpt: z.string(),
  featured_image_url: z.string(),
  published_at: z.string(),
  meta_title: z.string(),
  meta_description: z.string(),
  meta_keywords: z.string(),
  category_id: z.string(),
  tag_ids: z.array(z.string()),
  new_tags: z.array(z.string()),
  is_featured: z.boolean(),
  allow_comments: z.boolean(),
  parent_id: z.string(),
  template: z.string(),
  display_order: z.string(),
  is_homepage: z.boolean(),
  show_in_menu: z.boolean(),
});

const common = (v: TContentFormValues) => ({
  title: v.title,
  slug: v.slug,
  content: v.content,
  excerpt: v.excerpt,
  featured_image_url: v.featured_image_url,
  published_at: fromLocalInput(v.published_at),
  meta_title: v.meta_title,
  meta_description: v.meta_description,
  meta_keywords: v.meta_keywords,
});

/**
 * The form's values, turned into the API's body, then checked by the shared contract schema itself
 * (ZPostInput / ZPageInput): the web refuses exactly what the server would. Its issues keep the API's
 * field names, which are the form's. The status is the pressed button's, added when saving.
 */
export const ZPostForm = ZFormValues.transform((v): TPostInput => ({
  ...common(v as TContentFormValues),
  category_id: v.category_id === '' ? null : v.category_id,
  tag_ids: v.tag_ids,
  new_tags: v.new_tags,
  is_featured: v.is_featured,
  allow_comments: v.allow_comments,
})).pipe(ZPostInput);

export const ZPageForm = ZFormValues.transform((v): TPageInput => ({
  ...common(v as TContentFormValues),
  parent_id: v.parent_id === '' ? null : v.parent_id,
  template: v.template as TPageTemplate,
  display_order: v.display_order,
  is_homepage: v.is_homepage,
  show_in_menu: v.show_in_menu,
})).pipe(ZPageInput);

export type TContentBody = z.output<typeof ZPostForm> | z.output<typeof ZPageForm>;

export const formSchemaFor = (kind: TContentKind) => (kind === 'posts' ? ZPostForm : ZPageForm);

/** The fields whose absence the spec answers with one toast instead of a text under each. */
export const REQUIRED_FIELDS = ['title', 'slug', 'content'] as const;

export const FORM_FIELDS = Object.keys(ZFormValues.shape) as (keyof TContentFormValues)[];
