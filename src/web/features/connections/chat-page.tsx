import { useQueryClient } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { PageLoading } from '../../components/ui/page-loading';
import { useConnection } from '../../entities/connection/get-connection';
import { ReconnectingStrip } from '../../entities/conversation/reconnecting-strip';
import { ReportDialog } from '../../entities/member-safety/report-dialog';
import { UpgradePrompt } from '../../entities/membership/upgrade-prompt';
import { useFeatureAccess } from '../../entities/membership/use-feature-access';
import { useAuth } from '../../lib/auth';
import { loadOlderMessages, useConversation } from './api/get-messages';
import { useSendMessage } from './api/send-message';
import { ChatHeader } from './chat/chat-header';
import { chatItems } from './chat/chat-items';
import { Composer } from './chat/composer';
import { GuardianBanner } from './chat/guardian-banner';
import { MessageList } from './chat/message-list';
import { ReceiptsHint } from './chat/receipts-hint';
import { useChatGuard } from './chat/use-chat-guard';
import { useMarkRead } from './chat/use-mark-read';
import { useOutbox } from './chat/use-outbox';
import { partnerName } from './partner';

/** /chat/:connectionId?with=:userId (spec): one conversation, live, no footer. */
export function ChatPage() {
  const { t } = useTranslation('connections');
  const { connectionId = '' } = useParams();
  const [params] = useSearchParams();
  const { user } = useAuth();
  const meId = user?.id ?? '';
  const queryClient = useQueryClient();
  const connection = useConnection(connectionId);
  const conversation = useConversation(connectionId);
  const problem = useChatGuard(conversation.error ?? connection.error);
  const { mutateAsync } = useSendMessage();
  const outbox = useOutbox(connectionId, mutateAsync);
  const [loadingOlder, setLoadingOlder] = useState(false);
  useMarkRead(connectionId, meId, conversation.data?.messages);
  const receipts = useFeatureAccess('read_receipts');
  const navigate = useNavigate();
  // Report beside a safety notice: one dialog for the conversation, opened with 'scam' chosen.
  const [reporting, setReporting] = useState(false);
  const leave = useCallback(() => void navigate('/messages', { replace: true }), [navigate]);

  const partner = connection.data?.other ?? null;
  const partnerId = partner?.user_id ?? params.get('with');
  const name = partner ? partnerName(partner, t('messages.unnamed')) : '';
  const messages = conversation.data?.messages;
  const items = useMemo(
    () => chatItems(messages ?? [], outbox.drafts, meId),
    [messages, outbox.drafts, meId],
  );

  // A ref, not the state: several scroll events can ask before the next render.
  const olderInFlight = useRef(false);
  const loadOlder = useCallback(() => {
    if (olderInFlight.current) return;
    olderInFlight.current = true;
    setLoadingOlder(true);
    loadOlderMessages(queryClient, connectionId)
      .catch(() => toast.error(t('chat.loadFailed')))
      .finally(() => {
        olderInFlight.current = false;
        setLoadingOlder(false);
      });
  }, [queryClient, connectionId, t]);

  const ready = conversation.isSuccess && connection.isSuccess;
  const last = items.at(-1);
  const receiptsHint = ready && receipts === 'locked' && last?.mine === true && last.state === 'sent';
  return (
    <div className="flex min-h-0 flex-1 flex-col bg-background">
      <ChatHeader partner={partner} partnerId={partnerId} name={name} onBlocked={leave} />
      {connection.data ? <GuardianBanner connection={connection.data} name={name} /> : null}
      {ready ? (
        <MessageList
          items={items}
          partnerName={name}
          hasOlder={conversation.data.hasOlder}
          loadingOlder={loadingOlder}
          onLoadOlder={loadOlder}
          onRetry={(clientId) => void outbox.retry(clientId)}
          onReport={() => setReporting(true)}
        />
      ) : problem === 'failed' ? (
        <div role="alert" className="grid flex-1 place-content-center justify-items-center gap-3 p-6">
          <p className="text-muted-foreground">{t('chat.loadFailed')}</p>
          <Button
            variant="outline"
            onClick={() => void Promise.all([conversation.refetch(), connection.refetch()])}
          >
            <RotateCw aria-hidden="true" />
            {t('chat.retry')}
          </Button>
        </div>
      ) : (
        <PageLoading label={t('chat.loading')} />
      )}
      <ReconnectingStrip label={t('chat.reconnecting')} />
      {receiptsHint ? <ReceiptsHint /> : null}
      {ready && outbox.refusal ? (
        <div className="border-t border-border bg-card px-3 pt-3 sm:px-6">
          <UpgradePrompt error={outbox.refusal} className="mx-auto max-w-3xl" />
        </div>
      ) : null}
      {ready ? <Composer partnerName={name} sending={outbox.sending} onSend={outbox.submit} /> : null}
      {partner ? (
        <ReportDialog
          userId={partner.user_id}
          name={name}
          open={reporting}
          onOpenChange={setReporting}
          defaultReason="scam"
          onBlocked={leave}
        />
      ) : null}
    </div>
  );
}
