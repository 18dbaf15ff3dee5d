import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { TMyVerification } from '../../../shared/safety/verification-contract';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { errorMessage } from '../../lib/error-message';
import { useSaveVerificationSettings } from './api/save-verification-settings';

/** Seen only by verified members: a switch, with what it does beside it. */
export function ViewersOnlySwitch({ state }: { state: TMyVerification }) {
  const { t } = useTranslation('verification');
  const save = useSaveVerificationSettings();
  const id = useId();
  const on = save.isPending ? (save.variables?.verified_viewers_only ?? false) : state.verified_viewers_only;

  function toggle() {
    const next = !state.verified_viewers_only;
    save.mutate(
      { verified_viewers_only: next },
      {
        onSuccess: () => toast.success(t(next ? 'viewers.on' : 'viewers.off')),
        onError: (error) => toast.error(t('viewers.failed', { message: errorMessage(error) })),
      },
    );
  }

  return (
    <Card className="grid gap-3 p-4 sm:p-6">
      <h2 className="text-lg font-semibold">{t('viewers.title')}</h2>
      <div className="flex items-center gap-3">
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-text`}
          aria-busy={save.isPending}
          disabled={save.isPending}
          onClick={toggle}
          className={cn(
            'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:opacity-60',
            on ? 'bg-primary' : 'bg-muted-foreground/40',
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              'inline-block size-5 rounded-full bg-card shadow transition-transform',
              on ? 'translate-x-5.5 rtl:-translate-x-5.5' : 'translate-x-0.5 rtl:-translate-x-0.5',
            )}
          />
        </button>
        <span id={`${id}-label`} className="text-sm font-medium">
          {t('viewers.switch')}
        </span>
      </div>
      <p id={`${id}-text`} className="text-sm text-muted-foreground">
        {t('viewers.text')}
      </p>
    </Card>
  );
}
