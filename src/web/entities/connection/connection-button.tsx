import { Clock, MessageCircle, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { cn } from '../../lib/cn';
import { isPlanRefusal } from '../membership/plan-refusal';
import { UpgradePrompt } from '../membership/upgrade-prompt';
import { AnswerButtons } from './answer-buttons';
import { chatPath, connectionState } from './connection-state';
import { useConnectionWith } from './get-connection-with';
import { useRequestConnection } from './request-connection';

type ConnectionButtonProps = {
  userId: string;
  name: string;
  /** 'profile': Message opens the chat; 'card' (/matches): Chat, announced with a toast first. */
  context: 'profile' | 'card';
  className?: string;
};

/**
 * Connect, Request Sent (disabled), Accept / Decline, Message or Chat: whichever fits the connection
 * with this member (batched GET /api/connections/with?user_ids=, kept live by realtime-sync.ts).
 * Nothing for visitors or on one's own profile.
 */
export function ConnectionButton({ userId, name, context, className }: ConnectionButtonProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const mine = user?.id === userId;
  const query = useConnectionWith(userId, Boolean(user) && !mine);
  if (!user || mine) return null;

  if (query.isPending) {
    return (
      <span role="status" className={cn('inline-flex', className)}>
        <Skeleton className="h-10 w-full min-w-28" />
        <span className="sr-only">{t('connection.checking')}</span>
      </span>
    );
  }
  // A failed look-up offers Connect: the server answers 409 if a connection exists after all.
  const connection = query.data ?? null;
  const state = connectionState(connection);

  if (state === 'none') return <ConnectButton userId={userId} className={className} />;
  if (state === 'sent' || state === 'declined') {
    return (
      <Button variant="secondary" disabled className={className}>
        <Clock aria-hidden="true" />
        {t(state === 'sent' ? 'connection.requestSent' : 'connection.declined')}
      </Button>
    );
  }
  if (!connection) return null;
  if (state === 'received') {
    return <AnswerButtons connectionId={connection.id} name={name} className={className} />;
  }
  return (
    <ChatButton to={chatPath(connection.id, userId)} name={name} context={context} className={className} />
  );
}

function ConnectButton({ userId, className }: { userId: string; className?: string | undefined }) {
  const { t } = useTranslation();
  const request = useRequestConnection();
  const { refetch } = useConnectionWith(userId);

  function connect() {
    request.mutate(userId, {
      onSuccess: () => void toast.success(t('connection.sent')),
      onError: (error) => {
        // The plan refused (no contact credits left): the prompt below the button says so and offers plans.
        if (isPlanRefusal(error)) return;
        if (error instanceof ApiError && error.status === 409) {
          toast.error(t('connection.exists'));
          void refetch();
        } else if (error instanceof ApiError && error.status === 401) {
          toast.error(t('connection.signInNeeded'));
        } else {
          // A 400 or 429 says why ('Complete your profile first', too many requests); the title is the spec's.
          const says = error instanceof ApiError && (error.status === 400 || error.status === 429);
          const reason = says ? error.message : undefined;
          toast.error(t('connection.sendFailed'), reason ? { description: reason } : undefined);
        }
      },
    });
  }

  // The mutation keeps its last error until the next try, so the prompt goes as soon as Connect is pressed again.
  const refusal = isPlanRefusal(request.error) ? request.error : null;
  return (
    <>
      <Button busy={request.isPending} onClick={connect} className={className}>
        {request.isPending ? null : <UserPlus aria-hidden="true" />}
        {t('connection.connect')}
      </Button>
      {/* A row of its own in the card's or profile's wrapping button row. */}
      {refusal ? <UpgradePrompt error={refusal} className="w-full basis-full" /> : null}
    </>
  );
}

type ChatButtonProps = {
  to: string;
  name: string;
  context: 'profile' | 'card';
  className?: string | undefined;
};

function ChatButton({ to, name, context, className }: ChatButtonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (context === 'profile') {
    return (
      <Button asChild className={className}>
        <Link to={to}>
          <MessageCircle aria-hidden="true" />
          {t('connection.message')}
        </Link>
      </Button>
    );
  }
  return (
    <Button
      className={className}
      onClick={() => {
        toast(t('connection.startingChat', { name }));
        void navigate(to);
      }}
    >
      <MessageCircle aria-hidden="true" />
      {t('connection.chat')}
    </Button>
  );
}
