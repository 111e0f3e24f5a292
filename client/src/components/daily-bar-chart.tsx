/**
 * One bar a day over a run of days: the seller's revenue chart and the operators' orders chart.
 * A day without sales is an empty day, never a slope between two others. In Arabic the days run
 * right to left and the axis sits on the right. Imported only by lazily loaded charts, so
 * recharts stays out of the first page load.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { calendarDay } from '../lib/format.ts';

interface DailyBarChartProps<Day extends { date: string }> {
  data: Day[];
  /** The field each bar measures. */
  dataKey: Extract<keyof Day, string>;
  yAxisWidth: number;
  yTickFormatter?: (value: number) => string;
  /** The tooltip's lines under the day's date. */
  describe: (day: Day) => ReactNode;
}

export function DailyBarChart<Day extends { date: string }>({
  data,
  dataKey,
  yAxisWidth,
  yTickFormatter,
  describe,
}: DailyBarChartProps<Day>) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const rtl = i18n.dir(language) === 'rtl';
  const shortDay = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short' });
  const longDay = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  // "200 DT" reads left to right in every language; without this, rtl turns it into "DT 200".
  const axisTick = { fill: 'var(--muted-foreground)', fontSize: 12, direction: 'ltr' as const };

  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={data}
        accessibilityLayer={false}
        barCategoryGap="20%"
        margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
      >
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis
          dataKey="date"
          reversed={rtl}
          tickLine={false}
          axisLine={false}
          tick={axisTick}
          minTickGap={24}
          tickMargin={8}
          tickFormatter={(date: string) => shortDay.format(calendarDay(date))}
        />
        <YAxis
          orientation={rtl ? 'right' : 'left'}
          tickLine={false}
          axisLine={false}
          tick={axisTick}
          width={yAxisWidth}
          allowDecimals={false}
          tickFormatter={yTickFormatter}
        />
        <Tooltip
          cursor={{ fill: 'var(--muted)', opacity: 0.6 }}
          content={({ active, payload }) => {
            const day = payload?.[0]?.payload as Day | undefined;
            if (!active || !day) return null;
            return (
              <div className="rounded-md border bg-popover px-3 py-2 text-sm text-popover-foreground shadow-md">
                <p className="text-muted-foreground">{longDay.format(calendarDay(day.date))}</p>
                {describe(day)}
              </div>
            );
          }}
        />
        <Bar
          dataKey={dataKey}
          fill="var(--primary)"
          radius={[3, 3, 0, 0]}
          maxBarSize={28}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
