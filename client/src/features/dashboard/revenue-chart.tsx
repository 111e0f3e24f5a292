/**
 * The last 30 days of revenue, one bar per day. Its own chunk: recharts loads only when the
 * dashboard shows it. In Arabic the amounts sit on the right.
 */
import { useTranslation } from 'react-i18next';
import { DailyBarChart } from '../../components/daily-bar-chart.tsx';
import { formatMoney, isolate } from '../../lib/format.ts';
import { axisAmount, type RevenueDay } from './revenue-days.ts';

export default function RevenueChart({ data }: { data: RevenueDay[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <DailyBarChart
      data={data}
      dataKey="revenue"
      yAxisWidth={72}
      // Isolated in its own direction: in Arabic "200 د.ت" keeps its unit after the number.
      yTickFormatter={(value) => isolate(axisAmount(formatMoney(value, language)))}
      describe={(day) => (
        <>
          <p className="font-semibold">
            <bdi>{formatMoney(day.revenue, language)}</bdi>
          </p>
          <p className="text-muted-foreground">
            {t('dashboard.chart.orders', { count: day.orders })}
          </p>
        </>
      )}
    />
  );
}
