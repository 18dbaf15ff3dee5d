import type { TBlogListParams } from '../../../../shared/cms/blog-query';

/** The public blog's and CMS pages' cache keys (the server-rendered page fills the same ones). */
export const publicCmsKeys = {
  all: ['blog'] as const,
  list: (params: TBlogListParams) => ['blog', 'list', params] as const,
  post: (slug: string) => ['blog', 'post', slug] as const,
  page: (slug: string) => ['cms-page', slug] as const,
};
