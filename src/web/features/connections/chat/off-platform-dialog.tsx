import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';

type OffPlatformDialogProps = {
  open: boolean;
  /** Back to the box with the text as it was (Escape and the overlay do the same). */
  onEdit: () => void;
  onSendAnyway: () => void;
};

/**
 * Asked before a message with a phone number, an address, a link, a handle or money words leaves
 * (the server's 409 OFF_PLATFORM_CONFIRM). Nothing is blocked: the member decides. Focus starts on
 * 'Edit message', the safer choice.
 */
export function OffPlatformDialog({ open, onEdit, onSendAnyway }: OffPlatformDialogProps) {
  const { t } = useTranslation('connections');
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onEdit())}>
      <DialogContent onCloseAutoFocus={(event) => event.preventDefault()}>
        <DialogTitle className="flex items-center gap-2">
          <ShieldAlert className="size-5 text-accent-strong" aria-hidden="true" />
          {t('chat.offPlatform.title')}
        </DialogTitle>
        <DialogDescription>{t('chat.offPlatform.text')}</DialogDescription>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={onEdit} autoFocus>
            {t('chat.offPlatform.edit')}
          </Button>
          <Button onClick={onSendAnyway}>{t('chat.offPlatform.sendAnyway')}</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
