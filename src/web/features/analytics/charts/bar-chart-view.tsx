import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export type BarDatum = { label: string; value: number };

type BarChartViewProps = { data: BarDatum[]; valueName: string };

// recharts draws SVG attributes, which take colours, not the theme's CSS variables (styles.css values).
const PRIMARY = '#0f766e';
const MUTED_TEXT = '#57534e';
const GRID = '#e7e5e4';

/**
 * A bar chart of labelled counts. Only the analytics route imports it (lazily), so recharts stays out of
 * the main bundle. It is a picture: the caller gives the same values as text for screen readers.
 */
export function BarChartView({ data, valueName }: BarChartViewProps) {
  return (
    <ResponsiveContainer width="100%" height={240}>
      <BarChart
        // The figure lists every value for screen readers: the picture takes no focus of its own.
        accessibilityLayer={false}
        data={data}
        margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
      >
        <CartesianGrid vertical={false} stroke={GRID} />
        <XAxis
          dataKey="label"
          tickLine={false}
          axisLine={false}
          interval={0}
          tick={{ fill: MUTED_TEXT, fontSize: 12 }}
        />
        <YAxis
          allowDecimals={false}
          tickLine={false}
          axisLine={false}
          tick={{ fill: MUTED_TEXT, fontSize: 12 }}
        />
        <Tooltip cursor={{ fill: GRID, opacity: 0.5 }} formatter={(value) => [value, valueName]} />
        <Bar dataKey="value" name={valueName} fill={PRIMARY} radius={[4, 4, 0, 0]} maxBarSize={48} />
      </BarChart>
    </ResponsiveContainer>
  );
}
