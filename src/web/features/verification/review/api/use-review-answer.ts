import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { TVerificationDetail } from '../../../../../shared/safety/verification-contract';
import { ApiError } from '../../../../lib/api-client';
import { verificationQueryOptions } from './get-verification';
import { REVIEW_QUERY_KEY, reviewItemKey } from './review-keys';

/**
 * What every claim, release and decision does with the server's answer: the request's cache takes the
 * new state and the queue reloads. A 409 means it moved on meanwhile: it is read again, and the
 * server's sentence (who holds it, that it was decided) is said.
 */
export function useReviewAnswer(id: string) {
  const { t } = useTranslation('verification-review');
  const queryClient = useQueryClient();
  return {
    onSuccess: (item: TVerificationDetail) => {
      queryClient.setQueryData(reviewItemKey(id), item);
      void queryClient.invalidateQueries({ queryKey: [...REVIEW_QUERY_KEY, 'queue'] });
    },
    onConflict: async (error: unknown, fallback: string) => {
      if (!(error instanceof ApiError) || (error.status !== 409 && error.status !== 403)) {
        const description = error instanceof ApiError && error.status < 500 ? error.message : undefined;
        toast.error(fallback, description ? { description } : undefined);
        return;
      }
      await queryClient.fetchQuery({ ...verificationQueryOptions(id), staleTime: 0 }).catch(() => null);
      void queryClient.invalidateQueries({ queryKey: [...REVIEW_QUERY_KEY, 'queue'] });
      toast.error(error.message || t('decide.failed'));
    },
  };
}
