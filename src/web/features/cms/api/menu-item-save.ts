import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminMenuItem, TMenuItemInput } from '../../../../shared/cms/menus-contract';
import { api } from '../../../lib/api-client';
import { MENUS_KEY } from './menu-keys';

export type TMenuItemSave = { menuId: string; id: string | null; values: TMenuItemInput };

const itemsPath = (menuId: string) => `/api/cms/menus/${encodeURIComponent(menuId)}/items`;

/** POST /api/cms/menus/:menuId/items (id null) or PUT …/items/:id. */
export function saveMenuItem({ menuId, id, values }: TMenuItemSave): Promise<TAdminMenuItem> {
  return id === null
    ? api.post<TAdminMenuItem>(itemsPath(menuId), values)
    : api.put<TAdminMenuItem>(`${itemsPath(menuId)}/${encodeURIComponent(id)}`, values);
}

/** The menus list counts items, so it reloads with them. */
export function useSaveMenuItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMenuItem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: MENUS_KEY }),
  });
}
