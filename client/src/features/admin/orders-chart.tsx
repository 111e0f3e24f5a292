/**
 * Orders per day over the last 30 days, one bar a day. Its own chunk, like the seller's revenue
 * chart: recharts loads only when the overview draws it.
 */
import { useTranslation } from 'react-i18next';
import type { AdminOverview } from '../../../../common/contracts/admin.ts';
import { DailyBarChart } from '../../components/daily-bar-chart.tsx';
import { formatMoney } from '../../lib/format.ts';

export type OrdersDay = AdminOverview['ordersPerDay'][number];

export default function OrdersChart({ data }: { data: OrdersDay[] }) {
  const { t, i18n } = useTranslation();
  return (
    <DailyBarChart
      data={data}
      dataKey="orders"
      yAxisWidth={40}
      describe={(day) => (
        <>
          <p className="font-semibold">{t('admin.overview.chart.orders', { count: day.orders })}</p>
          <p className="text-muted-foreground">
            <bdi>{formatMoney(day.value, i18n.language)}</bdi>
          </p>
        </>
      )}
    />
  );
}
