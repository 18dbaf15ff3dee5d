import { lazy, Suspense, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { TReportReason } from '../../../shared/safety/safety-contract';
import { Dialog, DialogContent, DialogTitle } from '../../components/ui/dialog';
import { Skeleton } from '../../components/ui/skeleton';
import { focusInstead } from './focus-instead';

// The form carries zod and its resolver: it downloads when a member first opens a report, so the pages a
// visitor can open (a profile) never carry it.
const ReportForm = lazy(async () => ({ default: (await import('./report-form')).ReportForm }));

export type ReportDialogProps = {
  userId: string;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the focus goes when it closes (a menu's trigger: the item that opened it is gone). */
  returnFocus?: RefObject<HTMLElement | null> | undefined;
  /** The reason chosen when it opens (the chat's safety notice: 'scam'). */
  defaultReason?: TReportReason | undefined;
  /** When 'Also block' was ticked and the block took: where the page goes now. */
  onBlocked?: (() => void) | undefined;
};

/** 'Report {name}': a reason, what happened, and 'Also block'. Not dismissable while it sends. */
export function ReportDialog({
  userId,
  name,
  open,
  onOpenChange,
  returnFocus,
  defaultReason,
  onBlocked,
}: ReportDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => (next || busy ? undefined : onOpenChange(false))}>
      <DialogContent
        aria-describedby={undefined}
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
        onCloseAutoFocus={(event) => focusInstead(event, returnFocus)}
      >
        <DialogTitle>{t('safety.reportTitle', { name })}</DialogTitle>
        <Suspense fallback={<FormLoading label={t('safety.loadingForm')} />}>
          <ReportForm
            userId={userId}
            name={name}
            defaultReason={defaultReason}
            onBusyChange={setBusy}
            onDone={() => onOpenChange(false)}
            onBlocked={onBlocked}
          />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}

function FormLoading({ label }: { label: string }) {
  return (
    <div role="status" className="grid gap-3">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}
