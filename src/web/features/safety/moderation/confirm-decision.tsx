import { useTranslation } from 'react-i18next';
import type { TModerationDecisionInput } from '../../../../shared/safety/moderation-contract';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';

type ConfirmDecisionProps = {
  /** The suspension or ban waiting for its confirmation; null: the dialog is closed. */
  input: TModerationDecisionInput | null;
  memberName: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (input: TModerationDecisionInput) => void;
};

/** 'Suspend X for N days?' / 'Ban X?': these sign the member out everywhere, so they are confirmed. */
export function ConfirmDecision({ input, memberName, busy, onCancel, onConfirm }: ConfirmDecisionProps) {
  const { t } = useTranslation('moderation');
  return (
    <Dialog open={input !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <DialogContent>
        <DialogTitle>
          {input?.decision === 'ban'
            ? t('decide.confirmBan', { name: memberName })
            : t('decide.confirmSuspend', { name: memberName, days: input?.suspend_days ?? 0 })}
        </DialogTitle>
        <DialogDescription>{t('decide.confirmText')}</DialogDescription>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('decide.cancel')}
          </Button>
          <Button
            type="button"
            variant="destructive"
            busy={busy}
            onClick={() => (input ? onConfirm(input) : undefined)}
          >
            {t('decide.confirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
