import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageContainer } from '../../../components/ui/page-container';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import type { TContentKind } from '../api/admin-cms-keys';
import { useContent } from '../api/admin-get-content';
import { listPath } from '../list/public-path';
import { ContentEditor } from './content-editor';

/** /admin/cms/{posts|pages}/new and /admin/cms/{posts|pages}/:id/edit: loads the item, then the editor. */
export function ContentEditorRoute({ kind }: { kind: TContentKind }) {
  const { t } = useTranslation('cms');
  const { id } = useParams();
  const item = useContent(kind, id);

  if (id === undefined) return <ContentEditor key="new" kind={kind} item={null} />;
  if (item.isPending)
    return (
      <PageContainer className="grid gap-4 py-8">
        <div className="grid gap-4" aria-busy="true">
          <Skeleton className="h-10 w-64" />
          <Skeleton className="h-96" />
        </div>
      </PageContainer>
    );
  if (item.isError) {
    const missing = item.error instanceof ApiError && item.error.status === 404;
    return (
      <PageContainer className="grid gap-4 py-8">
        {missing ? (
          <div role="alert" className="grid justify-items-start gap-3">
            <p>{t('editor.notFound')}</p>
            <Button asChild variant="outline">
              <Link to={listPath(kind)}>
                {t(kind === 'posts' ? 'editor.backToPosts' : 'editor.backToPages')}
              </Link>
            </Button>
          </div>
        ) : (
          <RetryAlert
            message={t('editor.loadFailed')}
            retryLabel={t('editor.retry')}
            retrying={item.isFetching}
            onRetry={() => void item.refetch()}
          />
        )}
      </PageContainer>
    );
  }
  return <ContentEditor key={id} kind={kind} item={item.data} />;
}
