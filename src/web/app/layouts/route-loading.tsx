import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../components/ui/page-loading';

/** Shown while the first route's code and catalog download. */
export function RouteLoading() {
  const { t } = useTranslation();
  return <PageLoading label={t('loading')} />;
}
