/**
 * The operators' overview query and the queue sizes the back-office nav shows as badges. Apart
 * from api.ts because the layout that shows the badges is in the first page load of every
 * signed-in user: only this much of the operators' code goes with it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOverview } from '../../../../common/contracts/admin.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { queryRoots } from '../../lib/query-keys.ts';

/** GET /api/admin/overview. */
export const overviewQuery = () =>
  queryOptions({
    queryKey: [...queryRoots.admin, 'overview'] as const,
    queryFn: () => apiRequest<AdminOverview>('GET', '/api/admin/overview'),
  });

/**
 * Disputes waiting for an operator (issue 14): failed deliveries whose payment the store refused
 * and cash hand-overs the store contested.
 */
export function openDisputes(overview: Pick<AdminOverview, 'disputes'>): number {
  return overview.disputes.deliveries + overview.disputes.handovers;
}

/**
 * The sizes of the operators' queues, for the nav badges; 0 until the overview is in. Refreshed
 * every minute: transporters, visitors and the contact page fill the queues meanwhile.
 */
export function useAdminQueueCounts(enabled: boolean) {
  const overview = useQuery({ ...overviewQuery(), enabled, refetchInterval: 60_000 }).data;
  return {
    transportersWaiting: overview?.transporters.waiting ?? 0,
    reportsOpen: overview?.reportsOpen ?? 0,
    contactUnread: overview?.contactUnread ?? 0,
    disputesOpen: overview ? openDisputes(overview) : 0,
  };
}
