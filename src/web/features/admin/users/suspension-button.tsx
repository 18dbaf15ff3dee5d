import { zodResolver } from '@hookform/resolvers/zod';
import { Ban, RotateCcw } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TAdminUser } from '../../../../shared/admin/admin-contract';
import {
  SUSPENSION_REASON_MAX_LENGTH,
  ZSuspension,
  type TSuspension,
} from '../../../../shared/admin/suspension-contract';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { useSetSuspension } from '../api/set-suspension';

/**
 * Suspend (with a reason, in a dialog) or Reinstate (after a confirmation) one member (issue 21).
 * Staff are never suspended (the server refuses, 409): they get no button here.
 */
export function SuspensionButton({ user, name }: { user: TAdminUser; name: string }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const change = useSetSuspension();
  const form = useForm<TSuspension>({ resolver: zodResolver(ZSuspension), defaultValues: { reason: '' } });
  if (user.role !== 'user') return null;
  const suspended = user.suspension !== null;

  const finished = (done: Promise<unknown>) =>
    done.then(
      () => {
        setOpen(false);
        form.reset();
      },
      // The hook's toast says what failed; the dialog stays open to try again.
      () => undefined,
    );
  const onSuspend = form.handleSubmit(({ reason }) =>
    finished(change.mutateAsync({ userId: user.id, name, suspend: true, reason })),
  );
  const onReinstate = (event: FormEvent) => {
    event.preventDefault();
    void finished(change.mutateAsync({ userId: user.id, name, suspend: false }));
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t(suspended ? 'suspension.reinstateFor' : 'suspension.suspendFor', { name })}
          title={t(suspended ? 'suspension.reinstate' : 'suspension.suspend')}
        >
          {suspended ? <RotateCcw aria-hidden="true" /> : <Ban aria-hidden="true" />}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>
          {t(suspended ? 'suspension.reinstateTitle' : 'suspension.suspendTitle', { name })}
        </DialogTitle>
        <DialogDescription>
          {suspended
            ? t('suspension.reinstateText', { reason: user.suspension?.reason ?? '' })
            : t('suspension.suspendText')}
        </DialogDescription>
        <form
          onSubmit={suspended ? onReinstate : (event) => void onSuspend(event)}
          noValidate
          className="grid gap-4"
        >
          {suspended ? null : (
            <FormField label={t('suspension.reason')} error={form.formState.errors.reason?.message} required>
              {(control) => (
                <Textarea
                  {...control}
                  maxLength={SUSPENSION_REASON_MAX_LENGTH}
                  {...form.register('reason')}
                />
              )}
            </FormField>
          )}
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t('suspension.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" variant={suspended ? 'default' : 'destructive'} busy={change.isPending}>
              {t(suspended ? 'suspension.reinstate' : 'suspension.suspend')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
