import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminMenu, TMenuInput } from '../../../../shared/cms/menus-contract';
import { api } from '../../../lib/api-client';
import { MENUS_KEY } from './menu-keys';

export type TMenuSave = { id: string | null; values: TMenuInput };

/** POST /api/cms/menus (id null) or PUT /api/cms/menus/:id. */
export function saveMenu({ id, values }: TMenuSave): Promise<TAdminMenu> {
  return id === null
    ? api.post<TAdminMenu>('/api/cms/menus', values)
    : api.put<TAdminMenu>(`/api/cms/menus/${encodeURIComponent(id)}`, values);
}

export function useSaveMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMenu,
    onSettled: () => queryClient.invalidateQueries({ queryKey: MENUS_KEY }),
  });
}
