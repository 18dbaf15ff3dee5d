import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TVerificationDetail } from '../../../../../shared/safety/verification-contract';
import { api } from '../../../../lib/api-client';
import { verificationPath } from './get-verification';
import { useReviewAnswer } from './use-review-answer';

/** POST /api/moderation/verifications/:id/release: another reviewer may take it. */
export function releaseVerification(id: string): Promise<TVerificationDetail> {
  return api.post<TVerificationDetail>(`${verificationPath(id)}/release`);
}

export function useReleaseVerification(id: string) {
  const { t } = useTranslation('verification-review');
  const answer = useReviewAnswer(id);
  return useMutation({
    mutationFn: () => releaseVerification(id),
    onSuccess: answer.onSuccess,
    onError: (error) => answer.onConflict(error, t('item.releaseFailed')),
  });
}
