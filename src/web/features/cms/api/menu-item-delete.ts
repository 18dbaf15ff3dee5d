import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCmsDeleted } from '../../../../shared/cms/cms-contract';
import { api } from '../../../lib/api-client';
import { MENUS_KEY } from './menu-keys';

export type TMenuItemDelete = { menuId: string; id: string };

/** DELETE /api/cms/menus/:menuId/items/:id. */
export function deleteMenuItem({ menuId, id }: TMenuItemDelete): Promise<TCmsDeleted> {
  return api.delete<TCmsDeleted>(
    `/api/cms/menus/${encodeURIComponent(menuId)}/items/${encodeURIComponent(id)}`,
  );
}

export function useDeleteMenuItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMenuItem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: MENUS_KEY }),
  });
}
