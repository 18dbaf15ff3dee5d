import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageContainer } from '../../../components/ui/page-container';
import { ItemLoadState } from '../../../entities/staff-review/item-load-state';
import { useModerationItem } from './api/get-moderation-item';
import { ModerationClaimBar } from './claim-bar';
import { DecidedState, DecisionHistory } from './decision-history';
import { DecisionForm } from './decision-form';
import { ItemSummary } from './item-summary';
import { PhotoReview } from './photo-review';
import { ReportCard } from './report-card';

/**
 * /admin/moderation/:id (issue 23 item 2): the reported member, every report and its evidence, the
 * decision; or, for a new photo, the photo beside the one members see now.
 */
export function ModerationItemPage() {
  const { t } = useTranslation('moderation');
  const { id = '' } = useParams();
  const query = useModerationItem(id);

  let content;
  if (query.isPending || query.isError)
    content = <ItemLoadState query={query} namespace="moderation" bodyHeight="h-48" />;
  else {
    const item = query.data;
    const name = item.member.full_name ?? t('queue.unnamed');
    content = (
      <>
        <ItemSummary item={item} name={name} />
        {item.photos ? <PhotoReview item={item} photos={item.photos} name={name} /> : null}
        {item.status === 'open' ? (
          <>
            <ModerationClaimBar item={item} />
            <DecisionForm
              itemId={item.id}
              kind={item.kind}
              memberName={name}
              holdsClaim={item.claim?.mine ?? false}
            />
          </>
        ) : (
          <DecidedState item={item} />
        )}
        {item.kind === 'report' ? (
          <section aria-labelledby="moderation-reports" className="grid gap-3">
            <h2 id="moderation-reports" className="text-lg font-semibold">
              {t('item.reportsTitle')}
            </h2>
            <ol className="grid gap-3">
              {item.reports.map((report) => (
                <ReportCard key={report.id} report={report} />
              ))}
            </ol>
          </section>
        ) : null}
        <DecisionHistory history={item.history} />
      </>
    );
  }

  return (
    <PageContainer className="grid gap-6 py-8">
      <Link
        to="/admin/moderation"
        className="inline-flex items-center gap-1 justify-self-start text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
        {t('item.back')}
      </Link>
      {content}
    </PageContainer>
  );
}
