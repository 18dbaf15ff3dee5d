import { useQuery } from '@tanstack/react-query';
import type { TListPage, TPageSummary, TPostSummary } from '../../../../shared/cms/cms-contract';
import { api } from '../../../lib/api-client';
import { menuLinkChoicesKey } from './menu-keys';

type Choices<K> = K extends 'pages' ? TListPage<TPageSummary> : TListPage<TPostSummary>;

/** GET /api/cms/pages or /api/cms/posts, the first 100 (the most the server gives at once). */
export function getMenuLinkChoices<K extends 'pages' | 'posts'>(kind: K): Promise<Choices<K>> {
  return api.get<Choices<K>>(`/api/cms/${kind}?page_size=100`);
}

/** Loaded only while the item form wants them (its link type is page or post). */
export function useMenuLinkChoices<K extends 'pages' | 'posts'>(kind: K, enabled: boolean) {
  return useQuery({
    queryKey: menuLinkChoicesKey(kind),
    queryFn: () => getMenuLinkChoices(kind),
    enabled,
    staleTime: 60_000,
  });
}
