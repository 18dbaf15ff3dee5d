import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TModerationItem } from '../../../../../shared/safety/moderation-contract';
import { api } from '../../../../lib/api-client';
import { moderationItemPath } from './get-moderation-item';
import { useItemAnswer } from './use-item-answer';

/** POST /api/moderation/items/:id/release: another moderator may take it. */
export function releaseModerationItem(id: string): Promise<TModerationItem> {
  return api.post<TModerationItem>(`${moderationItemPath(id)}/release`);
}

export function useReleaseModerationItem(id: string) {
  const { t } = useTranslation('moderation');
  const answer = useItemAnswer(id);
  return useMutation({
    mutationFn: () => releaseModerationItem(id),
    onSuccess: answer.onSuccess,
    onError: (error) => answer.onConflict(error, t('item.releaseFailed')),
  });
}
