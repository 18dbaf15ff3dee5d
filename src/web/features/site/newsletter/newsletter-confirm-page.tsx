import { useTranslation } from 'react-i18next';

/** Placeholder: replaced by the public-site work. */
export function NewsletterConfirmPage() {
  const { t } = useTranslation('newsletter');
  return <h1>{t('meta.heading')}</h1>;
}
