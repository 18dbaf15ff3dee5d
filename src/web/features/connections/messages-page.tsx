import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useConnections } from './api/get-connections';
import { ChatList } from './messages/chat-list';
import { RequestList } from './messages/request-list';
import { PageContainer } from '../../components/ui/page-container';
import { PageHeader } from '../../components/ui/page-header';

type Tab = 'chats' | 'requests';

/** /messages (spec): 'Chats (n)' and 'Requests (n)', live; ?tab=requests opens the second tab. */
export function MessagesPage() {
  const { t } = useTranslation('connections');
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'requests' ? 'requests' : 'chats';
  const chats = useConnections('accepted');
  const requests = useConnections('pending');
  // Both answers carry the counts; whichever came in last is the freshest.
  const counts =
    (chats.dataUpdatedAt >= requests.dataUpdatedAt ? chats.data : requests.data)?.pages[0]?.counts ??
    chats.data?.pages[0]?.counts ??
    requests.data?.pages[0]?.counts;
  const failed = chats.isError || requests.isError;

  useEffect(() => {
    if (failed) toast.error(t('messages.loadFailed'));
  }, [failed, t]);

  const count = (n: number | undefined) => (n === undefined ? '…' : n.toLocaleString());

  return (
    <PageContainer>
      <PageHeader
        backLabel={t('messages.back')}
        title={t('messages.title')}
        subtitle={t('messages.subtitle')}
      />
      <Tabs
        className="min-w-0"
        value={tab}
        onValueChange={(value) =>
          setParams(value === 'requests' ? { tab: 'requests' } : {}, { replace: true })
        }
      >
        <TabsList aria-label={t('messages.tabsLabel')} className="w-full sm:w-80">
          <TabsTrigger value="chats">{t('messages.chats', { n: count(counts?.chats) })}</TabsTrigger>
          <TabsTrigger value="requests">
            {t('messages.requests', { n: count(counts?.incoming_requests) })}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="chats">
          <ChatList query={chats} />
        </TabsContent>
        <TabsContent value="requests">
          <RequestList query={requests} />
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
}
