import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageContainer } from '../../../components/ui/page-container';
import { ItemLoadState } from '../../../entities/staff-review/item-load-state';
import { useVerification } from './api/get-verification';
import { ComparePanel } from './compare-panel';
import { MemberFacts } from './member-facts';
import { ReviewClaimBar } from './review-claim-bar';
import { ReviewDecisionForm } from './review-decision-form';
import { AttemptsList, DecidedState } from './review-history';

/**
 * /admin/moderation/verifications/:id (issue 23 item 3): the member, the selfie beside the profile
 * photo and the pose asked, Claim/Release, the decision, and the member's earlier attempts.
 */
export function VerificationReviewPage() {
  const { t } = useTranslation('verification-review');
  const { id = '' } = useParams();
  const query = useVerification(id);

  let content;
  if (query.isPending || query.isError)
    content = <ItemLoadState query={query} namespace="verification-review" bodyHeight="h-72" />;
  else {
    const item = query.data;
    const name = item.member.full_name ?? t('queue.unnamed');
    content = (
      <>
        <MemberFacts item={item} name={name} />
        <ComparePanel item={item} name={name} />
        {item.status === 'pending' ? (
          <>
            <ReviewClaimBar item={item} />
            {item.needs_woman_reviewer ? null : (
              <ReviewDecisionForm itemId={item.id} holdsClaim={item.claim?.mine ?? false} />
            )}
          </>
        ) : (
          <DecidedState item={item} />
        )}
        <AttemptsList item={item} />
      </>
    );
  }

  return (
    <PageContainer className="grid gap-6 py-8">
      <Link
        to="/admin/moderation/verifications"
        className="inline-flex items-center gap-1 justify-self-start text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
        {t('item.back')}
      </Link>
      {content}
    </PageContainer>
  );
}
