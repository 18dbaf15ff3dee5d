import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { TConnectionAnswer } from '../../../shared/connections/connection-contract';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useAnswerConnection } from './answer-connection';

type AnswerButtonsProps = {
  connectionId: string;
  /** Who asked: names the buttons for screen readers in a list of several requests. */
  name: string;
  className?: string;
  size?: 'default' | 'sm';
};

/** Accept / Decline a request received (spec: 'Connection request {status}!'). */
export function AnswerButtons({ connectionId, name, className, size = 'default' }: AnswerButtonsProps) {
  const { t } = useTranslation();
  const answer = useAnswerConnection();
  const pending = answer.isPending ? answer.variables.status : null;

  function respond(status: TConnectionAnswer['status']) {
    answer.mutate(
      { id: connectionId, status },
      {
        onSuccess: () => void toast.success(t(`connection.answered.${status}`)),
        onError: () => void toast.error(t('connection.answerFailed')),
      },
    );
  }

  return (
    <div className={cn('flex gap-2', className)}>
      <Button
        size={size}
        className="flex-1"
        busy={pending === 'accepted'}
        disabled={answer.isPending}
        aria-label={`${t('connection.accept')}: ${name}`}
        onClick={() => respond('accepted')}
      >
        {pending === 'accepted' ? null : <Check aria-hidden="true" />}
        {t('connection.accept')}
      </Button>
      <Button
        size={size}
        variant="outline"
        className="flex-1"
        busy={pending === 'rejected'}
        disabled={answer.isPending}
        aria-label={`${t('connection.decline')}: ${name}`}
        onClick={() => respond('rejected')}
      >
        {pending === 'rejected' ? null : <X aria-hidden="true" />}
        {t('connection.decline')}
      </Button>
    </div>
  );
}
