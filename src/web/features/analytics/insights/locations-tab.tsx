import { Globe2, MapPin, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAnalytics } from '../../../../shared/analytics/analytics-contract';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatCount } from '../analytics-format';
import { EmptyNote } from './empty-note';

/** Top Viewer Locations (rank, count, percent) and Geographic Insights (spec §2). */
export function LocationsTab({ analytics }: { analytics: TAnalytics }) {
  const { t, i18n } = useTranslation('analytics');
  const { topLocations, geography } = analytics;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle className="text-lg">{t('locations.top')}</CardTitle>
        </CardHeader>
        <CardContent>
          {topLocations.length === 0 ? (
            <EmptyNote text={t('locations.noLocations')} />
          ) : (
            <ol className="grid gap-3">
              {topLocations.map((place) => (
                <li key={place.location} className="grid gap-1.5">
                  <div className="flex items-center gap-3">
                    <span className="grid size-7 shrink-0 place-items-center rounded-full bg-primary-soft text-xs font-semibold text-primary-strong">
                      <span aria-hidden="true">{place.rank}</span>
                      <span className="sr-only">{t('locations.rank', { rank: place.rank })}</span>
                    </span>
                    <span className="min-w-0 flex-1 font-medium break-words">{place.location}</span>
                    <span className="shrink-0 text-sm text-muted-foreground tabular-nums">
                      {t('locations.viewers', { count: place.count })}
                      {' · '}
                      {t('locations.percent', { value: place.percentage })}
                    </span>
                  </div>
                  <div className="ms-10 h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                    <div
                      className="h-full rounded-full bg-primary"
                      style={{ width: `${Math.min(100, Math.max(0, place.percentage))}%` }}
                    />
                  </div>
                </li>
              ))}
            </ol>
          )}
        </CardContent>
      </Card>
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle className="text-lg">{t('locations.insights')}</CardTitle>
        </CardHeader>
        <CardContent>
          {geography.totalViewers === 0 ? (
            <EmptyNote text={t('locations.noGeography')} />
          ) : (
            <dl className="grid gap-3">
              <Insight icon={<MapPin />} label={t('locations.places')}>
                {formatCount(geography.locations, i18n.language)}
              </Insight>
              <Insight icon={<Globe2 />} label={t('locations.topRegion')}>
                {geography.topRegion ?? '—'}
              </Insight>
              <Insight icon={<Users />} label={t('locations.totalViewers')}>
                {formatCount(geography.totalViewers, i18n.language)}
              </Insight>
            </dl>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function Insight({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-3 rounded-md bg-muted/60 p-3">
      <span
        className="grid size-9 shrink-0 place-items-center rounded-full bg-primary-soft text-primary-strong [&_svg]:size-4"
        aria-hidden="true"
      >
        {icon}
      </span>
      <dt className="min-w-0 flex-1 text-sm text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold break-words tabular-nums">{children}</dd>
    </div>
  );
}
