// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification, NotificationPage } from '../../../../common/contracts/notifications.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { NotificationBell } from './notification-bell.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

beforeEach(() => {
  window.history.replaceState(null, '', '/dashboard');
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function notification(id: number, changes: Partial<Notification> = {}): Notification {
  return {
    id,
    kind: 'order_new',
    params: { reference: `ORD-${id}`, customerName: 'Leila Trabelsi', total: 45 },
    link: `/orders/${id}`,
    read: false,
    createdAt: minutesAgo(id),
    ...changes,
  };
}

interface Server {
  pages: Record<string, NotificationPage>;
  calls: string[];
}

/** The notifications API: pages by `before`, 204 for the writes; every call is recorded. */
function serve(pages: Server['pages']): Server {
  const server: Server = { pages, calls: [] };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    server.calls.push(`${method} ${url}`);
    if (method === 'POST') return new Response(null, { status: 204 });
    const before = new URL(url, 'http://localhost').searchParams.get('before') ?? 'first';
    return new Response(JSON.stringify(server.pages[before]), {
      headers: { 'content-type': 'application/json' },
    });
  });
  return server;
}

async function openBell(name: RegExp | string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name }));
  return { user, menu: await screen.findByRole('menu') };
}

describe('NotificationBell', () => {
  it('shows the unread count on the button and in its name', async () => {
    serve({ first: { items: [notification(1)], unread: 3, nextBefore: null } });
    await renderWithProviders(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(within(bell).getByTestId('notification-badge').textContent).toBe('3');
  });

  it('has no badge and a plain name when everything is read', async () => {
    serve({ first: { items: [notification(1, { read: true })], unread: 0, nextBefore: null } });
    await renderWithProviders(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(within(bell).queryByTestId('notification-badge')).toBeNull());
  });

  it('lists the notifications in words, with their age and an unread mark', async () => {
    serve({
      first: {
        items: [
          notification(2),
          notification(5, {
            kind: 'message_new',
            params: { customerName: 'Sami', excerpt: 'Still in stock?' },
            link: '/messages',
            read: true,
          }),
        ],
        unread: 1,
        nextBefore: null,
      },
    });
    await renderWithProviders(<NotificationBell />);
    const { menu } = await openBell(/Notifications, 1 unread/);
    const items = within(menu).getAllByRole('menuitem');
    // "Mark all as read", then the two notifications.
    expect(items.map((item) => item.textContent)).toEqual([
      'Mark all as read',
      expect.stringMatching(/New order .ORD-2.*Leila Trabelsi.*45\.00.DT.*2 minutes ago.*Unread/),
      expect.stringMatching(/New message from .Sami.*Still in stock\?.*5 minutes ago/),
    ]);
    expect(items[2]?.textContent).not.toContain('Unread');
  });

  it('marks a notification read when opened, and goes to its page', async () => {
    const server = serve({
      first: { items: [notification(2), notification(3)], unread: 2, nextBefore: null },
    });
    await renderWithProviders(<NotificationBell />);
    const { user, menu } = await openBell(/2 unread/);
    server.pages.first = {
      items: [notification(2), notification(3, { read: true })],
      unread: 1,
      nextBefore: null,
    };
    await user.click(within(menu).getByRole('menuitem', { name: /ORD-3/ }));
    expect(window.location.pathname).toBe('/orders/3');
    await waitFor(() => expect(server.calls).toContain('POST /api/notifications/3/read'));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
  });

  it('drops the badge at once, before the server answers, and puts it back if it refuses', async () => {
    const server = serve({
      first: { items: [notification(2), notification(3)], unread: 2, nextBefore: null },
    });
    let refuse: (response: Response) => void = () => {};
    const fetchMock = vi.mocked(globalThis.fetch);
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) =>
      init?.method === 'POST'
        ? new Promise<Response>((resolve) => (refuse = resolve))
        : answer!(input, init),
    );
    await renderWithProviders(<NotificationBell />);
    const { user, menu } = await openBell(/2 unread/);
    await user.click(within(menu).getByRole('menuitem', { name: /ORD-2/ }));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
    refuse(new Response('{"message":"Not found","code":"notification.notFound"}', { status: 404 }));
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();
    expect(server.calls).toContain('GET /api/notifications?limit=20');
  });

  it('opens a read notification without writing anything', async () => {
    const server = serve({
      first: { items: [notification(2, { read: true })], unread: 0, nextBefore: null },
    });
    await renderWithProviders(<NotificationBell />);
    const { user, menu } = await openBell('Notifications');
    await user.click(within(menu).getByRole('menuitem', { name: /ORD-2/ }));
    expect(window.location.pathname).toBe('/orders/2');
    expect(server.calls.filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('marks everything read at once, and the menu stays open', async () => {
    const server = serve({
      first: { items: [notification(2), notification(3)], unread: 7, nextBefore: null },
    });
    await renderWithProviders(<NotificationBell />);
    const { user, menu } = await openBell(/7 unread/);
    // The server says 0 from now on.
    server.pages.first = {
      items: [notification(2, { read: true }), notification(3, { read: true })],
      unread: 0,
      nextBefore: null,
    };
    await user.click(within(menu).getByRole('menuitem', { name: 'Mark all as read' }));
    expect(server.calls).toContain('POST /api/notifications/read-all');
    // The rest of the page is hidden from assistive technologies while the menu is open.
    expect(await screen.findByRole('button', { name: 'Notifications', hidden: true })).toBeTruthy();
    expect(screen.getByRole('menu')).toBe(menu);
    expect(within(menu).queryByText('Unread')).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: 'Mark all as read' })).toBeNull();
  });

  it('loads older notifications on demand', async () => {
    const server = serve({
      first: { items: [notification(2)], unread: 1, nextBefore: 2 },
      '2': { items: [notification(1, { read: true })], unread: 1, nextBefore: null },
    });
    await renderWithProviders(<NotificationBell />);
    const { user, menu } = await openBell(/1 unread/);
    await user.click(within(menu).getByRole('menuitem', { name: 'Load more' }));
    expect(await within(menu).findByRole('menuitem', { name: /ORD-1\b/ })).toBeTruthy();
    expect(server.calls).toContain('GET /api/notifications?before=2&limit=20');
    expect(within(menu).queryByRole('menuitem', { name: 'Load more' })).toBeNull();
  });

  it('says so when there is nothing yet', async () => {
    serve({ first: { items: [], unread: 0, nextBefore: null } });
    await renderWithProviders(<NotificationBell />);
    const { menu } = await openBell('Notifications');
    expect(menu.textContent).toContain('No notifications yet');
  });
});
