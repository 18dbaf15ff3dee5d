import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { TAccountState } from '../../../shared/account/account-contract';
import { cn } from '../../lib/cn';
import { errorMessage } from '../../lib/error-message';
import { AccountSection } from './account-section';
import { usePauseAccount } from './api/pause-account';
import { formatDay } from '../../lib/format-date';

/** Pause my profile: a switch, with what pausing does above it. */
export function PauseSection({ account }: { account: TAccountState }) {
  const { t } = useTranslation('account');
  const pause = usePauseAccount();
  const labelId = useId();
  // While the change is on its way the switch shows where it is going.
  const paused = pause.isPending ? pause.variables : account.paused;

  function toggle() {
    const next = !account.paused;
    pause.mutate(next, {
      onSuccess: () => toast.success(t(next ? 'pause.paused' : 'pause.unpaused')),
      onError: (error) => toast.error(t('pause.failed', { message: errorMessage(error) })),
    });
  }

  return (
    <AccountSection title={t('pause.title')} text={t('pause.text')}>
      <div className="flex items-center gap-3">
        <button
          type="button"
          role="switch"
          aria-checked={paused}
          aria-labelledby={labelId}
          aria-busy={pause.isPending}
          disabled={pause.isPending}
          onClick={toggle}
          className={cn(
            'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:opacity-60',
            paused ? 'bg-primary' : 'bg-muted-foreground/40',
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              'inline-block size-5 rounded-full bg-card shadow transition-transform',
              paused ? 'translate-x-5.5 rtl:-translate-x-5.5' : 'translate-x-0.5 rtl:-translate-x-0.5',
            )}
          />
        </button>
        <span id={labelId} className="text-sm font-medium">
          {t('pause.switch')}
        </span>
        {account.paused && account.paused_at ? (
          <span className="text-sm text-muted-foreground">
            {t('pause.pausedSince', { date: formatDay(account.paused_at, 'long') })}
          </span>
        ) : null}
      </div>
    </AccountSection>
  );
}
