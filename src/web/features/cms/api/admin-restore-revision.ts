import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contentItemKey, contentPath, type TContentKind } from './admin-cms-keys';
import type { TItemOf } from './admin-get-content';
import { refreshCms } from './admin-save-content';

/** POST /api/cms/posts|pages/:id/revisions/:revisionId/restore: answers the item as restored. */
export function restoreRevision<K extends TContentKind>(kind: K, id: string, revisionId: string) {
  return api.post<TItemOf<K>>(`${contentPath(kind, id)}/revisions/${encodeURIComponent(revisionId)}/restore`);
}

export function useRestoreRevision<K extends TContentKind>(kind: K, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (revisionId: string) => restoreRevision(kind, id, revisionId),
    onSuccess: (item) => {
      queryClient.setQueryData(contentItemKey(kind, id), item);
      void refreshCms(queryClient);
    },
  });
}
