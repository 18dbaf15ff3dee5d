import { lazy, Suspense } from 'react';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import type { ChartDatum } from './charts/dashboard-chart-view';

// recharts downloads with the first chart shown, in the admin area only, never with the main bundle.
const DashboardChartView = lazy(async () => ({
  default: (await import('./charts/dashboard-chart-view')).DashboardChartView,
}));

export type ChartCardProps = {
  title: string;
  hint: string;
  data: ChartDatum[];
  valueName: string;
  format: (value: number) => string;
  tickFormat?: (value: number) => string;
  integer?: boolean;
  /** Each bar as a sentence ('Mar 10: 2 sign-ups'), read instead of the picture. */
  describe: (datum: ChartDatum) => string;
};

/** A chart for the eye and the same values as a list for screen readers. */
export function ChartCard({
  title,
  hint,
  data,
  valueName,
  format,
  tickFormat,
  integer,
  describe,
}: ChartCardProps) {
  return (
    <Card className="grid min-w-0 content-start gap-3 p-4 sm:p-5">
      <div className="grid gap-0.5">
        <h2 className="font-semibold">{title}</h2>
        <p className="text-sm text-muted-foreground">{hint}</p>
      </div>
      <figure className="grid gap-2">
        <div aria-hidden="true" className="h-60 min-w-0">
          <Suspense fallback={<Skeleton className="h-60 w-full" />}>
            <DashboardChartView
              data={data}
              valueName={valueName}
              format={format}
              tickFormat={tickFormat}
              integer={integer}
            />
          </Suspense>
        </div>
        <figcaption className="sr-only">
          {title}
          <ul>
            {data.map((datum) => (
              <li key={datum.label}>{describe(datum)}</li>
            ))}
          </ul>
        </figcaption>
      </figure>
    </Card>
  );
}
