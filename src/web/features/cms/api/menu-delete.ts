import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCmsDeleted } from '../../../../shared/cms/cms-contract';
import { api } from '../../../lib/api-client';
import { MENUS_KEY } from './menu-keys';

/** DELETE /api/cms/menus/:id: the menu and its items. */
export function deleteMenu(id: string): Promise<TCmsDeleted> {
  return api.delete<TCmsDeleted>(`/api/cms/menus/${encodeURIComponent(id)}`);
}

export function useDeleteMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMenu,
    onSettled: () => queryClient.invalidateQueries({ queryKey: MENUS_KEY }),
  });
}
