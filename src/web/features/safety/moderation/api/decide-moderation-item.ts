import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type {
  TModerationDecisionInput,
  TModerationItem,
} from '../../../../../shared/safety/moderation-contract';
import { api, ApiError } from '../../../../lib/api-client';
import { moderationItemPath } from './get-moderation-item';
import { useItemAnswer } from './use-item-answer';

/** POST /api/moderation/items/:id/decision: only by the moderator holding the claim. */
export function decideModerationItem(id: string, input: TModerationDecisionInput): Promise<TModerationItem> {
  return api.post<TModerationItem>(`${moderationItemPath(id)}/decision`, input);
}

/** Field errors go under the form's fields (decision-form.tsx); anything else is said in a toast. */
export function useDecideModerationItem(id: string) {
  const { t } = useTranslation('moderation');
  const answer = useItemAnswer(id);
  return useMutation({
    mutationFn: (input: TModerationDecisionInput) => decideModerationItem(id, input),
    onSuccess: answer.onSuccess,
    onError: (error) => {
      if (error instanceof ApiError && error.fields) return;
      return answer.onConflict(error, t('decide.failed'));
    },
  });
}
