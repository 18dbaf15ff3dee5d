import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../components/ui/dialog';
import { focusInstead } from './focus-instead';
import { useBlock } from './use-block';

export type BlockDialogProps = {
  userId: string;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the focus goes when it closes (a menu's trigger: the item that opened it is gone). */
  returnFocus?: RefObject<HTMLElement | null> | undefined;
  /** After the block took (and its toast): where the page goes now that the member is gone. */
  onBlocked?: (() => void) | undefined;
};

/**
 * 'Block {name}?' with what a block does, Cancel and Block. An alert dialog: focus starts on Cancel,
 * the safe choice, and it cannot be dismissed while the block is on its way.
 */
export function BlockDialog({ userId, name, open, onOpenChange, returnFocus, onBlocked }: BlockDialogProps) {
  const { t } = useTranslation();
  const { block, pending } = useBlock(userId, name, onBlocked);

  async function confirm() {
    if (await block()) onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next || pending ? undefined : onOpenChange(false))}>
      <DialogContent role="alertdialog" onCloseAutoFocus={(event) => focusInstead(event, returnFocus)}>
        <DialogTitle>{t('safety.blockTitle', { name })}</DialogTitle>
        <DialogDescription>{t('safety.blockText')}</DialogDescription>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline" disabled={pending} autoFocus>
              {t('safety.cancel')}
            </Button>
          </DialogClose>
          <Button variant="destructive" busy={pending} onClick={() => void confirm()}>
            {t('safety.block')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
