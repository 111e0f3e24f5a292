/** What the dashboard reads: the store's figures, its latest orders and messages (SPEC §2, §7). */
import { useQuery } from '@tanstack/react-query';
import type { DashboardStats, Message, OrderSummary } from '../../../../common/types.ts';
import { FOLLOW_MARKETPLACE } from '../../lib/query-client.ts';

export const dashboardStatsKey = ['/api/dashboard/stats'] as const;
export const recentOrdersKey = ['/api/orders/recent'] as const;
export const recentMessagesKey = ['/api/messages/recent'] as const;

export function useDashboardStats() {
  return useQuery<DashboardStats>({ queryKey: dashboardStatsKey, ...FOLLOW_MARKETPLACE });
}

export function useRecentOrders() {
  return useQuery<OrderSummary[]>({ queryKey: recentOrdersKey, ...FOLLOW_MARKETPLACE });
}

export function useRecentMessages() {
  return useQuery<Message[]>({ queryKey: recentMessagesKey });
}
