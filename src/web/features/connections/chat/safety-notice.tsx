import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * Under a received message that asks to move off Mithaq or mentions money (the server's
 * `safety_notice`): a gentle word, never a verdict on the sender. Report will sit beside it once
 * reporting exists (issue 23 item 1); until then the notice stands alone.
 */
export function SafetyNotice() {
  const { t } = useTranslation('connections');
  return (
    <p className="flex max-w-[85%] items-start gap-1.5 rounded-lg bg-accent-soft px-2.5 py-1.5 text-xs text-accent-strong sm:max-w-[70%]">
      <ShieldAlert className="mt-px size-3.5 shrink-0" aria-hidden="true" />
      <span>{t('chat.safetyNotice')}</span>
    </p>
  );
}
