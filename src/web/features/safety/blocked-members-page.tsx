import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { PageContainer } from '../../components/ui/page-container';
import { PagedList } from '../../components/ui/paged-list';
import { PageHeader } from '../../components/ui/page-header';
import { RetryAlert } from '../../components/ui/retry-alert';
import { Skeleton } from '../../components/ui/skeleton';
import { useBlocks } from '../../entities/member-safety/get-blocks';
import { BlockedMemberRow } from './blocked-member-row';

/** /blocked-members (issue 23): whom I blocked, newest first, with Unblock; 20 a page. */
export function BlockedMembersPage() {
  const { t } = useTranslation('safety');
  return (
    <PageContainer>
      <PageHeader backLabel={t('blocked.back')} title={t('blocked.title')} subtitle={t('blocked.subtitle')} />
      <BlockedList />
    </PageContainer>
  );
}

function BlockedList() {
  const { t } = useTranslation('safety');
  const query = useBlocks();
  if (query.isPending) return <ListLoading label={t('blocked.loading')} />;
  // A failed 'Load more' keeps the pages already shown (and says so in a toast).
  if (!query.data) {
    return (
      <RetryAlert
        message={t('blocked.loadFailed')}
        retryLabel={t('blocked.retry')}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const members = query.data.pages.flatMap((page) => page.blocks);
  if (members.length === 0) {
    return (
      <div className="grid justify-items-center gap-3 rounded-lg border border-dashed border-border bg-card px-6 py-12 text-center">
        <span className="grid size-12 place-items-center rounded-full bg-primary-soft text-primary-strong">
          <ShieldCheck className="size-6" aria-hidden="true" />
        </span>
        <h2 className="text-lg font-semibold">{t('blocked.empty')}</h2>
        <p className="max-w-sm text-sm text-muted-foreground">{t('blocked.emptyText')}</p>
      </div>
    );
  }
  return (
    <PagedList
      label={t('blocked.listLabel')}
      hasMore={query.hasNextPage}
      loadingMore={query.isFetchingNextPage}
      onLoadMore={() =>
        void query.fetchNextPage().then((result) => {
          if (result.isError) toast.error(t('blocked.loadMoreFailed'));
        })
      }
      loadMoreLabel={t('blocked.loadMore')}
    >
      {members.map((member) => (
        <BlockedMemberRow key={member.user_id} member={member} />
      ))}
    </PagedList>
  );
}

function ListLoading({ label }: { label: string }) {
  return (
    <div role="status" className="grid gap-2">
      <span className="sr-only">{label}</span>
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex items-center gap-3 rounded-lg border border-border bg-card p-4">
          <Skeleton className="size-12 rounded-full" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-3 w-1/4" />
          </div>
          <Skeleton className="h-9 w-24" />
        </div>
      ))}
    </div>
  );
}
