import { useTranslation } from 'react-i18next';

/** Placeholder: replaced by the public-site work. */
export function SiteFooter() {
  const { t } = useTranslation('footer');
  return <h1>{t('meta.heading')}</h1>;
}
