/**
 * One browser's live stream (GET /api/events) for one account, without React: it owns the
 * EventSource and its retries, and shares it between the tabs.
 *
 * One stream per browser, not per tab: over HTTP/1.1 a site gets 6 connections in all, and the
 * server allows 10 streams per account. The tabs elect a leader with a Web Lock held while the
 * tab lives; the leader owns the EventSource and passes each event on over a BroadcastChannel,
 * and every tab applies it the same way. When the leader closes, its lock goes to a waiting tab,
 * which opens the stream from the last event it heard. Without locks or BroadcastChannel (old
 * browsers, jsdom), each tab has its own stream.
 */
import { LIVE_EVENT_KINDS, type LiveEventKind } from '../../../../common/enums.ts';

/** After the browser gives up (a 401, a 429, a proxy's error page), try again after this, doubling. */
const FIRST_RETRY_MS = 5_000;
const MAX_RETRY_MS = 60_000;
/** Event ids already handled in this tab: the server re-sends a short overlap on reconnect. */
const SEEN_LIMIT = 1_000;

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

/** What the stream tells its tab; each is called the same way in every tab. */
export interface LiveStreamHandlers {
  /** An event not seen before, from this tab's stream or the leader's. */
  onEvent: (kind: LiveEventKind, data: unknown) => void;
  /** The stream is back after failing: what happened meanwhile may not have been replayed. */
  onCatchUp: () => void;
  /** The browser gave up on the stream, or another tab signed out: who is signed in now? */
  onCheckSession: () => void;
}

export interface LiveStream {
  /** Stops listening, in every tab (a sign-out is under way). */
  pause: () => void;
  /** Listens again, in every tab, after a pause (the sign-out failed). */
  resume: () => void;
  /** Drops this tab's connection, if it has one, until `reconnect`. */
  disconnect: () => void;
  /** Opens the stream again from the last event, if this tab leads and nothing holds it back. */
  reconnect: () => void;
  /** For good: the tab's user changed or it is going away; the next waiting tab then leads. */
  close: () => void;
}

/** Tells the account's other tabs that it signed out, so they stop listening and check. */
export function announceSignedOut(userId: number) {
  if (!canShare()) return;
  const channel = new BroadcastChannel(channelName(userId));
  channel.postMessage({ type: 'signed_out' } satisfies TabMessage);
  channel.close();
}

/** Joins the browser's stream for this account: leads it when this tab's turn comes. */
export function openLiveStream(userId: number, handlers: LiveStreamHandlers): LiveStream {
  const channel = canShare() ? new BroadcastChannel(channelName(userId)) : null;
  const post = (message: TabMessage) => channel?.postMessage(message);

  let closed = false; // unmounted, or another user
  let paused = false; // a sign-out is under way, in this tab or another
  let leading = false; // this tab owns the stream
  let releaseLock: (() => void) | undefined;
  const lockRequest = new AbortController();

  // What this tab has seen, shared by leader and followers: a new leader starts from it.
  let lastEventId = '';
  const seen = new Set<string>();

  // The stream, while this tab leads.
  let source: EventSource | null = null;
  let failed = false;
  let retryDelay = FIRST_RETRY_MS;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const disconnect = () => {
    clearTimeout(retryTimer);
    source?.close();
    source = null;
  };

  /** Hands on each event once: the server's overlap and the leader's echo come twice. */
  const deliver = (kind: LiveEventKind, id: string, data: unknown) => {
    if (id) {
      if (seen.has(id)) return;
      seen.add(id);
      if (seen.size > SEEN_LIMIT) seen.delete(seen.values().next().value as string);
      lastEventId = id;
    }
    handlers.onEvent(kind, data);
  };

  const retryLater = () => {
    disconnect();
    // Signed out (401)? The current user says so, and the route guard takes over.
    handlers.onCheckSession();
    retryTimer = setTimeout(connect, retryDelay);
    retryDelay = Math.min(retryDelay * 2, MAX_RETRY_MS);
  };

  function connect() {
    disconnect();
    if (!leading || paused || closed) return;
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
        handlers.onCatchUp();
        post({ type: 'catch_up' });
      }
    };
    stream.onerror = () => {
      failed = true;
      if (stream.readyState !== EventSource.CLOSED) return; // the browser retries by itself
      retryLater();
    };
    for (const kind of LIVE_EVENT_KINDS) {
      stream.addEventListener(kind, (event) => {
        const { lastEventId: id, data } = event as MessageEvent<string>;
        post({ type: 'event', kind, id, data });
        deliver(kind, id, data);
      });
    }
  }

  const lead = () => {
    leading = true;
    connect();
  };

  const hear = (message: TabMessage) => {
    switch (message.type) {
      case 'event':
        deliver(message.kind, message.id, message.data);
        break;
      case 'catch_up':
        handlers.onCatchUp();
        break;
      case 'pause':
        paused = true;
        disconnect();
        break;
      case 'resume':
        paused = false;
        connect();
        break;
      case 'signed_out':
        paused = true;
        disconnect();
        handlers.onCheckSession();
        break;
    }
  };

  /** Held until this tab closes or its user changes; the next waiting tab then leads. */
  const waitForTurn = () => {
    navigator.locks
      .request(
        lockName(userId),
        { signal: lockRequest.signal },
        () =>
          new Promise<void>((resolve) => {
            releaseLock = resolve;
            if (closed) resolve();
            else lead();
          }),
      )
      .catch(() => {
        // Aborted: the tab stopped before its turn came.
      });
  };

  if (channel) {
    channel.onmessage = (event: MessageEvent<TabMessage>) => hear(event.data);
    waitForTurn();
  } else {
    lead();
  }

  return {
    pause: () => {
      paused = true;
      disconnect();
      post({ type: 'pause' });
    },
    resume: () => {
      if (!paused || closed) return;
      paused = false;
      post({ type: 'resume' });
      connect();
    },
    disconnect,
    reconnect: connect,
    close: () => {
      closed = true;
      leading = false;
      disconnect();
      lockRequest.abort();
      releaseLock?.();
      channel?.close();
    },
  };
}
