import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { TGuardianship } from '../../../shared/safety/guardian-contract';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../components/ui/dialog';
import { errorMessage } from '../../lib/error-message';
import { useRevokeGuardian } from './api/revoke-guardian';

type RevokeDialogProps = { guardian: TGuardianship; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * 'Revoke {name}?' with what it does, Cancel and Revoke. An alert dialog: focus starts on Cancel, and it
 * cannot be dismissed while the revocation is on its way.
 */
export function RevokeGuardianDialog({ guardian, open, onOpenChange }: RevokeDialogProps) {
  const { t } = useTranslation('guardians');
  const revoke = useRevokeGuardian();
  const name = guardian.name;

  function confirm() {
    revoke.mutate(guardian.id, {
      onSuccess: () => {
        toast.success(t('revoke.done', { name }));
        onOpenChange(false);
      },
      onError: (error) => toast.error(t('revoke.failed', { message: errorMessage(error) })),
    });
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next || revoke.isPending ? undefined : onOpenChange(false))}>
      <DialogContent role="alertdialog">
        <DialogTitle>{t('revoke.title', { name })}</DialogTitle>
        <DialogDescription>{t('revoke.text', { name })}</DialogDescription>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline" disabled={revoke.isPending} autoFocus>
              {t('revoke.cancel')}
            </Button>
          </DialogClose>
          <Button variant="destructive" busy={revoke.isPending} onClick={confirm}>
            {t('revoke.confirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
