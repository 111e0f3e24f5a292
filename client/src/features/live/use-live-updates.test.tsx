// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '../../../../common/contracts/notifications.ts';
import type { PublicUser } from '../../../../common/contracts/users.ts';
// The toasts as drawn once loaded (components/ui/toaster.tsx loads them with the first toast).
import Toaster from '../../components/ui/toaster-view.tsx';
import { dismiss } from '../../components/ui/use-toast.ts';
import { queryRoots } from '../../lib/query-keys.ts';
import { testI18n } from '../../test/render.tsx';
import {
  CATCH_UP_JITTER_MS,
  FLUSH_QUIET_MS,
  FRESH_NOTIFICATION_MS,
  pauseLiveUpdates,
  useLiveUpdates,
} from './use-live-updates.tsx';

/** EventSource as the hook uses it, driven by the test. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];

  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, ((event: MessageEvent) => void)[]>();

  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.opened.push(this);
  }

  static get last(): FakeEventSource {
    const source = FakeEventSource.opened.at(-1);
    if (!source) throw new Error('no EventSource opened');
    return source;
  }

  addEventListener(kind: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(kind, [...(this.listeners.get(kind) ?? []), listener]);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }

  emit(kind: string, data: unknown, id = '1') {
    const event = new MessageEvent(kind, { data: JSON.stringify(data), lastEventId: id });
    for (const listener of this.listeners.get(kind) ?? []) listener(event);
  }

  /** A network error: the browser retries (CONNECTING) or gives up (CLOSED). */
  fail(readyState: number) {
    this.readyState = readyState;
    this.onerror?.();
  }
}

const seller = { id: 4, fullName: 'Amira Ben Salah', userType: 'business' } as PublicUser;

/** "Now" in the tests that run on fake timers. */
const NOW = new Date('2026-11-25T10:00:30.000Z');

const notification: Notification = {
  id: 31,
  kind: 'order_new',
  params: { reference: 'ORD-31', customerName: 'Leila Trabelsi', total: 45 },
  link: '/orders/31',
  read: false,
  createdAt: '2026-11-25T10:00:00.000Z',
};

/** The Web Locks API as the hook uses it: one holder per name, the others wait in turn. */
class FakeLocks {
  private held = new Set<string>();
  private waiting = new Map<string, (() => void)[]>();

  request(
    name: string,
    options: { signal?: AbortSignal },
    callback: () => Promise<void>,
  ): Promise<void> {
    return new Promise((resolve, reject) => {
      const grant = () => {
        this.held.add(name);
        void callback().then(() => {
          resolve();
          this.held.delete(name);
          this.waiting.get(name)?.shift()?.();
        });
      };
      if (!this.held.has(name)) {
        grant();
        return;
      }
      this.waiting.set(name, [...(this.waiting.get(name) ?? []), grant]);
      options.signal?.addEventListener('abort', () => {
        this.waiting.set(
          name,
          (this.waiting.get(name) ?? []).filter((waiter) => waiter !== grant),
        );
        reject(new DOMException('Aborted', 'AbortError'));
      });
    });
  }
}

/** BroadcastChannel between the tabs of one test, delivered at once. */
class FakeBroadcastChannel {
  static open: FakeBroadcastChannel[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;

  constructor(readonly name: string) {
    FakeBroadcastChannel.open.push(this);
  }

  postMessage(data: unknown) {
    for (const other of FakeBroadcastChannel.open)
      if (other !== this && other.name === this.name)
        other.onmessage?.(new MessageEvent('message', { data }));
  }

  close() {
    FakeBroadcastChannel.open = FakeBroadcastChannel.open.filter((channel) => channel !== this);
  }
}

/** Turns the tabs of a test into tabs of one browser, sharing one stream. */
function shareBetweenTabs() {
  FakeBroadcastChannel.open = [];
  vi.stubGlobal('BroadcastChannel', FakeBroadcastChannel);
  Object.defineProperty(navigator, 'locks', { value: new FakeLocks(), configurable: true });
}

/** Every root with one cached answer, to see which the events mark stale. */
const ALL_ROOTS = Object.values(queryRoots);

let client: QueryClient;
let userAnswer: PublicUser | null;

beforeEach(async () => {
  await testI18n();
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  userAnswer = seller;
  client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(queryRoots.currentUser, seller);
  for (const root of ALL_ROOTS)
    if (root !== queryRoots.currentUser) client.setQueryData([...root, 'x'], {});
  // GET /api/user answers whoever the test says is signed in; the rest is not asked here.
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
    userAnswer
      ? new Response(JSON.stringify(userAnswer), {
          headers: { 'content-type': 'application/json' },
        })
      : new Response('{"message":"Unauthorized"}', { status: 401 }),
  );
});

afterEach(() => {
  act(() => dismiss());
  delete (navigator as { locks?: unknown }).locks;
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function Live() {
  useLiveUpdates();
  return null;
}

function mount(extra?: ReactNode, tabClient: QueryClient = client) {
  return render(
    <QueryClientProvider client={tabClient}>
      <Live />
      <Toaster />
      {extra}
    </QueryClientProvider>,
  );
}

/** Another tab of the same browser: its own cache, the same user. */
function otherTab(): QueryClient {
  const tab = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  tab.setQueryData(queryRoots.currentUser, seller);
  for (const root of ALL_ROOTS)
    if (root !== queryRoots.currentUser) tab.setQueryData([...root, 'x'], {});
  return tab;
}

/** The roots marked stale, by name. */
function staleRoots(of: QueryClient = client): string[] {
  return ALL_ROOTS.filter((root) => root !== queryRoots.currentUser)
    .filter((root) => of.getQueryState([...root, 'x'])?.isInvalidated)
    .map((root) => root[0]);
}

function resetStale() {
  for (const root of ALL_ROOTS)
    if (root !== queryRoots.currentUser) client.setQueryData([...root, 'x'], {});
}

/** Fake timers with the clock at NOW (toasts are for notifications under two minutes old). */
function useClock() {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
}

/** The quiet moment after a burst, when the batch is flushed. */
function settle() {
  act(() => vi.advanceTimersByTime(FLUSH_QUIET_MS));
}

describe('useLiveUpdates', () => {
  it('opens one stream for a signed-in user, with the cookies', () => {
    mount();
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(FakeEventSource.last.url).toBe('/api/events');
    expect(FakeEventSource.last.init).toEqual({ withCredentials: true });
  });

  it('opens nothing for a visitor', () => {
    client.setQueryData(queryRoots.currentUser, null);
    mount();
    expect(FakeEventSource.opened).toHaveLength(0);
  });

  it.each([
    [
      'order',
      { orderId: 3, status: 'shipped' },
      ['customers', 'orders', 'dashboard', 'products', 'my'],
    ],
    ['message', { customerId: 9 }, ['messages', 'dashboard', 'my', 'notifications']],
    [
      'delivery',
      { requestId: 2, orderId: 3, status: 'accepted' },
      ['orders', 'cash', 'transporter'],
    ],
    ['cash', {}, ['dashboard', 'cash', 'transporter']],
    ['notification', notification, ['notifications']],
  ])('a %s event marks stale exactly its lists, after a quiet moment', (kind, data, roots) => {
    useClock();
    mount();
    act(() => FakeEventSource.last.open());
    act(() => FakeEventSource.last.emit(kind, data));
    expect(staleRoots()).toEqual([]);
    settle();
    expect(staleRoots().sort()).toEqual([...roots].sort());
  });

  it('a board event refetches the board only, not the transporter’s whole area', () => {
    useClock();
    const board = [...queryRoots.transporter, 'delivery-requests', { page: 1 }];
    const preview = [...queryRoots.transporter, 'delivery-preview'];
    const summary = [...queryRoots.transporter, 'summary'];
    for (const key of [board, preview, summary]) client.setQueryData(key, {});
    mount();
    act(() => FakeEventSource.last.emit('board', { requestId: 2 }));
    settle();
    expect(client.getQueryState(board)?.isInvalidated).toBe(true);
    expect(client.getQueryState(preview)?.isInvalidated).toBe(true);
    expect(client.getQueryState(summary)?.isInvalidated).toBe(false);
    expect(staleRoots()).toEqual([]);
  });

  it('turns a burst of events into one refetch per list', () => {
    useClock();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    mount();
    const stream = FakeEventSource.last;
    act(() => {
      stream.emit('delivery', { requestId: 2, orderId: 3, status: 'completed' }, '10');
      stream.emit('order', { orderId: 3, status: 'delivered' }, '11');
      stream.emit('cash', {}, '12');
    });
    act(() => vi.advanceTimersByTime(FLUSH_QUIET_MS - 1));
    act(() => stream.emit('notification', notification, '13'));
    act(() => vi.advanceTimersByTime(FLUSH_QUIET_MS - 1));
    expect(invalidate).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    const keys = invalidate.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
    expect(keys.length).toBe(new Set(keys).size);
    expect(keys.sort()).toEqual(
      ['orders', 'transporter', 'cash', 'dashboard', 'customers', 'products', 'my', 'notifications']
        .map((root) => JSON.stringify([root]))
        .sort(),
    );
  });

  it('toasts a fresh notification in words, with a link to what it is about', () => {
    useClock();
    mount();
    act(() => FakeEventSource.last.emit('notification', notification));
    settle();
    expect(screen.getByText('New order \u2068ORD-31\u2069')).toBeTruthy();
    const view = screen.getByRole('link', { name: 'View' });
    expect(view.getAttribute('href')).toBe('/orders/31');
  });

  it('toasts no link to another site', () => {
    useClock();
    mount();
    act(() =>
      FakeEventSource.last.emit('notification', { ...notification, link: '//evil.example/x' }),
    );
    settle();
    expect(screen.getByText('New order \u2068ORD-31\u2069')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'View' })).toBeNull();
  });

  it('says how many came when several arrive together, in one toast', () => {
    useClock();
    mount();
    act(() => {
      for (const id of [31, 32, 33])
        FakeEventSource.last.emit('notification', { ...notification, id }, String(id));
    });
    settle();
    expect(screen.getByText('3 new notifications')).toBeTruthy();
    expect(screen.queryByText('New order \u2068ORD-31\u2069')).toBeNull();
  });

  it('does not toast replayed notifications, older than two minutes, but lists them', () => {
    useClock();
    mount();
    const old = new Date(NOW.getTime() - FRESH_NOTIFICATION_MS - 1_000).toISOString();
    act(() => {
      for (const id of [21, 22, 23])
        FakeEventSource.last.emit(
          'notification',
          { ...notification, id, createdAt: old },
          String(id),
        );
    });
    settle();
    expect(staleRoots()).toEqual(['notifications']);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText(/new notification/)).toBeNull();
    expect(screen.queryByText('New order \u2068ORD-31\u2069')).toBeNull();
  });

  it('ignores an event it has already handled (the overlap re-sent on reconnect)', () => {
    useClock();
    mount();
    act(() => FakeEventSource.last.emit('notification', notification, '40'));
    settle();
    expect(screen.getByText('New order \u2068ORD-31\u2069')).toBeTruthy();
    act(() => dismiss());
    act(() => vi.advanceTimersByTime(5_000));
    resetStale();
    act(() => FakeEventSource.last.emit('notification', notification, '40'));
    settle();
    expect(staleRoots()).toEqual([]);
    expect(screen.queryByText('New order \u2068ORD-31\u2069')).toBeNull();
  });

  it('closes on session_ended and asks who is signed in; the user is gone', async () => {
    mount();
    const stream = FakeEventSource.last;
    userAnswer = null;
    await act(async () => stream.emit('session_ended', {}));
    expect(stream.readyState).toBe(FakeEventSource.CLOSED);
    await vi.waitFor(() => expect(client.getQueryData(queryRoots.currentUser)).toBeNull());
    expect(await screen.findByText('You were signed out')).toBeTruthy();
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it('refetches what is on screen once the stream is back after an error, after a random wait', () => {
    useClock();
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    mount();
    const stream = FakeEventSource.last;
    act(() => stream.open());
    expect(staleRoots()).toEqual([]);
    act(() => stream.fail(FakeEventSource.CONNECTING));
    act(() => stream.open());
    // Not all clients at once after a deploy: each waits its own share of ten seconds.
    act(() => vi.advanceTimersByTime(CATCH_UP_JITTER_MS / 2 - 1));
    settle();
    expect(staleRoots()).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    settle();
    expect(staleRoots().sort()).toEqual(
      [
        'cash',
        'customers',
        'dashboard',
        'messages',
        'my',
        'notifications',
        'orders',
        'products',
        'transporter',
      ].sort(),
    );
    resetStale();
    // Only once: a later open without an error in between refetches nothing.
    act(() => stream.open());
    act(() => vi.advanceTimersByTime(CATCH_UP_JITTER_MS));
    settle();
    expect(staleRoots()).toEqual([]);
  });

  it('opens a new stream from the last event when the browser gives up', async () => {
    vi.useFakeTimers();
    mount();
    const first = FakeEventSource.last;
    act(() => first.open());
    act(() => first.emit('order', { orderId: 3, status: 'shipped' }, '41'));
    act(() => first.fail(FakeEventSource.CLOSED));
    expect(FakeEventSource.opened).toHaveLength(1);
    await act(async () => vi.advanceTimersByTime(5_000));
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(FakeEventSource.last.url).toBe('/api/events?lastEventId=41');
  });

  it('closes when the user signs out, opens again for the next, and closes on unmount', async () => {
    const view = mount();
    const stream = FakeEventSource.last;
    act(() => client.setQueryData(queryRoots.currentUser, null));
    await vi.waitFor(() => expect(stream.readyState).toBe(FakeEventSource.CLOSED));
    act(() => client.setQueryData(queryRoots.currentUser, { ...seller, id: 5 }));
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
    view.unmount();
    expect(FakeEventSource.last.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('is closed by sign-out before the request, and opens again if it fails', () => {
    mount();
    const stream = FakeEventSource.last;
    let live = { resume: () => {}, signedOut: () => {} };
    act(() => {
      live = pauseLiveUpdates();
    });
    expect(stream.readyState).toBe(FakeEventSource.CLOSED);
    act(() => live.resume());
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(FakeEventSource.last.readyState).toBe(FakeEventSource.CONNECTING);
  });
});

describe('useLiveUpdates across tabs', () => {
  it('opens one stream for the browser; the other tabs hear its events', () => {
    shareBetweenTabs();
    useClock();
    const second = otherTab();
    mount();
    mount(undefined, second);
    expect(FakeEventSource.opened).toHaveLength(1);
    act(() => FakeEventSource.last.emit('order', { orderId: 3, status: 'shipped' }, '50'));
    settle();
    const roots = ['customers', 'orders', 'dashboard', 'products', 'my'].sort();
    expect(staleRoots().sort()).toEqual(roots);
    expect(staleRoots(second).sort()).toEqual(roots);
  });

  it('hands the stream to another tab when the leader closes, from the last event', async () => {
    shareBetweenTabs();
    const second = otherTab();
    const leader = mount();
    mount(undefined, second);
    const first = FakeEventSource.last;
    act(() => first.emit('message', { customerId: 9 }, '61'));
    await act(async () => leader.unmount());
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(FakeEventSource.last.url).toBe('/api/events?lastEventId=61');
    expect(FakeEventSource.last.readyState).toBe(FakeEventSource.CONNECTING);
  });

  it('tells the other tabs to catch up after the stream was down', () => {
    shareBetweenTabs();
    useClock();
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const second = otherTab();
    mount();
    mount(undefined, second);
    const stream = FakeEventSource.last;
    act(() => stream.fail(FakeEventSource.CONNECTING));
    act(() => stream.open());
    act(() => vi.advanceTimersByTime(0));
    settle();
    expect(staleRoots(second)).toContain('notifications');
    expect(staleRoots(second)).toContain('orders');
  });

  it('closes the one stream when any tab signs out, and tells the others', () => {
    shareBetweenTabs();
    const second = otherTab();
    mount();
    // The last mounted tab is the one whose header signs out.
    mount(undefined, second);
    const stream = FakeEventSource.last;
    let live = { resume: () => {}, signedOut: () => {} };
    act(() => {
      live = pauseLiveUpdates();
    });
    expect(stream.readyState).toBe(FakeEventSource.CLOSED);
    act(() => live.signedOut());
    expect(client.getQueryState(queryRoots.currentUser)?.isInvalidated).toBe(true);
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it('opens the leader’s stream again when the sign-out fails', () => {
    shareBetweenTabs();
    const second = otherTab();
    mount();
    mount(undefined, second);
    let live = { resume: () => {}, signedOut: () => {} };
    act(() => {
      live = pauseLiveUpdates();
    });
    act(() => live.resume());
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(FakeEventSource.last.readyState).toBe(FakeEventSource.CONNECTING);
  });
});
