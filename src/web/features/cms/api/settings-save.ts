import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSetting, TSettingsAnswer } from '../../../../shared/cms/settings-contract';
import { api } from '../../../lib/api-client';
import { CMS_SETTINGS_KEY } from './settings-keys';

export type TSettingSave = { key: string; value: string };

/** PUT /api/cms/settings/:key { value }: answers the saved setting (400 when the value does not fit its type). */
export function saveSetting({ key, value }: TSettingSave): Promise<TSetting> {
  return api.put<TSetting>(`/api/cms/settings/${encodeURIComponent(key)}`, { value });
}

/** The saved setting replaces its old self in the list (no reload: the other fields keep their drafts). */
export function useSaveSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSetting,
    onSuccess: (saved) =>
      queryClient.setQueryData<TSettingsAnswer>(CMS_SETTINGS_KEY, (answer) =>
        answer
          ? {
              groups: answer.groups.map((group) => ({
                ...group,
                settings: group.settings.map((setting) => (setting.key === saved.key ? saved : setting)),
              })),
            }
          : answer,
      ),
  });
}
