import type { TModerationItem } from '../../../../shared/safety/moderation-contract';
import { ClaimBar } from '../../../entities/staff-review/claim-bar';
import { useClaimModerationItem } from './api/claim-moderation-item';
import { useReleaseModerationItem } from './api/release-moderation-item';

/** Who is working on the open item, with Claim (when nobody or someone else holds it) or Release. */
export function ModerationClaimBar({ item }: { item: TModerationItem }) {
  const claim = useClaimModerationItem(item.id);
  const release = useReleaseModerationItem(item.id);
  return (
    <ClaimBar
      claim={item.claim}
      namespace="moderation"
      claiming={claim.isPending}
      releasing={release.isPending}
      onClaim={() => claim.mutate()}
      onRelease={() => release.mutate()}
    />
  );
}
