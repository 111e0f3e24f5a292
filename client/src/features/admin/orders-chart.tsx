/**
 * Orders per day over the last 30 days, one bar a day. Its own chunk, like the seller's revenue
 * chart: recharts loads only when the overview draws it. In Arabic the days run right to left.
 */
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AdminOverview } from '../../../../common/contracts/admin.ts';
import { calendarDay, formatMoney } from '../../lib/format.ts';

export type OrdersDay = AdminOverview['ordersPerDay'][number];

interface ChartTooltipProps {
  active?: boolean;
  payload?: readonly { payload?: unknown }[];
  language: string;
}

function ChartTooltip({ active, payload, language }: ChartTooltipProps) {
  const { t } = useTranslation();
  const day = payload?.[0]?.payload as OrdersDay | undefined;
  if (!active || !day) return null;
  return (
    <div className="rounded-md border bg-popover px-3 py-2 text-sm text-popover-foreground shadow-md">
      <p className="text-muted-foreground">
        {new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(calendarDay(day.date))}
      </p>
      <p className="font-semibold">{t('admin.overview.chart.orders', { count: day.orders })}</p>
      <p className="text-muted-foreground">
        <bdi>{formatMoney(day.value, language)}</bdi>
      </p>
    </div>
  );
}

export default function OrdersChart({ data }: { data: OrdersDay[] }) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const rtl = i18n.dir(language) === 'rtl';
  const shortDay = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short' });
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
          width={40}
          allowDecimals={false}
        />
        <Tooltip
          cursor={{ fill: 'var(--muted)', opacity: 0.6 }}
          content={({ active, payload }) => (
            <ChartTooltip active={active} payload={payload} language={language} />
          )}
        />
        <Bar
          dataKey="orders"
          fill="var(--primary)"
          radius={[3, 3, 0, 0]}
          maxBarSize={28}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
