import { useTranslation } from 'react-i18next';
import type { TVerificationDetail } from '../../../../shared/safety/verification-contract';
import { ClaimBar } from '../../../entities/staff-review/claim-bar';
import { useClaimVerification } from './api/claim-verification';
import { useReleaseVerification } from './api/release-verification';

/** Who reviews the waiting request, with Claim (nobody, or someone else, holds it) or Release. */
export function ReviewClaimBar({ item }: { item: TVerificationDetail }) {
  const { t } = useTranslation('verification-review');
  const claim = useClaimVerification(item.id);
  const release = useReleaseVerification(item.id);
  if (item.needs_woman_reviewer)
    return (
      <p role="status" className="rounded-lg border border-accent-strong/30 bg-accent-soft p-4 text-sm">
        {t('item.womanOnly')}
      </p>
    );
  return (
    <ClaimBar
      claim={item.claim}
      namespace="verification-review"
      claiming={claim.isPending}
      releasing={release.isPending}
      onClaim={() => claim.mutate()}
      onRelease={() => release.mutate()}
    />
  );
}
