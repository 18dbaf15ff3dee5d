import { useTranslation } from 'react-i18next';

/** Placeholder: replaced by the public-site work. */
export function ContactPage() {
  const { t } = useTranslation('contact');
  return <h1>{t('meta.heading')}</h1>;
}
