import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TPageInput, TPostInput } from '../../../../shared/cms/cms-contract';
import { api } from '../../../lib/api-client';
import { CMS_ADMIN_KEY, contentItemKey, contentPath, type TContentKind } from './admin-cms-keys';
import type { TItemOf } from './admin-get-content';

export type TInputOf<K extends TContentKind> = K extends 'posts' ? TPostInput : TPageInput;
export type TContentSave<K extends TContentKind> = { id: string | null; body: TInputOf<K> };

/** POST /api/cms/posts|pages (id null) or PUT /api/cms/posts|pages/:id: the whole item. */
export function saveContent<K extends TContentKind>(
  kind: K,
  { id, body }: TContentSave<K>,
): Promise<TItemOf<K>> {
  return id === null
    ? api.post<TItemOf<K>>(contentPath(kind), body)
    : api.put<TItemOf<K>>(contentPath(kind, id), body);
}

/** Lists, the dashboard, categories' and tags' counts all may change: the whole CMS cache reloads. */
export function refreshCms(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: CMS_ADMIN_KEY });
}

/** The toasts are the caller's: it knows whether it created or updated. */
export function useSaveContent<K extends TContentKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: TContentSave<K>) => saveContent(kind, save),
    onSuccess: (item) => {
      queryClient.setQueryData(contentItemKey(kind, item.id), item);
      void refreshCms(queryClient);
    },
  });
}
