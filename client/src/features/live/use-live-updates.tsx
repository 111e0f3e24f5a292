/**
 * The live stream (GET /api/events, issue 15) while someone is signed in. Events carry no data to
 * show, only what changed: each marks the matching query roots stale, so the screens on view
 * refetch through the API, with its checks. It replaces the 30 s polls. The stream itself, shared
 * by the browser's tabs, is in live-stream.ts; the toasts in live-toasts.tsx.
 */
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notification } from '../../../../common/contracts/notifications.ts';
import type { LiveEventKind } from '../../../../common/enums.ts';
import { queryRoots } from '../../lib/query-keys.ts';
import { authQueries, useCurrentUser } from '../auth/index.ts';
import { openLiveStream } from './live-stream.ts';
import { clearActiveLiveUpdates, setActiveLiveUpdates } from './live-pause.ts';

export { pauseLiveUpdates, type LivePause } from './live-pause.ts';
import { announceNotifications, announceSessionEnded, freshNotification } from './live-toasts.tsx';

export { FRESH_NOTIFICATION_MS } from './live-toasts.tsx';

type QueryRoot = readonly string[];
type ChangeKind = Exclude<LiveEventKind, 'session_ended'>;

/** Which lists each kind of change makes stale (session_ended is handled on its own). */
export const ROOTS_BY_KIND: Record<ChangeKind, QueryRoot[]> = {
  notification: [queryRoots.notifications],
  // The seller's lists, figures and stock (an order takes it), or the buyer's own orders.
  order: [
    queryRoots.orders,
    queryRoots.dashboard,
    queryRoots.customers,
    queryRoots.products,
    queryRoots.buyer,
  ],
  // The inbox and its badge, the dashboard's unread card, the buyer's conversations; reading or
  // answering marks the seller's message_new notifications read on the server.
  message: [queryRoots.messages, queryRoots.dashboard, queryRoots.buyer, queryRoots.notifications],
  delivery: [queryRoots.orders, queryRoots.transporter, queryRoots.cash],
  // Every transporter hears every board change: only the board itself, not their whole area.
  board: [
    [...queryRoots.transporter, 'delivery-requests'],
    [...queryRoots.transporter, 'delivery-preview'],
  ],
  cash: [queryRoots.cash, queryRoots.transporter, queryRoots.dashboard],
};

/** Everything a signed-in screen may show: what to refetch after the stream was down. */
const SIGNED_IN_ROOTS: QueryRoot[] = [
  queryRoots.notifications,
  queryRoots.orders,
  queryRoots.dashboard,
  queryRoots.customers,
  queryRoots.products,
  queryRoots.buyer,
  queryRoots.messages,
  queryRoots.transporter,
  queryRoots.cash,
];

/** A burst of events (a replay, one delivery's four kinds) ends in one refetch per list. */
export const FLUSH_QUIET_MS = 250;
/** After a deploy every client reconnects at once: the catch-up refetch is spread over this. */
export const CATCH_UP_JITTER_MS = 10_000;

const currentUserKey = authQueries.currentUser().queryKey;

/**
 * Applies the stream's events to one tab's queries until the returned stop: the lists each
 * event makes stale, refetched once after a quiet moment, with a toast for fresh notifications.
 */
function followLiveUpdates(userId: number, queryClient: QueryClient, i18n: I18n): () => void {
  let stopped = false; // unmounted, or another user

  // The batch: lists to refetch and fresh notifications, flushed after a quiet moment.
  const pendingRoots = new Map<string, QueryRoot>();
  let fresh: Notification[] = [];
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  let catchUpTimer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    flushTimer = undefined;
    const roots = [...pendingRoots.values()];
    const toToast = fresh;
    pendingRoots.clear();
    fresh = [];
    if (stopped) return;
    for (const queryKey of roots) void queryClient.invalidateQueries({ queryKey });
    announceNotifications(toToast, i18n);
  };
  const queue = (roots: readonly QueryRoot[]) => {
    for (const root of roots) pendingRoots.set(root.join('\u0000'), root);
    clearTimeout(flushTimer);
    flushTimer = setTimeout(flush, FLUSH_QUIET_MS);
  };
  // What changed while the stream was down and was not replayed (older than 24 h, or too
  // many): refetch what is on screen, once, at a moment of its own so a deploy's reconnects do
  // not all land together.
  const catchUp = () => {
    clearTimeout(catchUpTimer);
    catchUpTimer = setTimeout(() => queue(SIGNED_IN_ROOTS), Math.random() * CATCH_UP_JITTER_MS);
  };
  const checkSession = () => void queryClient.invalidateQueries({ queryKey: currentUserKey });

  const endSession = async () => {
    stream.disconnect();
    await queryClient.invalidateQueries({ queryKey: currentUserKey });
    if (stopped) return;
    // Another session of the account ended, not this one: keep listening.
    if (queryClient.getQueryData(currentUserKey)) stream.reconnect();
    else announceSessionEnded(i18n);
  };

  /** One event, from this tab's stream or the leader's: the same in every tab. */
  const apply = (kind: LiveEventKind, data: unknown) => {
    if (kind === 'session_ended') {
      void endSession();
      return;
    }
    queue(ROOTS_BY_KIND[kind]);
    const notification = kind === 'notification' ? freshNotification(data) : null;
    if (notification) fresh.push(notification);
  };

  const stream = openLiveStream(userId, {
    onEvent: apply,
    onCatchUp: catchUp,
    onCheckSession: checkSession,
  });
  const current = { stream, userId };
  setActiveLiveUpdates(current);
  return () => {
    stopped = true;
    stream.close();
    clearTimeout(flushTimer);
    clearTimeout(catchUpTimer);
    clearActiveLiveUpdates(current);
  };
}

/** Mount once, high in the tree: it follows the signed-in user and does nothing for visitors. */
export function useLiveUpdates() {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const { user } = useCurrentUser();
  const userId = user?.id ?? null;

  useEffect(() => {
    if (userId === null || typeof EventSource === 'undefined') return;
    return followLiveUpdates(userId, queryClient, i18n);
  }, [userId, queryClient, i18n]);
}

/** The hook as an element, for the providers to mount once. */
export function LiveUpdates() {
  useLiveUpdates();
  return null;
}
