import { useQuery } from '@tanstack/react-query';
import type { TPage, TPost } from '../../../../shared/cms/cms-contract';
import { api } from '../../../lib/api-client';
import { contentItemKey, contentPath, type TContentKind } from './admin-cms-keys';

export type TItemOf<K extends TContentKind> = K extends 'posts' ? TPost : TPage;

/** GET /api/cms/posts/:id or /api/cms/pages/:id: the whole item, content included (the editor). */
export function getContent<K extends TContentKind>(kind: K, id: string): Promise<TItemOf<K>> {
  return api.get<TItemOf<K>>(contentPath(kind, id));
}

export function useContent<K extends TContentKind>(kind: K, id: string | undefined) {
  return useQuery({
    queryKey: contentItemKey(kind, id ?? ''),
    queryFn: () => getContent(kind, id ?? ''),
    enabled: id !== undefined,
  });
}
