import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Eye, Radio } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { PageLoading } from '../../components/ui/page-loading';
import { ReconnectingStrip } from '../../entities/conversation/reconnecting-strip';
import { initialOf } from '../../entities/member/member-display';
import { MemberAvatar } from '../../entities/member/member-avatar';
import { ApiError } from '../../lib/api-client';
import { useRealtimeStatus } from '../../lib/realtime/realtime-provider';
import { useWardConnection } from './api/get-ward-connection';
import { loadOlderWardMessages, useWardMessages } from './api/get-ward-messages';
import { useWards } from './api/get-wards';
import { useWardLive } from './api/use-ward-live';
import { ReadOnlyMessages } from './read-only-messages';

/**
 * /guardian/wards/:memberId/chats/:connectionId (issue 23 item 5): one of the ward's conversations,
 * read-only and live. There is no message box and no action on the conversation at all.
 */
export function WardChatPage() {
  const { t } = useTranslation('guardians');
  const { memberId = '', connectionId = '' } = useParams();
  useWardLive();
  const queryClient = useQueryClient();
  const wards = useWards();
  const connection = useWardConnection(memberId, connectionId);
  const conversation = useWardMessages(memberId, connectionId);
  const realtime = useRealtimeStatus();
  const [loadingOlder, setLoadingOlder] = useState(false);
  const wardName = wards.data?.wards.find((w) => w.member_id === memberId)?.name ?? t('ward.unnamed');
  const partner = connection.data?.other;
  const partnerName = partner?.full_name?.trim() || t('ward.unnamed');
  const back = `/guardian/wards/${encodeURIComponent(memberId)}`;
  const error = conversation.error ?? connection.error;
  const status = error instanceof ApiError ? error.status : null;

  function loadOlder() {
    setLoadingOlder(true);
    loadOlderWardMessages(queryClient, memberId, connectionId)
      .catch(() => toast.error(t('chat.loadFailed')))
      .finally(() => setLoadingOlder(false));
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col bg-background">
      <div className="border-b border-border bg-card">
        <div className="mx-auto flex max-w-3xl items-center gap-2 px-2 py-2 sm:gap-3 sm:px-4">
          <Button asChild variant="ghost" size="icon" title={t('chat.back', { name: wardName })}>
            <Link to={back} aria-label={t('chat.back', { name: wardName })}>
              <ArrowLeft className="rtl:rotate-180" aria-hidden="true" />
            </Link>
          </Button>
          {partner ? (
            <MemberAvatar
              src={partner.profile_photo_thumb_url ?? partner.profile_photo_url}
              photoHidden={partner.photo_hidden}
              alt=""
              fallback={initialOf(partnerName)}
              className="size-10"
            />
          ) : null}
          <div className="grid min-w-0 flex-1">
            <h1 className="text-sm leading-tight font-semibold break-words sm:text-base">
              {t('chat.title', { ward: wardName, partner: partnerName })}
            </h1>
            {realtime === 'open' ? (
              <p className="flex items-center gap-1 text-xs text-muted-foreground">
                <Radio className="size-3.5" aria-hidden="true" />
                {t('chat.live')}
              </p>
            ) : null}
          </div>
        </div>
      </div>
      {conversation.data && connection.data ? (
        <ReadOnlyMessages
          messages={conversation.data.messages}
          wardId={memberId}
          wardName={wardName}
          partnerName={partnerName}
          hasOlder={conversation.data.hasOlder}
          loadingOlder={loadingOlder}
          onLoadOlder={loadOlder}
        />
      ) : status === 404 || status === 403 ? (
        <p role="alert" className="grid flex-1 place-content-center p-6 text-center text-muted-foreground">
          {status === 404 ? t('chat.notFound') : t('chat.notEstablished', { partner: partnerName })}
        </p>
      ) : error ? (
        <div role="alert" className="grid flex-1 place-content-center justify-items-center gap-3 p-6">
          <p className="text-muted-foreground">{t('chat.loadFailed')}</p>
          <Button
            variant="outline"
            onClick={() => void Promise.all([conversation.refetch(), connection.refetch()])}
          >
            {t('chat.retry')}
          </Button>
        </div>
      ) : (
        <PageLoading label={t('chat.loading')} />
      )}
      <ReconnectingStrip label={t('chat.reconnecting')} />
      <p className="border-t border-border bg-card px-4 py-3 text-sm text-muted-foreground">
        <span className="mx-auto flex max-w-3xl items-start gap-2">
          <Eye className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t('chat.readOnly', { ward: wardName })}
        </span>
      </p>
    </div>
  );
}
