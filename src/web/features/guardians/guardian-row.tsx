import { Check, Mail, UserX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { TGuardianship } from '../../../shared/safety/guardian-contract';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/error-message';
import { useConfirmGuardian } from './api/confirm-guardian';
import { formatDay } from '../../lib/format-date';
import { RevokeGuardianDialog } from './revoke-guardian-dialog';

type Shown = 'invited' | 'expired' | 'accepted' | 'active' | 'revoked';
const shownStatus = (g: TGuardianship): Shown => (g.expired ? 'expired' : g.status);

const BADGE: Record<Shown, 'default' | 'secondary' | 'accent' | 'outline'> = {
  invited: 'secondary',
  expired: 'outline',
  accepted: 'accent',
  active: 'default',
  revoked: 'outline',
};

/** One guardian: who, how related, where it stands, and Confirm (once accepted) or Revoke. */
export function GuardianRow({ guardian }: { guardian: TGuardianship }) {
  const { t } = useTranslation('guardians');
  const [revoking, setRevoking] = useState(false);
  const confirm = useConfirmGuardian();
  const status = shownStatus(guardian);
  const name = guardian.name;

  const detail =
    status === 'accepted'
      ? t('row.acceptedText', { name })
      : status === 'expired'
        ? t('row.expiredText')
        : status === 'active'
          ? t('row.activeSince', { date: formatDay(guardian.confirmed_at) })
          : status === 'revoked'
            ? t('row.revokedAt', { date: formatDay(guardian.revoked_at) })
            : t('row.invitedAt', { date: formatDay(guardian.invited_at) });

  return (
    <li className="flex flex-wrap items-center gap-3 p-4">
      <div className="grid min-w-0 flex-1 basis-56 gap-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{name}</span>
          <span className="text-sm text-muted-foreground">{t(`relationships.${guardian.relationship}`)}</span>
          <Badge variant={BADGE[status]}>{t(`status.${status}`)}</Badge>
          {guardian.weekly_summary && status !== 'revoked' ? (
            <Badge variant="outline">{t('row.weekly')}</Badge>
          ) : null}
        </p>
        <p className="inline-flex min-w-0 items-center gap-1.5 text-sm text-muted-foreground">
          <Mail className="size-3.5 shrink-0" aria-hidden="true" />
          <span className="truncate">{guardian.email}</span>
        </p>
        <p className="text-sm text-muted-foreground">{detail}</p>
      </div>
      {status === 'revoked' ? null : (
        <div className="ms-auto flex flex-wrap gap-2">
          {status === 'accepted' ? (
            <Button
              size="sm"
              busy={confirm.isPending}
              onClick={() =>
                confirm.mutate(guardian.id, {
                  onSuccess: () => void toast.success(t('row.confirmed', { name })),
                  onError: (error) =>
                    void toast.error(t('row.confirmFailed', { message: errorMessage(error) })),
                })
              }
            >
              {confirm.isPending ? null : <Check aria-hidden="true" />}
              {t('row.confirm', { name })}
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="outline"
            aria-label={t('row.revokeLabel', { name })}
            onClick={() => setRevoking(true)}
          >
            <UserX aria-hidden="true" />
            {t('row.revoke')}
          </Button>
        </div>
      )}
      <RevokeGuardianDialog guardian={guardian} open={revoking} onOpenChange={setRevoking} />
    </li>
  );
}
