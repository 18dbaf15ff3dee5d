import { useQuery } from '@tanstack/react-query';
import type { TCategoryList, TTagList } from '../../../../shared/cms/cms-contract';
import { api } from '../../../lib/api-client';
import { categoriesKey, tagsKey } from './admin-cms-keys';

// GET /api/cms/categories and GET /api/cms/tags: every one (an admin's taxonomy is small).

export function getCategories(): Promise<TCategoryList> {
  return api.get<TCategoryList>('/api/cms/categories');
}

export function getTags(): Promise<TTagList> {
  return api.get<TTagList>('/api/cms/tags');
}

export function useCategories() {
  return useQuery({ queryKey: categoriesKey, queryFn: getCategories });
}

export function useTags() {
  return useQuery({ queryKey: tagsKey, queryFn: getTags });
}
