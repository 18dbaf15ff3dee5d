import {
  ZMenuItemInput,
  type TAdminMenuItem,
  type TMenuItemInput,
  type TMenuLinkType,
} from '../../../../shared/cms/menus-contract';
import type { TMenuTarget } from '../../../../shared/site/site-contract';

/** What the item form edits: every link field is kept while the type changes; only one is sent. */
export type TMenuItemFormValues = {
  title: string;
  link_type: TMenuLinkType;
  url: string;
  page_id: string;
  post_id: string;
  parent_id: string;
  target: TMenuTarget;
  css_class: string;
  is_active: boolean;
};

export function initialItemValues(item: TAdminMenuItem | null): TMenuItemFormValues {
  return {
    title: item?.title ?? '',
    link_type: item?.link_type ?? 'custom',
    url: item?.url ?? '',
    page_id: item?.page?.id ?? '',
    post_id: item?.post?.id ?? '',
    parent_id: item?.parent_id ?? '',
    target: item?.target ?? '_self',
    css_class: item?.css_class ?? '',
    is_active: item?.is_active ?? true,
  };
}

/** The request body: the chosen link type's target only (spec §5); parent '' is the top level. */
export function itemPayload(values: TMenuItemFormValues): TMenuItemInput {
  const link =
    values.link_type === 'custom'
      ? { url: values.url.trim() || undefined }
      : values.link_type === 'page'
        ? { page_id: values.page_id || undefined }
        : { post_id: values.post_id || undefined };
  return {
    title: values.title,
    link_type: values.link_type,
    ...link,
    parent_id: values.parent_id === '' ? null : values.parent_id,
    target: values.target,
    css_class: values.css_class,
    is_active: values.is_active,
  };
}

/** The contract's own check, before the request: field -> message (or none). */
export function itemProblems(payload: TMenuItemInput): Partial<Record<keyof TMenuItemFormValues, string>> {
  const result = ZMenuItemInput.safeParse(payload);
  if (result.success) return {};
  const problems: Partial<Record<keyof TMenuItemFormValues, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof TMenuItemFormValues | undefined;
    if (field && !problems[field]) problems[field] = issue.message;
  }
  return problems;
}
