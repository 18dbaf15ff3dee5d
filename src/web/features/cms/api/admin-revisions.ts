import { useQuery } from '@tanstack/react-query';
import type { TRevisionList } from '../../../../shared/cms/cms-contract';
import { api } from '../../../lib/api-client';
import { contentPath, revisionsKey, type TContentKind } from './admin-cms-keys';

/** GET /api/cms/posts|pages/:id/revisions: the last revisions kept, newest first. */
export function getRevisions(kind: TContentKind, id: string): Promise<TRevisionList> {
  return api.get<TRevisionList>(`${contentPath(kind, id)}/revisions`);
}

export function useRevisions(kind: TContentKind, id: string) {
  return useQuery({ queryKey: revisionsKey(kind, id), queryFn: () => getRevisions(kind, id) });
}
