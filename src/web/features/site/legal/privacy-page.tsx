import { useTranslation } from 'react-i18next';

/** Placeholder: replaced by the public-site work. */
export function PrivacyPage() {
  const { t } = useTranslation('legal');
  return <h1>{t('meta.heading')}</h1>;
}
