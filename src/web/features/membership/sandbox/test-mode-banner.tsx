import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SANDBOX_CARDS } from '../../../../shared/membership/membership-contract';

/** '4242 4242 4242 4242', as a card shows it. */
const grouped = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/** The sandbox says so up front, and gives the two test cards (contract: SANDBOX_CARDS). */
export function TestModeBanner() {
  const { t } = useTranslation('membership');
  return (
    <section
      aria-labelledby="test-mode-title"
      className="grid gap-2 rounded-lg border border-accent/50 bg-accent-soft p-4 text-sm text-accent-strong"
    >
      <h2 id="test-mode-title" className="flex items-center gap-2 font-semibold">
        <FlaskConical className="size-4" aria-hidden="true" />
        {t('sandbox.testMode')}
      </h2>
      <p>{t('sandbox.testModeText')}</p>
      <ul className="grid gap-1">
        <li>{t('sandbox.testPays', { card: grouped(SANDBOX_CARDS.pays) })}</li>
        <li>{t('sandbox.testDeclines', { card: grouped(SANDBOX_CARDS.declined) })}</li>
      </ul>
    </section>
  );
}
