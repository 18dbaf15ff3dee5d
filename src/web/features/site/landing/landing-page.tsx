import { useTranslation } from 'react-i18next';

/** Placeholder: replaced by the public-site work. */
export function LandingPage() {
  const { t } = useTranslation('landing');
  return <h1>{t('meta.heading')}</h1>;
}
