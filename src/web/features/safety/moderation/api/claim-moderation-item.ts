import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TModerationItem } from '../../../../../shared/safety/moderation-contract';
import { api } from '../../../../lib/api-client';
import { moderationItemPath } from './get-moderation-item';
import { useItemAnswer } from './use-item-answer';

/** POST /api/moderation/items/:id/claim: two moderators never work the same item. */
export function claimModerationItem(id: string): Promise<TModerationItem> {
  return api.post<TModerationItem>(`${moderationItemPath(id)}/claim`);
}

export function useClaimModerationItem(id: string) {
  const { t } = useTranslation('moderation');
  const answer = useItemAnswer(id);
  return useMutation({
    mutationFn: () => claimModerationItem(id),
    onSuccess: answer.onSuccess,
    onError: (error) => answer.onConflict(error, t('item.claimFailed')),
  });
}
