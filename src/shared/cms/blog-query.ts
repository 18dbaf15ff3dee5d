/**
 * The public blog's list parameters read from a URL's query string, the same way on both sides (no
 * zod: the web imports this in a visitor's chunk). The server renders /blog from this reading and the
 * web app keys its cache with it, so a server-rendered list hydrates without asking again.
 */
export type TBlogListParams = { search?: string; category?: string; page: number };

export const BLOG_SEARCH_MAX = 100;
export const BLOG_CATEGORY_MAX = 120;
export const BLOG_PAGE_MAX = 1_000;

const text = (value: string | null, max: number): string | undefined => {
  const trimmed = value?.trim().slice(0, max);
  return trimmed ? trimmed : undefined;
};

/** search and category trimmed (empty = none), page an integer 1..1000 (anything else = 1). */
export function blogParamsFrom(params: URLSearchParams): TBlogListParams {
  const page = Number(params.get('page') ?? '1');
  const out: TBlogListParams = {
    page: Number.isInteger(page) && page >= 1 && page <= BLOG_PAGE_MAX ? page : 1,
  };
  const search = text(params.get('search'), BLOG_SEARCH_MAX);
  const category = text(params.get('category'), BLOG_CATEGORY_MAX);
  if (search) out.search = search;
  if (category) out.category = category;
  return out;
}

/** The query string of a list ('' for the first unfiltered page), its parameters in one order. */
export function blogQueryString(params: TBlogListParams): string {
  const query = new URLSearchParams();
  if (params.search) query.set('search', params.search);
  if (params.category) query.set('category', params.category);
  if (params.page > 1) query.set('page', String(params.page));
  const text = query.toString();
  return text ? `?${text}` : '';
}
