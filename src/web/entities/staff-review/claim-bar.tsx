import { Hand, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';

/** A claim as the staff queues' contracts give it: who holds the item, and whether that is me. */
export type StaffClaim = { mine: boolean; by_name: string } | null;

type ClaimBarProps = {
  claim: StaffClaim;
  /** The queue's texts: each has item.unclaimed, item.claimedByMe, item.claimedBy, item.claim, item.release. */
  namespace: 'moderation' | 'verification-review';
  claiming: boolean;
  releasing: boolean;
  onClaim: () => void;
  onRelease: () => void;
};

/**
 * Who is working on an open item of a staff queue (moderation, verification), with Claim when nobody or
 * someone else holds it, or Release when I do. Two staff never work one item: the server enforces it.
 */
export function ClaimBar({ claim, namespace, ...actions }: ClaimBarProps) {
  const { t } = useTranslation(namespace);
  const mine = claim?.mine ?? false;
  let text = t('item.unclaimed');
  if (claim) text = mine ? t('item.claimedByMe') : t('item.claimedBy', { name: claim.by_name });
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-border bg-card p-4">
      <p role="status" className="me-auto text-sm">
        {text}
      </p>
      {mine ? (
        <Button variant="outline" busy={actions.releasing} onClick={actions.onRelease}>
          {actions.releasing ? null : <LogOut aria-hidden="true" />}
          {t('item.release')}
        </Button>
      ) : (
        <Button busy={actions.claiming} onClick={actions.onClaim}>
          {actions.claiming ? null : <Hand aria-hidden="true" />}
          {t('item.claim')}
        </Button>
      )}
    </div>
  );
}
