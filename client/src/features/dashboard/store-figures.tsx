/** The four stat cards, from GET /api/dashboard/stats (skeletons while it loads). */
import { useDashboardStats } from './api.ts';
import { StatCards, StatCardsSkeleton } from './stat-cards.tsx';

export function StoreFigures() {
  const stats = useDashboardStats();
  if (stats.isPending) return <StatCardsSkeleton />;
  return (
    <StatCards stats={stats.data} failed={stats.isError} onRetry={() => void stats.refetch()} />
  );
}
