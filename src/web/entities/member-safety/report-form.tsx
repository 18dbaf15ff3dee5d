import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import {
  REPORT_DETAILS_MAX,
  ZReportInput,
  type TReportInput,
  type TReportReason,
} from '../../../shared/safety/safety-contract';
import { Button } from '../../components/ui/button';
import { DialogClose } from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { Textarea } from '../../components/ui/textarea';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';
import { ReportReasons } from './report-reasons';
import { useReportMember } from './report-member';
import { useBlock } from './use-block';

type TReportBody = z.output<typeof ZReportInput>;
type ReportField = 'reason' | 'details';
const isReportField = (key: string): key is ReportField => key === 'reason' || key === 'details';

type ReportFormProps = {
  userId: string;
  name: string;
  defaultReason?: TReportReason | undefined;
  /** Sending (and blocking): the dialog holds still meanwhile. */
  onBusyChange: (busy: boolean) => void;
  /** Sent: the dialog closes. */
  onDone: () => void;
  onBlocked?: (() => void) | undefined;
};

/**
 * The report itself, checked with the contract's schema ('Other' needs a word of what happened); the
 * server's field errors go under the same inputs. Loaded only when a member opens a report (zod).
 */
export function ReportForm({
  userId,
  name,
  defaultReason,
  onBusyChange,
  onDone,
  onBlocked,
}: ReportFormProps) {
  const { t } = useTranslation();
  const checkboxId = useId();
  const report = useReportMember();
  const { block } = useBlock(userId, name, onBlocked);
  const [alsoBlock, setAlsoBlock] = useState(false);
  const form = useForm<TReportInput, unknown, TReportBody>({
    resolver: zodResolver(ZReportInput),
    defaultValues: { user_id: userId, reason: defaultReason, details: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const details = useWatch({ control: form.control, name: 'details' }) ?? '';

  useEffect(() => onBusyChange(isSubmitting), [isSubmitting, onBusyChange]);

  /** 400 with `fields`: each under its input; true when one of them is the form's. */
  const showFieldErrors = (error: unknown): boolean => {
    if (!(error instanceof ApiError) || !error.fields) return false;
    let first: ReportField | undefined;
    for (const [key, message] of Object.entries(error.fields)) {
      if (!isReportField(key)) continue;
      form.setError(key, { type: 'server', message });
      first ??= key;
    }
    if (first) form.setFocus(first);
    return first !== undefined;
  };

  const onValid = async (body: TReportBody) => {
    try {
      await report.mutateAsync(body);
    } catch (error) {
      if (!showFieldErrors(error)) toast.error(t('safety.reportFailed', { message: errorMessage(error) }));
      return;
    }
    toast.success(t('safety.reported'));
    // The report is in whatever the block does; the block says its own success or failure.
    if (alsoBlock) await block();
    onDone();
  };

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)} className="grid gap-5">
      <ReportReasons field={form.register('reason')} error={errors.reason?.message} />
      <FormField label={t('safety.details')} hint={t('safety.detailsHint')} error={errors.details?.message}>
        {(control) => (
          <Textarea {...control} {...form.register('details')} rows={4} maxLength={REPORT_DETAILS_MAX} />
        )}
      </FormField>
      <p className="-mt-3 text-end text-xs text-muted-foreground tabular-nums">
        {t('safety.detailsCount', { count: details.length, max: REPORT_DETAILS_MAX })}
      </p>
      <div className="flex items-center gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          checked={alsoBlock}
          onChange={(event) => setAlsoBlock(event.target.checked)}
          className="size-4 shrink-0 rounded border-input accent-primary outline-none focus-visible:ring-2 focus-visible:ring-ring"
        />
        <label htmlFor={checkboxId} className="text-sm">
          {t('safety.alsoBlock', { name })}
        </label>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={isSubmitting}>
            {t('safety.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" busy={isSubmitting}>
          {t('safety.send')}
        </Button>
      </div>
    </form>
  );
}
