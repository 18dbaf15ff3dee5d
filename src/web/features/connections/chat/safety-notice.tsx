import { Flag, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * Under a received message that asks to move off Mithaq or mentions money (the server's
 * `safety_notice`): a gentle word, never a verdict on the sender, and Report beside it (issue 23: the
 * report opens with 'Scam or asking for money' chosen).
 */
export function SafetyNotice({ onReport }: { onReport: () => void }) {
  const { t } = useTranslation('connections');
  const { t: tCommon } = useTranslation();
  return (
    <div className="flex max-w-[85%] flex-wrap items-start gap-x-3 gap-y-1 rounded-lg bg-accent-soft px-2.5 py-1.5 text-xs text-accent-strong sm:max-w-[70%]">
      <p className="flex min-w-0 flex-1 items-start gap-1.5">
        <ShieldAlert className="mt-px size-3.5 shrink-0" aria-hidden="true" />
        <span>{t('chat.safetyNotice')}</span>
      </p>
      <button
        type="button"
        onClick={onReport}
        className="inline-flex items-center gap-1 rounded-sm font-semibold underline underline-offset-2 outline-none hover:no-underline focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Flag className="size-3.5" aria-hidden="true" />
        {tCommon('safety.report')}
      </button>
    </div>
  );
}
