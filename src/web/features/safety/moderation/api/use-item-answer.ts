import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { TModerationItem } from '../../../../../shared/safety/moderation-contract';
import { ApiError } from '../../../../lib/api-client';
import { moderationItemQueryOptions } from './get-moderation-item';
import { MODERATION_QUERY_KEY, moderationItemKey } from './moderation-keys';

/**
 * What every claim, release and decision does with the server's answer: the item's cache takes the
 * new state and the queue lists reload. A 409 means the item moved on meanwhile: it is read again,
 * and CLAIMED_BY_OTHER names who holds it.
 */
export function useItemAnswer(id: string) {
  const { t } = useTranslation('moderation');
  const queryClient = useQueryClient();
  return {
    onSuccess: (item: TModerationItem) => {
      queryClient.setQueryData(moderationItemKey(id), item);
      void queryClient.invalidateQueries({ queryKey: [...MODERATION_QUERY_KEY, 'queue'] });
    },
    onConflict: async (error: unknown, fallback: string) => {
      if (!(error instanceof ApiError) || error.status !== 409) {
        const description = error instanceof ApiError && error.status < 500 ? error.message : undefined;
        toast.error(fallback, description ? { description } : undefined);
        return;
      }
      const fresh = await queryClient
        .fetchQuery({ ...moderationItemQueryOptions(id), staleTime: 0 })
        .catch(() => null);
      void queryClient.invalidateQueries({ queryKey: [...MODERATION_QUERY_KEY, 'queue'] });
      if (error.code === 'CLAIMED_BY_OTHER' && fresh?.claim)
        toast.error(t('item.claimedBy', { name: fresh.claim.by_name }));
      else toast.error(error.message);
    },
  };
}
