import { Clock, MessageCircle, UserPlus } from 'lucide-react';
import { useState } from 'react';
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
import { waliFields, WaliOption, type WaliChoice } from './wali-option';

type ConnectionButtonProps = {
  userId: string;
  name: string;
  /** 'profile': Message opens the chat; 'card' (/matches): Chat, announced with a toast first. */
  context: 'profile' | 'card';
  className?: string;
  /**
   * The member's active guardian's first name (their profile says it, issue 23 item 5): on a profile
   * the notice shows before Connect is pressed, with "My wali is involved" to send along.
   */
  partnerGuardian?: string | null;
};

/**
 * Connect, Request Sent (disabled), Accept / Decline, Message or Chat: whichever fits the connection
 * with this member (batched GET /api/connections/with?user_ids=, kept live by realtime-sync.ts).
 * Nothing for visitors or on one's own profile.
 */
export function ConnectionButton({
  userId,
  name,
  context,
  className,
  partnerGuardian,
}: ConnectionButtonProps) {
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

  if (state === 'none') {
    return (
      <ConnectButton
        userId={userId}
        name={name}
        className={className}
        waliOption={context === 'profile'}
        partnerGuardian={partnerGuardian}
      />
    );
  }
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

type ConnectButtonProps = {
  userId: string;
  name: string;
  className?: string | undefined;
  /** A profile's Connect offers "My wali is involved" (a card's is one click). */
  waliOption: boolean;
  partnerGuardian?: string | null | undefined;
};

function ConnectButton({ userId, name, className, waliOption, partnerGuardian }: ConnectButtonProps) {
  const { t } = useTranslation();
  const request = useRequestConnection();
  const { refetch } = useConnectionWith(userId);
  const [wali, setWali] = useState<WaliChoice>({ involved: false, name: '' });
  const waliError = request.error instanceof ApiError ? request.error.fields?.wali_name : undefined;

  function connect() {
    const fields = waliOption ? waliFields(wali) : {};
    const body = Object.keys(fields).length > 0 ? { recipient_id: userId, ...fields } : userId;
    request.mutate(body, {
      onSuccess: () => void toast.success(t('connection.sent')),
      onError: (error) => {
        // The wali's name was refused: it says why under the field.
        if (error instanceof ApiError && error.fields?.wali_name) return;
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
      {/* Below the whole row (after Report and Block), before anything is sent. */}
      {waliOption ? (
        <WaliOption
          name={name}
          partnerGuardian={partnerGuardian}
          value={wali}
          onChange={setWali}
          error={waliError}
          className="order-last w-full basis-full pt-1"
        />
      ) : null}
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
