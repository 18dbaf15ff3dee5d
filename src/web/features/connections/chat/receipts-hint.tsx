import { CheckCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Under my last message while it reads 'Sent': without read_receipts the server never tells me it was
 * seen, so say where 'Seen' comes from. Outside the conversation log on purpose: a live log would
 * announce the hint again with every message.
 */
export function ReceiptsHint() {
  const { t } = useTranslation('connections');
  return (
    <p className="mx-auto flex w-full max-w-3xl justify-end px-4 pb-2 text-xs sm:px-6">
      <Link
        to="/membership"
        className="inline-flex items-center gap-1 rounded-sm text-muted-foreground underline-offset-2 outline-none hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring"
      >
        <CheckCheck className="size-3.5" aria-hidden="true" />
        {t('chat.receiptsHint')}
      </Link>
    </p>
  );
}
