import type { RefObject } from 'react';
import { BlockDialog } from './block-dialog';
import { ReportDialog } from './report-dialog';

export type SafetyDialog = 'report' | 'block' | null;

type SafetyDialogsProps = {
  userId: string;
  name: string;
  /** Which one is open. */
  open: SafetyDialog;
  onClose: () => void;
  /** Where focus goes when a dialog closes (a menu's trigger; a button gets it back by itself). */
  returnFocus?: RefObject<HTMLElement | null> | undefined;
  onBlocked?: (() => void) | undefined;
};

/** The Report and Block dialogs of one member, as the menu and the buttons open them. */
export function SafetyDialogs({ userId, name, open, onClose, returnFocus, onBlocked }: SafetyDialogsProps) {
  const onOpenChange = (isOpen: boolean) => (isOpen ? undefined : onClose());
  const shared = { userId, name, onOpenChange, onBlocked, returnFocus };
  return (
    <>
      <ReportDialog {...shared} open={open === 'report'} />
      <BlockDialog {...shared} open={open === 'block'} />
    </>
  );
}
