/**
 * The four stat cards, from GET /api/dashboard/stats (skeletons while it loads), and under them
 * the cash transporters still hold for the store (issue 14).
 */
import { useDashboardStats } from './api.ts';
import { CashHeldCard } from './cash-held-card.tsx';
import { StatCards, StatCardsSkeleton } from './stat-cards.tsx';

export function StoreFigures() {
  const stats = useDashboardStats();
  if (stats.isPending) return <StatCardsSkeleton />;
  return (
    <>
      <StatCards stats={stats.data} failed={stats.isError} onRetry={() => void stats.refetch()} />
      {stats.data && <CashHeldCard amount={stats.data.cashHeldByTransporters} />}
    </>
  );
}
