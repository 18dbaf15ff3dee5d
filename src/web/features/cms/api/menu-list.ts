import { useQuery } from '@tanstack/react-query';
import type { TAdminMenuList } from '../../../../shared/cms/menus-contract';
import { api } from '../../../lib/api-client';
import { MENUS_KEY } from './menu-keys';

/** GET /api/cms/menus: every menu, inactive ones too. */
export function getMenus(): Promise<TAdminMenuList> {
  return api.get<TAdminMenuList>('/api/cms/menus');
}

export function useMenus() {
  return useQuery({ queryKey: MENUS_KEY, queryFn: getMenus });
}
