// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '../../../../common/contracts/notifications.ts';
import type { PublicUser } from '../../../../common/contracts/users.ts';
import { Toaster } from '../../components/ui/toaster.tsx';
import { dismiss } from '../../components/ui/use-toast.ts';
import { queryRoots } from '../../lib/query-keys.ts';
import { testI18n } from '../../test/render.tsx';
import { pauseLiveUpdates, useLiveUpdates } from './use-live-updates.tsx';

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

const notification: Notification = {
  id: 31,
  kind: 'order_new',
  params: { reference: 'ORD-31', customerName: 'Leila Trabelsi', total: 45 },
  link: '/orders/31',
  read: false,
  createdAt: '2026-11-25T10:00:00.000Z',
};

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
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function Live() {
  useLiveUpdates();
  return null;
}

function mount(extra?: ReactNode) {
  return render(
    <QueryClientProvider client={client}>
      <Live />
      <Toaster />
      {extra}
    </QueryClientProvider>,
  );
}

/** The roots marked stale, by name. */
function staleRoots(): string[] {
  return ALL_ROOTS.filter((root) => root !== queryRoots.currentUser)
    .filter((root) => client.getQueryState([...root, 'x'])?.isInvalidated)
    .map((root) => root[0]);
}

function resetStale() {
  for (const root of ALL_ROOTS)
    if (root !== queryRoots.currentUser) client.setQueryData([...root, 'x'], {});
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
    ['order', { orderId: 3, status: 'shipped' }, ['customers', 'orders', 'dashboard', 'my']],
    ['message', { customerId: 9 }, ['messages', 'dashboard', 'my']],
    [
      'delivery',
      { requestId: 2, orderId: 3, status: 'accepted' },
      ['orders', 'cash', 'transporter'],
    ],
    ['board', { requestId: 2 }, ['transporter']],
    ['cash', {}, ['dashboard', 'cash', 'transporter']],
    ['notification', notification, ['notifications']],
  ])('a %s event marks stale exactly its lists', (kind, data, roots) => {
    mount();
    act(() => FakeEventSource.last.open());
    act(() => FakeEventSource.last.emit(kind, data));
    expect(staleRoots().sort()).toEqual([...roots].sort());
  });

  it('toasts a notification in words, with a link to what it is about', async () => {
    mount();
    act(() => FakeEventSource.last.emit('notification', notification));
    expect(await screen.findByText('New order \u2068ORD-31\u2069')).toBeTruthy();
    const view = screen.getByRole('link', { name: 'View' });
    expect(view.getAttribute('href')).toBe('/orders/31');
  });

  it('toasts no link to another site', async () => {
    mount();
    act(() =>
      FakeEventSource.last.emit('notification', { ...notification, link: '//evil.example/x' }),
    );
    expect(await screen.findByText('New order \u2068ORD-31\u2069')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'View' })).toBeNull();
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

  it('refetches what is on screen once the stream is back after an error', () => {
    mount();
    const stream = FakeEventSource.last;
    act(() => stream.open());
    expect(staleRoots()).toEqual([]);
    act(() => stream.fail(FakeEventSource.CONNECTING));
    act(() => stream.open());
    expect(staleRoots().sort()).toEqual(
      [
        'cash',
        'customers',
        'dashboard',
        'messages',
        'my',
        'notifications',
        'orders',
        'transporter',
      ].sort(),
    );
    resetStale();
    // Only once: a later open without an error in between refetches nothing.
    act(() => stream.open());
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
    let resume: () => void = () => {};
    act(() => {
      resume = pauseLiveUpdates();
    });
    expect(stream.readyState).toBe(FakeEventSource.CLOSED);
    act(() => resume());
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(FakeEventSource.last.readyState).toBe(FakeEventSource.CONNECTING);
  });
});
