/**
 * The last 30 days of revenue as an area chart. Its own chunk: recharts loads only when the
 * dashboard shows it. In Arabic the time axis runs right to left and the amounts sit on the right.
 */
import { useTranslation } from 'react-i18next';
import {
  Area,
  AreaChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { DashboardStats } from '../../../../common/types.ts';
import { formatDinars } from '../../lib/format.ts';

type Day = DashboardStats['revenueByDay'][number];

function dayOf(date: string): Date {
  // "2026-05-14" is a calendar day, not an instant: read it at local noon.
  return new Date(`${date.slice(0, 10)}T12:00:00`);
}

interface ChartTooltipProps {
  active?: boolean;
  payload?: readonly { payload?: unknown }[];
  language: string;
}

function ChartTooltip({ active, payload, language }: ChartTooltipProps) {
  const day = payload?.[0]?.payload as Day | undefined;
  if (!active || !day) return null;
  return (
    <div className="rounded-md border bg-popover px-3 py-2 text-sm text-popover-foreground shadow-md">
      <p className="text-muted-foreground">
        {new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(dayOf(day.date))}
      </p>
      <p className="font-semibold">
        <bdi>{formatDinars(day.revenue)}</bdi>
      </p>
    </div>
  );
}

export default function RevenueChart({ data }: { data: Day[] }) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const rtl = i18n.dir(language) === 'rtl';
  const shortDay = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short' });
  // "200 DT" reads left to right in every language; without this, rtl turns it into "DT 200".
  const axisTick = { fill: 'var(--muted-foreground)', fontSize: 12, direction: 'ltr' as const };

  return (
    <ResponsiveContainer width="100%" height="100%">
      <AreaChart
        data={data}
        accessibilityLayer={false}
        margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
      >
        <defs>
          <linearGradient id="revenue-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="5%" stopColor="var(--primary)" stopOpacity={0.35} />
            <stop offset="95%" stopColor="var(--primary)" stopOpacity={0.02} />
          </linearGradient>
        </defs>
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
          tickFormatter={(value: number) => `${value} DT`}
        />
        <Tooltip
          cursor={{ stroke: 'var(--border)' }}
          content={({ active, payload }) => (
            <ChartTooltip active={active} payload={payload} language={language} />
          )}
        />
        <Area
          type="monotone"
          dataKey="revenue"
          stroke="var(--primary)"
          strokeWidth={2}
          fill="url(#revenue-fill)"
          isAnimationActive={false}
        />
      </AreaChart>
    </ResponsiveContainer>
  );
}
