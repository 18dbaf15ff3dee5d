import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TBlogList } from '../../../../shared/cms/blog-contract';
import { blogQueryString, type TBlogListParams } from '../../../../shared/cms/blog-query';
import { api } from '../../../lib/api-client';
import { publicCmsKeys } from './public-cms-keys';

/** GET /api/blog?search=&category=&page= */
export const getBlogList = (params: TBlogListParams) =>
  api.get<TBlogList>(`/api/blog${blogQueryString(params)}`);

export const blogListQueryOptions = (params: TBlogListParams) =>
  queryOptions({
    queryKey: publicCmsKeys.list(params),
    queryFn: () => getBlogList(params),
    staleTime: 60_000,
  });

/** A page of the blog; the previous page stays on screen while the next one loads. */
export const useBlogList = (params: TBlogListParams) =>
  useQuery({ ...blogListQueryOptions(params), placeholderData: keepPreviousData });
