import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TBoostReply,
  TPlanSettings,
  TPlanSettingsRequest,
} from '../../../../shared/membership/membership-contract';
import { api } from '../../../lib/api-client';
import { MY_MEMBERSHIP_QUERY_KEY } from '../../../entities/membership/membership-keys';

export const PLAN_SETTINGS_QUERY_KEY = ['membership', 'settings'] as const;

/** GET /api/membership/settings: private photos, incognito (as they take effect now), a running boost. */
export function usePlanSettings(enabled: boolean) {
  return useQuery({
    queryKey: PLAN_SETTINGS_QUERY_KEY,
    queryFn: () => api.get<TPlanSettings>('/api/membership/settings'),
    enabled,
  });
}

/** PUT /api/membership/settings: the answer is the settings as they now take effect. */
export function useChangePlanSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPlanSettingsRequest) => api.put<TPlanSettings>('/api/membership/settings', body),
    onSuccess: (settings) => queryClient.setQueryData(PLAN_SETTINGS_QUERY_KEY, settings),
  });
}

/** POST /api/membership/boost: spends one boost (usage changes, so my membership is reloaded too). */
export function useBoost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<TBoostReply>('/api/membership/boost'),
    onSuccess: (reply) =>
      queryClient.setQueryData<TPlanSettings>(PLAN_SETTINGS_QUERY_KEY, (old) =>
        old ? { ...old, boosted_until: reply.boosted_until } : old,
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: MY_MEMBERSHIP_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: PLAN_SETTINGS_QUERY_KEY });
    },
  });
}
