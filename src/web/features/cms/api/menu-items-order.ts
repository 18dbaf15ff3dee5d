import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminMenuItem, TAdminMenuItemList } from '../../../../shared/cms/menus-contract';
import { api } from '../../../lib/api-client';
import { menuItemsKey } from './menu-keys';

/** The items in their new order, renumbered 1..n (spec §4: move, renumber from 1, save). */
export function renumbered(items: TAdminMenuItem[]): TAdminMenuItem[] {
  return items.map((item, index) => ({ ...item, display_order: index + 1 }));
}

/** Moves the item at `from` to `to` (indices in the list as shown). */
export function moveItem(items: TAdminMenuItem[], from: number, to: number): TAdminMenuItem[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return renumbered(next);
}

export type TMenuItemsOrder = { menuId: string; items: TAdminMenuItem[] };

/** PUT /api/cms/menus/:menuId/items/order { item_ids }: one request with every item, in order. */
export function saveMenuItemsOrder({ menuId, items }: TMenuItemsOrder): Promise<unknown> {
  return api.put(`/api/cms/menus/${encodeURIComponent(menuId)}/items/order`, {
    item_ids: items.map((item) => item.id),
  });
}

/**
 * The new order shows at once (the cache holds it); a failure reloads the list from the server.
 * The toasts are the caller's.
 */
export function useSaveMenuItemsOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMenuItemsOrder,
    onMutate: async ({ menuId, items }) => {
      await queryClient.cancelQueries({ queryKey: menuItemsKey(menuId) });
      queryClient.setQueryData<TAdminMenuItemList>(menuItemsKey(menuId), (old) =>
        old ? { ...old, items } : old,
      );
    },
    onError: (_error, { menuId }) => queryClient.invalidateQueries({ queryKey: menuItemsKey(menuId) }),
  });
}
