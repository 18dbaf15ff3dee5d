import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TCategory,
  TCategoryInput,
  TCmsDeleted,
  TTag,
  TTagInput,
} from '../../../../shared/cms/cms-contract';
import { api } from '../../../lib/api-client';
import { refreshCms } from './admin-save-content';

export type TTaxonomyKind = 'categories' | 'tags';
type TSaveOf<K extends TTaxonomyKind> = K extends 'categories'
  ? { id: string | null; body: TCategoryInput }
  : { id: string | null; body: TTagInput };
type TTermOf<K extends TTaxonomyKind> = K extends 'categories' ? TCategory : TTag;

const path = (kind: TTaxonomyKind, id?: string) =>
  id === undefined ? `/api/cms/${kind}` : `/api/cms/${kind}/${encodeURIComponent(id)}`;

/** POST /api/cms/categories|tags (id null) or PUT /api/cms/categories|tags/:id. */
export function saveTerm<K extends TTaxonomyKind>(kind: K, { id, body }: TSaveOf<K>): Promise<TTermOf<K>> {
  return id === null ? api.post<TTermOf<K>>(path(kind), body) : api.put<TTermOf<K>>(path(kind, id), body);
}

/** DELETE /api/cms/categories|tags/:id (its posts keep no category, or lose the tag). */
export function deleteTerm(kind: TTaxonomyKind, id: string): Promise<TCmsDeleted> {
  return api.delete<TCmsDeleted>(path(kind, id));
}

export function useSaveTerm<K extends TTaxonomyKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: TSaveOf<K>) => saveTerm(kind, save),
    onSettled: () => refreshCms(queryClient),
  });
}

export function useDeleteTerm(kind: TTaxonomyKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteTerm(kind, id),
    onSettled: () => refreshCms(queryClient),
  });
}
