import { useQuery } from '@tanstack/react-query';
import type { TAdminMenuItemList } from '../../../../shared/cms/menus-contract';
import { api } from '../../../lib/api-client';
import { menuItemsKey } from './menu-keys';

/** GET /api/cms/menus/:menuId/items: every item, by display_order. */
export function getMenuItems(menuId: string): Promise<TAdminMenuItemList> {
  return api.get<TAdminMenuItemList>(`/api/cms/menus/${encodeURIComponent(menuId)}/items`);
}

export function useMenuItems(menuId: string | undefined) {
  return useQuery({
    queryKey: menuItemsKey(menuId ?? ''),
    queryFn: () => getMenuItems(menuId ?? ''),
    enabled: Boolean(menuId),
    retry: false,
  });
}
