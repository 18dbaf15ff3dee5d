import { lazy, Suspense } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import type { BarDatum } from '../charts/bar-chart-view';

// recharts downloads with the first chart shown, never with the app's main bundle.
const BarChartView = lazy(async () => ({ default: (await import('../charts/bar-chart-view')).BarChartView }));

type BarChartFigureProps = {
  data: BarDatum[];
  valueName: string;
  /** What the chart shows, for screen readers ('Viewers by age group'). */
  summary: string;
  /** Each bar as a sentence ('25-29: 4 viewers (40%)'), read instead of the picture. */
  describe: (datum: BarDatum, index: number) => string;
};

/** A chart for the eye and the same values as a list for screen readers. */
export function BarChartFigure({ data, valueName, summary, describe }: BarChartFigureProps) {
  return (
    <figure className="grid gap-2">
      <div aria-hidden="true" className="h-60 min-w-0">
        <Suspense fallback={<Skeleton className="h-60 w-full" />}>
          <BarChartView data={data} valueName={valueName} />
        </Suspense>
      </div>
      <figcaption className="sr-only">
        {summary}
        <ul>
          {data.map((datum, index) => (
            <li key={datum.label}>{describe(datum, index)}</li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
