import { useTranslation } from 'react-i18next';

/** Placeholder: replaced by the public-site work. */
export function SuccessStoriesPage() {
  const { t } = useTranslation('stories');
  return <h1>{t('meta.heading')}</h1>;
}
