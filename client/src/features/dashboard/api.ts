/** What the dashboard reads: the store's figures, its latest orders and messages (SPEC §2, §7). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardStats, SellerChecklist } from '../../../../common/contracts/dashboard.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { FOLLOW_MARKETPLACE } from '../../lib/query-client.ts';
import { queryRoots } from '../../lib/query-keys.ts';
import { messageQueries } from '../messages/index.ts';
import { orderQueries } from '../orders/index.ts';

/** GET /api/dashboard/stats and /api/dashboard/checklist: key, fetcher and result of each. */
export const dashboardQueries = {
  stats: () =>
    queryOptions({
      queryKey: [...queryRoots.dashboard, 'stats'] as const,
      queryFn: () => apiRequest<DashboardStats>('GET', '/api/dashboard/stats'),
    }),
  checklist: () =>
    queryOptions({
      queryKey: [...queryRoots.dashboard, 'checklist'] as const,
      queryFn: () => apiRequest<SellerChecklist>('GET', '/api/dashboard/checklist'),
    }),
};

export function useDashboardStats() {
  return useQuery({ ...dashboardQueries.stats(), ...FOLLOW_MARKETPLACE });
}

export function useRecentOrders() {
  return useQuery({ ...orderQueries.recent(), ...FOLLOW_MARKETPLACE });
}

export function useRecentMessages() {
  return useQuery(messageQueries.recent());
}
