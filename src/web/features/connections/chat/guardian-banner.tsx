import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TConnection } from '../../../../shared/connections/connection-contract';

/**
 * Above the conversation (issue 23 item 5): the partner's guardian (wali) reads it, so the member knows
 * before they write. Also the requester's "my wali is involved", when the partner said so.
 */
export function GuardianBanner({ connection, name }: { connection: TConnection; name: string }) {
  const { t } = useTranslation('connections');
  const guardian = connection.partner_guardian;
  const partnerSaidWali = connection.wali_involved && connection.direction === 'incoming';
  if (!guardian && !partnerSaidWali) return null;
  return (
    <div
      role="note"
      className="border-b border-border bg-primary-soft px-4 py-2.5 text-sm text-primary-strong sm:px-6"
    >
      <div className="mx-auto flex max-w-3xl items-start gap-2">
        <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <div className="grid gap-0.5">
          {guardian ? (
            <p>
              <span className="font-medium">
                {t('chat.guardianBanner', { name, guardian: guardian.name })}
              </span>{' '}
              <span className="text-primary-strong/80">{t('chat.guardianBannerHint')}</span>
            </p>
          ) : null}
          {partnerSaidWali ? (
            <p>
              {connection.wali_name
                ? t('chat.waliInvolved', { name, wali: connection.wali_name })
                : t('chat.waliInvolvedUnnamed', { name })}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
