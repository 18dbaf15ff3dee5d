import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCmsDeleted } from '../../../../shared/cms/cms-contract';
import { api } from '../../../lib/api-client';
import { contentPath, type TContentKind } from './admin-cms-keys';
import { refreshCms } from './admin-save-content';

/** DELETE /api/cms/posts/:id or /api/cms/pages/:id. */
export function deleteContent(kind: TContentKind, id: string): Promise<TCmsDeleted> {
  return api.delete<TCmsDeleted>(contentPath(kind, id));
}

export function useDeleteContent(kind: TContentKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteContent(kind, id),
    onSettled: () => refreshCms(queryClient),
  });
}
