import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export type ChartDatum = { label: string; value: number };

type DashboardChartViewProps = {
  data: ChartDatum[];
  valueName: string;
  /** How a value reads on the axis and in the tooltip ('$19.99', '3'). */
  format: (value: number) => string;
  /** How an axis tick reads, shorter than `format` ('$2.2K'); `format` when not given. */
  tickFormat?: (value: number) => string;
  /** Whole numbers only (counts). */
  integer?: boolean;
};

// recharts draws SVG attributes, which take colours, not the theme's CSS variables (styles.css values).
const PRIMARY = '#0f766e';
const MUTED_TEXT = '#57534e';
const GRID = '#e7e5e4';

/**
 * A bar chart of the dashboard (sign-ups per day, revenue per month). Only the admin dashboard imports
 * it, lazily, so recharts downloads with the admin area's first chart. It is a picture: the caller gives
 * the same values as a list for screen readers.
 */
export function DashboardChartView({
  data,
  valueName,
  format,
  tickFormat = format,
  integer = false,
}: DashboardChartViewProps) {
  return (
    <ResponsiveContainer width="100%" height={240}>
      <BarChart
        // The figure lists every value for screen readers: the picture takes no focus of its own.
        accessibilityLayer={false}
        data={data}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      >
        <CartesianGrid vertical={false} stroke={GRID} />
        <XAxis
          dataKey="label"
          tickLine={false}
          axisLine={false}
          interval="preserveStartEnd"
          minTickGap={12}
          tick={{ fill: MUTED_TEXT, fontSize: 12 }}
        />
        <YAxis
          allowDecimals={!integer}
          tickLine={false}
          axisLine={false}
          width={48}
          tickFormatter={(value: number) => tickFormat(value)}
          tick={{ fill: MUTED_TEXT, fontSize: 12 }}
        />
        <Tooltip
          cursor={{ fill: GRID, opacity: 0.5 }}
          formatter={(value) => [format(Number(value)), valueName]}
        />
        <Bar dataKey="value" name={valueName} fill={PRIMARY} radius={[4, 4, 0, 0]} maxBarSize={48} />
      </BarChart>
    </ResponsiveContainer>
  );
}
