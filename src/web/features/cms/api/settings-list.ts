import { useQuery } from '@tanstack/react-query';
import type { TSettingsAnswer } from '../../../../shared/cms/settings-contract';
import { api } from '../../../lib/api-client';
import { CMS_SETTINGS_KEY } from './settings-keys';

/** GET /api/cms/settings: groups in the contract's order, settings by display_order. */
export function getSettings(): Promise<TSettingsAnswer> {
  return api.get<TSettingsAnswer>('/api/cms/settings');
}

export function useSettings() {
  return useQuery({ queryKey: CMS_SETTINGS_KEY, queryFn: getSettings });
}
