import { useTranslation } from 'react-i18next';

/** Placeholder: replaced by the public-site work. */
export function HowItWorksPage() {
  const { t } = useTranslation('howItWorks');
  return <h1>{t('meta.heading')}</h1>;
}
