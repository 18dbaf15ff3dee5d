import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useId } from 'react';
import type { TModerationStatus } from '../../../../shared/safety/moderation-contract';
import { PageContainer } from '../../../components/ui/page-container';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { PagedList } from '../../../components/ui/paged-list';
import { NativeSelect } from '../../../components/ui/native-select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useModerationQueue, type TQueueKind } from './api/get-moderation-queue';
import { QueueRow } from './queue-row';

const statusOf = (value: string | null): TModerationStatus => (value === 'decided' ? 'decided' : 'open');
const KINDS: readonly TQueueKind[] = ['all', 'report', 'photo'];
const kindOf = (value: string | null): TQueueKind =>
  KINDS.find((kind) => kind === value && kind !== 'all') ?? 'all';

/**
 * /admin/moderation (issue 23 item 2, moderators and admins): the open and decided items, reports and
 * photos waiting for approval, or one kind (?kind=report|photo).
 */
export function ModerationQueuePage() {
  const { t } = useTranslation('moderation');
  const kindId = useId();
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const kind = kindOf(params.get('kind'));
  const show = (next: { status: TModerationStatus; kind: TQueueKind }) =>
    setParams(
      {
        ...(next.status === 'decided' ? { status: 'decided' } : {}),
        ...(next.kind === 'all' ? {} : { kind: next.kind }),
      },
      { replace: true },
    );

  return (
    <PageContainer className="grid gap-6 py-8">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('queue.title')}</h1>
        <p className="text-muted-foreground">{t('queue.intro')}</p>
      </div>
      <Tabs value={status} onValueChange={(value) => show({ status: statusOf(value), kind })}>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <TabsList aria-label={t('queue.tabs')}>
            <TabsTrigger value="open">{t('queue.open')}</TabsTrigger>
            <TabsTrigger value="decided">{t('queue.decided')}</TabsTrigger>
          </TabsList>
          <div className="flex items-center gap-2">
            <label htmlFor={kindId} className="text-sm font-medium">
              {t('queue.kindLabel')}
            </label>
            <NativeSelect
              id={kindId}
              value={kind}
              onChange={(event) => show({ status, kind: kindOf(event.target.value) })}
              className="w-52"
            >
              {KINDS.map((choice) => (
                <option key={choice} value={choice}>
                  {t(`queue.kinds.${choice}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        <TabsContent value={status}>
          <QueueList key={`${status}-${kind}`} status={status} kind={kind} />
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
}

function QueueList({ status, kind }: { status: TModerationStatus; kind: TQueueKind }) {
  const { t } = useTranslation('moderation');
  const query = useModerationQueue(status, kind);
  if (query.isPending) {
    return (
      <div role="status" className="grid gap-2 rounded-lg border border-border bg-card p-4">
        <span className="sr-only">{t('queue.loading')}</span>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-20 w-full" />
        ))}
      </div>
    );
  }
  // A failed 'Load more' keeps the pages already shown (and says so in a toast).
  if (!query.data) {
    return (
      <RetryAlert
        message={t('queue.loadFailed')}
        retryLabel={t('queue.retry')}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <div className="grid justify-items-center gap-3 rounded-lg border border-dashed border-border bg-card px-6 py-12 text-center">
        <ShieldCheck className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">{t(status === 'open' ? 'queue.emptyOpen' : 'queue.emptyDecided')}</p>
      </div>
    );
  }
  const loadMore = () =>
    void query.fetchNextPage().then((result) => {
      if (result.isError) toast.error(t('queue.loadMoreFailed'));
    });
  return (
    <PagedList
      label={t('queue.listLabel')}
      hasMore={query.hasNextPage}
      loadingMore={query.isFetchingNextPage}
      onLoadMore={loadMore}
      loadMoreLabel={t('queue.loadMore')}
    >
      {items.map((item) => (
        <QueueRow key={item.id} item={item} />
      ))}
    </PagedList>
  );
}
