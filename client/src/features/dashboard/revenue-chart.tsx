/**
 * The last 30 days of revenue, one bar per day: a day without sales is an empty day, never a
 * slope between two others. Its own chunk: recharts loads only when the dashboard shows it. In
 * Arabic the days run right to left and the amounts sit on the right.
 */
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney, isolate } from '../../lib/format.ts';
import { axisAmount, dayOf, type RevenueDay } from './revenue-days.ts';

interface ChartTooltipProps {
  active?: boolean;
  payload?: readonly { payload?: unknown }[];
  language: string;
}

function ChartTooltip({ active, payload, language }: ChartTooltipProps) {
  const { t } = useTranslation();
  const day = payload?.[0]?.payload as RevenueDay | undefined;
  if (!active || !day) return null;
  return (
    <div className="rounded-md border bg-popover px-3 py-2 text-sm text-popover-foreground shadow-md">
      <p className="text-muted-foreground">
        {new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(dayOf(day.date))}
      </p>
      <p className="font-semibold">
        <bdi>{formatMoney(day.revenue, language)}</bdi>
      </p>
      <p className="text-muted-foreground">{t('dashboard.chart.orders', { count: day.orders })}</p>
    </div>
  );
}

export default function RevenueChart({ data }: { data: RevenueDay[] }) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const rtl = i18n.dir(language) === 'rtl';
  const shortDay = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short' });
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
          tickFormatter={(date: string) => shortDay.format(dayOf(date))}
        />
        <YAxis
          orientation={rtl ? 'right' : 'left'}
          tickLine={false}
          axisLine={false}
          tick={axisTick}
          width={72}
          allowDecimals={false}
          // Isolated in its own direction: in Arabic "200 د.ت" keeps its unit after the number.
          tickFormatter={(value: number) => isolate(axisAmount(formatMoney(value, language)))}
        />
        <Tooltip
          cursor={{ fill: 'var(--muted)', opacity: 0.6 }}
          content={({ active, payload }) => (
            <ChartTooltip active={active} payload={payload} language={language} />
          )}
        />
        <Bar
          dataKey="revenue"
          fill="var(--primary)"
          radius={[3, 3, 0, 0]}
          maxBarSize={28}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
