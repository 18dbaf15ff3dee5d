import { useTranslation } from 'react-i18next';
import { StatGrid, type Stat } from '../components/stat-grid';

/** The spec's marketing figures (§1), as text: they are claims, not computed numbers. */
export function AboutStats() {
  const { t } = useTranslation('about');
  return (
    <StatGrid
      label={t('stats.label')}
      stats={t('stats.items', { returnObjects: true }) as Stat[]}
      columns={4}
    />
  );
}
