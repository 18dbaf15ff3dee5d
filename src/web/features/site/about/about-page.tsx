import { useTranslation } from 'react-i18next';

/** Placeholder: replaced by the public-site work. */
export function AboutPage() {
  const { t } = useTranslation('about');
  return <h1>{t('meta.heading')}</h1>;
}
