import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TReviewerSettings,
  TReviewerSettingsInput,
} from '../../../../../shared/safety/verification-contract';
import { api } from '../../../../lib/api-client';
import { REVIEW_QUERY_KEY, REVIEWER_SETTINGS_KEY } from './review-keys';

/** GET /api/moderation/me: the gender I recorded as a reviewer. */
export function getReviewerSettings(): Promise<TReviewerSettings> {
  return api.get<TReviewerSettings>('/api/moderation/me');
}

/** PUT /api/moderation/me: record it (who may review a member who asked for a woman). */
export function saveReviewerSettings(input: TReviewerSettingsInput): Promise<TReviewerSettings> {
  return api.put<TReviewerSettings>('/api/moderation/me', input);
}

export const reviewerSettingsQueryOptions = queryOptions({
  queryKey: REVIEWER_SETTINGS_KEY,
  queryFn: getReviewerSettings,
});

export function useReviewerSettings() {
  return useQuery(reviewerSettingsQueryOptions);
}

/** Saving changes what the queue and every request say I may review: they reload. */
export function useSaveReviewerSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReviewerSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(REVIEWER_SETTINGS_KEY, settings);
      void queryClient.invalidateQueries({
        queryKey: REVIEW_QUERY_KEY,
        predicate: (query) => query.queryKey[1] !== 'me',
      });
    },
  });
}
