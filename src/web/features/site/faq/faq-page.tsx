import { useTranslation } from 'react-i18next';

/** Placeholder: replaced by the public-site work. */
export function FaqPage() {
  const { t } = useTranslation('faq');
  return <h1>{t('meta.heading')}</h1>;
}
