/**
 * The live stream (GET /api/events, issue 15) while someone is signed in. Events carry no data to
 * show, only what changed: each marks the matching query roots stale, so the screens on view
 * refetch through the API, with its checks. It replaces the 30 s polls.
 *
 * One stream per browser, not per tab: over HTTP/1.1 a site gets 6 connections in all, and the
 * server allows 10 streams per account. The tabs elect a leader with a Web Lock held while the
 * tab lives; the leader owns the EventSource and passes each event on over a BroadcastChannel,
 * and every tab applies it the same way. When the leader closes, its lock goes to a waiting tab,
 * which opens the stream from the last event it heard. Without locks or BroadcastChannel (old
 * browsers, jsdom), each tab has its own stream.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notification } from '../../../../common/contracts/notifications.ts';
import { LIVE_EVENT_KINDS, type LiveEventKind } from '../../../../common/enums.ts';
import { toast } from '../../components/ui/use-toast.ts';
import { queryRoots } from '../../lib/query-keys.ts';
import { authQueries, useCurrentUser } from '../auth/index.ts';
import { NotificationToastBody, notificationText } from '../notifications/index.ts';

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
/** Only a notification this recent is news worth a toast; older ones wait in the bell. */
export const FRESH_NOTIFICATION_MS = 2 * 60_000;
/** After a deploy every client reconnects at once: the catch-up refetch is spread over this. */
export const CATCH_UP_JITTER_MS = 10_000;
/** After the browser gives up (a 401, a 429, a proxy's error page), try again after this, doubling. */
const FIRST_RETRY_MS = 5_000;
const MAX_RETRY_MS = 60_000;
/** Event ids already handled in this tab: the server re-sends a short overlap on reconnect. */
const SEEN_LIMIT = 1_000;

const currentUserKey = authQueries.currentUser().queryKey;

/** What the tabs of one account tell each other. */
type TabMessage =
  | { type: 'event'; kind: LiveEventKind; id: string; data: string }
  | { type: 'catch_up' }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'signed_out' };

const channelName = (userId: number) => `hanout-live-${userId}`;
const lockName = (userId: number) => `hanout-live-${userId}`;

function canShare(): boolean {
  return (
    typeof BroadcastChannel !== 'undefined' &&
    typeof navigator !== 'undefined' &&
    typeof navigator.locks?.request === 'function'
  );
}

interface Controls {
  pause: () => void;
  resume: () => void;
  userId: number;
}
/** The tab's live updates, for sign-out to close before the session ends. */
let active: Controls | null = null;

export interface LivePause {
  /** The sign-out failed: listen again, in every tab. */
  resume: () => void;
  /** The sign-out went through: every other tab asks who is signed in, and stops listening. */
  signedOut: () => void;
}

/**
 * Closes the stream now, for every tab (sign-out, before the request). Once signed out, the
 * hook's user is gone and it stays closed.
 */
export function pauseLiveUpdates(): LivePause {
  const controls = active;
  controls?.pause();
  return {
    resume: () => controls?.resume(),
    signedOut: () => {
      if (!controls || !canShare()) return;
      const channel = new BroadcastChannel(channelName(controls.userId));
      channel.postMessage({ type: 'signed_out' } satisfies TabMessage);
      channel.close();
    },
  };
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
    typeof candidate.createdAt === 'string' &&
    !!candidate.params &&
    typeof candidate.params === 'object'
  );
}

function isFresh(notification: Notification): boolean {
  const age = Date.now() - Date.parse(notification.createdAt);
  return age >= -FRESH_NOTIFICATION_MS && age < FRESH_NOTIFICATION_MS;
}

/** One toast for a burst: the notification itself, or how many came. */
function announce(fresh: Notification[], i18n: I18n) {
  // Words in the language the reader has now, not the one of the tab's first render.
  const t = i18n.getFixedT(i18n.language);
  const [only] = fresh;
  if (fresh.length === 1 && only) {
    const { title, detail } = notificationText(only, t, i18n.resolvedLanguage ?? i18n.language);
    toast({ title, description: <NotificationToastBody notification={only} detail={detail} /> });
  } else if (fresh.length > 1) {
    toast({
      title: t('live.newNotifications', { count: fresh.length }),
      description: t('live.newNotificationsHint'),
    });
  }
}

/** Mount once, high in the tree: it follows the signed-in user and does nothing for visitors. */
export function useLiveUpdates() {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const { user } = useCurrentUser();
  const userId = user?.id ?? null;

  useEffect(() => {
    if (userId === null || typeof EventSource === 'undefined') return;
    const shared = canShare();
    const channel = shared ? new BroadcastChannel(channelName(userId)) : null;
    const post = (message: TabMessage) => channel?.postMessage(message);

    let stopped = false; // unmounted, or another user
    let paused = false; // a sign-out is under way, in this tab or another
    let leading = false; // this tab owns the stream
    let releaseLock: (() => void) | undefined;
    const lockRequest = new AbortController();

    // What this tab has seen, shared by leader and followers: a new leader starts from it.
    let lastEventId = '';
    const seen = new Set<string>();

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
      announce(toToast, i18n);
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

    // The stream, while this tab leads.
    let source: EventSource | null = null;
    let failed = false;
    let retryDelay = FIRST_RETRY_MS;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;

    const close = () => {
      clearTimeout(retryTimer);
      source?.close();
      source = null;
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

    /** One event, from this tab's stream or the leader's: the same in every tab. */
    const apply = (kind: LiveEventKind, id: string, data: unknown) => {
      if (id) {
        if (seen.has(id)) return;
        seen.add(id);
        if (seen.size > SEEN_LIMIT) seen.delete(seen.values().next().value as string);
        lastEventId = id;
      }
      if (kind === 'session_ended') {
        void endSession();
        return;
      }
      queue(ROOTS_BY_KIND[kind]);
      if (kind === 'notification') {
        const notification = parse(data);
        // A replayed one (the phone woke after an hour) is in the bell, not news.
        if (isNotification(notification) && isFresh(notification)) fresh.push(notification);
      }
    };

    function connect() {
      close();
      if (!leading || paused || stopped) return;
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
          failed = false;
          catchUp();
          post({ type: 'catch_up' });
        }
      };
      stream.onerror = () => {
        failed = true;
        if (stream.readyState !== EventSource.CLOSED) return; // the browser retries by itself
        close();
        // Signed out (401)? The current user says so, and the route guard takes over.
        void queryClient.invalidateQueries({ queryKey: currentUserKey });
        retryTimer = setTimeout(connect, retryDelay);
        retryDelay = Math.min(retryDelay * 2, MAX_RETRY_MS);
      };
      for (const kind of LIVE_EVENT_KINDS) {
        stream.addEventListener(kind, (event) => {
          const { lastEventId: id, data } = event as MessageEvent<string>;
          post({ type: 'event', kind, id, data });
          apply(kind, id, data);
        });
      }
    }

    const lead = () => {
      leading = true;
      connect();
    };

    if (channel) {
      channel.onmessage = (event: MessageEvent<TabMessage>) => {
        const message = event.data;
        switch (message.type) {
          case 'event':
            apply(message.kind, message.id, message.data);
            break;
          case 'catch_up':
            catchUp();
            break;
          case 'pause':
            paused = true;
            close();
            break;
          case 'resume':
            paused = false;
            connect();
            break;
          case 'signed_out':
            paused = true;
            close();
            void queryClient.invalidateQueries({ queryKey: currentUserKey });
            break;
        }
      };
      // Held until this tab closes or its user changes; the next waiting tab then leads.
      navigator.locks
        .request(
          lockName(userId),
          { signal: lockRequest.signal },
          () =>
            new Promise<void>((resolve) => {
              releaseLock = resolve;
              if (stopped) resolve();
              else lead();
            }),
        )
        .catch(() => {
          // Aborted: the tab stopped before its turn came.
        });
    } else {
      lead();
    }

    const controls: Controls = {
      userId,
      pause: () => {
        paused = true;
        close();
        post({ type: 'pause' });
      },
      resume: () => {
        if (!paused || stopped || active !== controls) return;
        paused = false;
        post({ type: 'resume' });
        connect();
      },
    };
    active = controls;
    return () => {
      stopped = true;
      leading = false;
      close();
      clearTimeout(flushTimer);
      clearTimeout(catchUpTimer);
      lockRequest.abort();
      releaseLock?.();
      channel?.close();
      if (active === controls) active = null;
    };
  }, [userId, queryClient, i18n]);
}

/** The hook as an element, for the providers to mount once. */
export function LiveUpdates() {
  useLiveUpdates();
  return null;
}
