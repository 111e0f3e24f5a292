/**
 * The live stream (GET /api/events, issue 15): one EventSource per tab while someone is signed
 * in. Events carry no data to show, only what changed: each marks the matching query roots stale,
 * so the screens on view refetch through the API, with its checks. It replaces the 30 s polls.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notification } from '../../../../common/contracts/notifications.ts';
import { LIVE_EVENT_KINDS, type LiveEventKind } from '../../../../common/enums.ts';
import { toast } from '../../components/ui/use-toast.ts';
import { queryRoots } from '../../lib/query-keys.ts';
import { authQueries, useCurrentUser } from '../auth/index.ts';
import { NotificationToastBody, notificationText } from '../notifications/index.ts';

type QueryRoot = readonly string[];

/** Which lists each kind of change makes stale (session_ended is handled on its own). */
export const ROOTS_BY_KIND: Record<Exclude<LiveEventKind, 'session_ended'>, QueryRoot[]> = {
  notification: [queryRoots.notifications],
  // The seller's lists and figures, or the buyer's own orders.
  order: [queryRoots.orders, queryRoots.dashboard, queryRoots.customers, queryRoots.buyer],
  // The inbox and its badge, the dashboard's unread card, or the buyer's conversations.
  message: [queryRoots.messages, queryRoots.dashboard, queryRoots.buyer],
  delivery: [queryRoots.orders, queryRoots.transporter, queryRoots.cash],
  board: [queryRoots.transporter],
  cash: [queryRoots.cash, queryRoots.transporter, queryRoots.dashboard],
};

/** Everything a signed-in screen may show: what to refetch after the stream was down. */
const SIGNED_IN_ROOTS = [...new Set(Object.values(ROOTS_BY_KIND).flat())];

/** After the browser gives up (a 401, a 429, a proxy's error page), try again after this, doubling. */
const FIRST_RETRY_MS = 5_000;
const MAX_RETRY_MS = 60_000;

const currentUserKey = authQueries.currentUser().queryKey;

interface Controls {
  pause: () => void;
  resume: () => void;
}
/** The tab's open stream, for sign-out to close before the session ends. */
let active: Controls | null = null;

/**
 * Closes the stream now (sign-out, before the request); the returned function opens it again
 * (the sign-out failed). Once signed out, the hook's user is gone and it stays closed.
 */
export function pauseLiveUpdates(): () => void {
  const controls = active;
  controls?.pause();
  return () => controls?.resume();
}

function invalidate(queryClient: QueryClient, roots: readonly QueryRoot[]) {
  for (const queryKey of roots) void queryClient.invalidateQueries({ queryKey });
}

function parse(data: unknown): unknown {
  try {
    return typeof data === 'string' ? JSON.parse(data) : null;
  } catch {
    return null;
  }
}

function isNotification(value: unknown): value is Notification {
  const candidate = value as Partial<Notification> | null;
  return (
    !!candidate &&
    typeof candidate.id === 'number' &&
    typeof candidate.kind === 'string' &&
    typeof candidate.link === 'string' &&
    !!candidate.params &&
    typeof candidate.params === 'object'
  );
}

/** Mount once, high in the tree: it follows the signed-in user and does nothing for visitors. */
export function useLiveUpdates() {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const { user } = useCurrentUser();
  const userId = user?.id ?? null;

  useEffect(() => {
    if (userId === null || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let lastEventId = '';
    let failed = false;
    let stopped = false;
    let retryDelay = FIRST_RETRY_MS;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;

    const close = () => {
      clearTimeout(retryTimer);
      source?.close();
      source = null;
    };

    const showNotification = (data: unknown) => {
      if (!isNotification(data)) return;
      // Words in the language the reader has now, not the one of the tab's first render.
      const t = i18n.getFixedT(i18n.language);
      const { title, detail } = notificationText(data, t, i18n.resolvedLanguage ?? i18n.language);
      toast({ title, description: <NotificationToastBody notification={data} detail={detail} /> });
    };

    const endSession = async () => {
      close();
      await queryClient.invalidateQueries({ queryKey: currentUserKey });
      if (stopped) return;
      if (queryClient.getQueryData(currentUserKey)) {
        // Another session of the account ended, not this one: keep listening.
        connect();
      } else {
        const t = i18n.getFixedT(i18n.language);
        toast({
          title: t('live.sessionEnded.title'),
          description: t('live.sessionEnded.description'),
        });
      }
    };

    const onEvent = (kind: LiveEventKind, event: MessageEvent) => {
      if (event.lastEventId) lastEventId = event.lastEventId;
      if (kind === 'session_ended') {
        void endSession();
        return;
      }
      invalidate(queryClient, ROOTS_BY_KIND[kind]);
      if (kind === 'notification') showNotification(parse(event.data));
    };

    function connect() {
      close();
      // The browser sends Last-Event-ID itself when it reconnects; a stream opened anew says it
      // in the query, so the server replays what happened in between.
      const url = lastEventId
        ? `/api/events?lastEventId=${encodeURIComponent(lastEventId)}`
        : '/api/events';
      const stream = new EventSource(url, { withCredentials: true });
      source = stream;
      stream.onopen = () => {
        retryDelay = FIRST_RETRY_MS;
        if (failed) {
          // What changed while the stream was down and not replayed (older than 24 h, or too
          // many): refetch what is on screen, once.
          failed = false;
          invalidate(queryClient, SIGNED_IN_ROOTS);
        }
      };
      stream.onerror = () => {
        failed = true;
        if (stream.readyState !== EventSource.CLOSED) return; // the browser retries by itself
        close();
        // Signed out (401)? The current user says so, and the route guard takes over.
        void queryClient.invalidateQueries({ queryKey: currentUserKey });
        retryTimer = setTimeout(() => {
          if (!stopped) connect();
        }, retryDelay);
        retryDelay = Math.min(retryDelay * 2, MAX_RETRY_MS);
      };
      for (const kind of LIVE_EVENT_KINDS) {
        stream.addEventListener(kind, (event) => onEvent(kind, event as MessageEvent));
      }
    }

    connect();
    const controls: Controls = {
      pause: () => {
        stopped = true;
        close();
      },
      resume: () => {
        if (!stopped || active !== controls) return;
        stopped = false;
        connect();
      },
    };
    active = controls;
    return () => {
      stopped = true;
      close();
      if (active === controls) active = null;
    };
  }, [userId, queryClient, i18n]);
}

/** The hook as an element, for the providers to mount once. */
export function LiveUpdates() {
  useLiveUpdates();
  return null;
}
