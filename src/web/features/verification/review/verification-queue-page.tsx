import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  VERIFICATION_STATUSES,
  type TVerificationStatus,
} from '../../../../shared/safety/verification-contract';
import { PageContainer } from '../../../components/ui/page-container';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useVerificationQueue } from './api/get-verification-queue';
import { ReviewPagination } from './review-pagination';
import { ReviewQueueRow } from './review-queue-row';
import { ReviewerGenderControl } from './reviewer-gender-control';

const statusOf = (value: string | null): TVerificationStatus =>
  VERIFICATION_STATUSES.find((status) => status === value) ?? 'pending';
const pageOf = (value: string | null) => Math.max(1, Math.trunc(Number(value)) || 1);

/**
 * /admin/moderation/verifications (issue 23 item 3, moderators and admins): the selfies waiting for
 * review, the one waiting longest first, and the decided ones; my reviewer gender.
 */
export function VerificationQueuePage() {
  const { t } = useTranslation('verification-review');
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const page = pageOf(params.get('page'));
  const show = (next: TVerificationStatus, nextPage = 1) =>
    setParams(
      {
        ...(next === 'pending' ? {} : { status: next }),
        ...(nextPage > 1 ? { page: String(nextPage) } : {}),
      },
      { replace: true },
    );

  return (
    <PageContainer className="grid gap-6 py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t('queue.title')}</h1>
          <p className="text-muted-foreground">{t('queue.intro')}</p>
        </div>
        <Link
          to="/admin/moderation"
          className="text-sm font-medium text-primary-strong underline-offset-4 hover:underline"
        >
          {t('queue.reports')}
        </Link>
      </div>
      <ReviewerGenderControl />
      <Tabs value={status} onValueChange={(value) => show(statusOf(value))}>
        <TabsList aria-label={t('queue.tabs')}>
          {VERIFICATION_STATUSES.map((choice) => (
            <TabsTrigger key={choice} value={choice}>
              {t(`queue.${choice}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={status}>
          <QueueList status={status} page={page} onPage={(next) => show(status, next)} />
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
}

function QueueList(props: { status: TVerificationStatus; page: number; onPage: (page: number) => void }) {
  const { status, page, onPage } = props;
  const { t } = useTranslation('verification-review');
  const query = useVerificationQueue(status, page);
  if (query.isPending)
    return (
      <div role="status" className="grid gap-2 rounded-lg border border-border bg-card p-4">
        <span className="sr-only">{t('queue.loading')}</span>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-20 w-full" />
        ))}
      </div>
    );
  if (query.isError)
    return (
      <RetryAlert
        message={t('queue.loadFailed')}
        retryLabel={t('queue.retry')}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  const { items, total, page_size } = query.data;
  if (items.length === 0 && page === 1)
    return (
      <div className="grid justify-items-center gap-3 rounded-lg border border-dashed border-border bg-card px-6 py-12 text-center">
        <ShieldCheck className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">{t(status === 'pending' ? 'queue.emptyPending' : 'queue.emptyDecided')}</p>
      </div>
    );
  const pages = Math.max(1, Math.ceil(total / page_size));
  return (
    <div className="grid gap-4">
      <ul
        aria-label={t('queue.listLabel')}
        aria-busy={query.isPlaceholderData}
        className="divide-y divide-border overflow-hidden rounded-lg border border-border bg-card"
      >
        {items.map((item) => (
          <ReviewQueueRow key={item.id} item={item} />
        ))}
      </ul>
      {pages > 1 ? <ReviewPagination page={page} pages={pages} onPage={onPage} /> : null}
    </div>
  );
}
