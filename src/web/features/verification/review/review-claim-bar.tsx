import { Hand, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TVerificationDetail } from '../../../../shared/safety/verification-contract';
import { Button } from '../../../components/ui/button';
import { useClaimVerification } from './api/claim-verification';
import { useReleaseVerification } from './api/release-verification';

/** Who reviews the waiting request, with Claim (nobody, or someone else, holds it) or Release. */
export function ReviewClaimBar({ item }: { item: TVerificationDetail }) {
  const { t } = useTranslation('verification-review');
  const claim = useClaimVerification(item.id);
  const release = useReleaseVerification(item.id);
  const mine = item.claim?.mine ?? false;
  if (item.needs_woman_reviewer)
    return (
      <p role="status" className="rounded-lg border border-accent-strong/30 bg-accent-soft p-4 text-sm">
        {t('item.womanOnly')}
      </p>
    );
  let text = t('item.unclaimed');
  if (item.claim) text = mine ? t('item.claimedByMe') : t('item.claimedBy', { name: item.claim.by_name });
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-border bg-card p-4">
      <p role="status" className="me-auto text-sm">
        {text}
      </p>
      {mine ? (
        <Button variant="outline" busy={release.isPending} onClick={() => release.mutate()}>
          {release.isPending ? null : <LogOut aria-hidden="true" />}
          {t('item.release')}
        </Button>
      ) : (
        <Button busy={claim.isPending} onClick={() => claim.mutate()}>
          {claim.isPending ? null : <Hand aria-hidden="true" />}
          {t('item.claim')}
        </Button>
      )}
    </div>
  );
}
