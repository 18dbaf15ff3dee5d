import { useQueryClient } from '@tanstack/react-query';
import { Check, Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { useRequestConnection } from '../../../entities/connection/request-connection';
import { isPlanRefusal } from '../../../entities/membership/plan-refusal';
import { UpgradePrompt } from '../../../entities/membership/upgrade-prompt';
import { ApiError } from '../../../lib/api-client';
import { VIEWERS_QUERY_KEY } from '../api/analytics-keys';

type SendInterestProps = { userId: string; name: string; pending: boolean };

/**
 * 'Send Interest' is a connection request (POST /api/connections, with its rules and credits); once a
 * request is waiting it shows as sent. A plan refusal shows the upgrade prompt under the row's buttons.
 */
export function SendInterestButton({ userId, name, pending }: SendInterestProps) {
  const { t } = useTranslation('analytics');
  const { t: tc } = useTranslation();
  const queryClient = useQueryClient();
  const request = useRequestConnection();
  const sent = pending || request.isSuccess;

  function send() {
    request.mutate(userId, {
      onSuccess: () => {
        toast.success(tc('connection.sent'));
        void queryClient.invalidateQueries({ queryKey: VIEWERS_QUERY_KEY });
      },
      onError: (error) => {
        if (isPlanRefusal(error)) return;
        if (error instanceof ApiError && error.status === 409) {
          toast.error(tc('connection.exists'));
          void queryClient.invalidateQueries({ queryKey: VIEWERS_QUERY_KEY });
        } else {
          // A 400 or 429 says why ('Complete your profile first', too many requests).
          const says = error instanceof ApiError && (error.status === 400 || error.status === 429);
          toast.error(tc('connection.sendFailed'), says ? { description: error.message } : undefined);
        }
      },
    });
  }

  const refusal = isPlanRefusal(request.error) ? request.error : null;
  return (
    <>
      {sent ? (
        <Button size="sm" variant="secondary" disabled aria-label={t('viewers.interestSentTo', { name })}>
          <Check aria-hidden="true" />
          {t('viewers.interestSent')}
        </Button>
      ) : (
        <Button
          size="sm"
          busy={request.isPending}
          onClick={send}
          aria-label={t('viewers.sendInterestTo', { name })}
        >
          {request.isPending ? null : <Heart aria-hidden="true" />}
          {t('viewers.sendInterest')}
        </Button>
      )}
      {refusal ? <UpgradePrompt error={refusal} className="w-full basis-full" /> : null}
    </>
  );
}
