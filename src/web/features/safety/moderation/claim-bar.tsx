import { Hand, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TModerationItem } from '../../../../shared/safety/moderation-contract';
import { Button } from '../../../components/ui/button';
import { useClaimModerationItem } from './api/claim-moderation-item';
import { useReleaseModerationItem } from './api/release-moderation-item';

/** Who is working on the open item, with Claim (when nobody or someone else holds it) or Release. */
export function ClaimBar({ item }: { item: TModerationItem }) {
  const { t } = useTranslation('moderation');
  const claim = useClaimModerationItem(item.id);
  const release = useReleaseModerationItem(item.id);
  const mine = item.claim?.mine ?? false;
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
