/**
 * No order goes unseen (issue 15): a seller sits on their dashboard; a guest checks out in
 * another browser; without a reload the seller gets a toast naming the order and the bell's badge
 * goes up, the bell lists it, and it leads to the order. What the screen learns comes over the
 * live stream (GET /api/events), not from polling: idle, the page asks nothing of /api/orders.
 *
 * The store is new (reach-setup.ts), so its bell starts empty and counts only this order.
 */
import type { Page, Request } from 'playwright-core';
import { expect, it } from 'vitest';
import { DESKTOP, describeJourney, snapshot } from './browser.ts';
import { escape } from './cod-setup.ts';
import { en, freshStore, guestCheckout } from './reach-setup.ts';

/** The bell's unread count: 0 when it shows no badge. */
async function badgeCount(page: Page): Promise<number> {
  const badge = bell(page).getByTestId('notification-badge');
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
}

/** The header's bell; its name says the count, "Notifications, 1 unread". */
const bell = (page: Page) =>
  page.getByRole('button', { name: new RegExp(`^${escape(en('notifications.bell'))}`) }).first();

/** Text as read, without the isolate marks around names and references. */
const plain = (text: string) => text.replace(/[\u2066-\u2069\u200e\u200f]/g, '');

describeJourney('live updates', ({ newPage }) => {
  it('shows a new order at once: a toast, the bell badge, the bell list, then the order', async () => {
    const seller = await newPage({ viewport: DESKTOP });
    const store = await freshStore(seller);
    const events: string[] = [];
    seller.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/events') events.push(request.url());
    });
    await seller.goto('/dashboard');
    await seller.getByRole('heading', { level: 1 }).first().waitFor();
    await expect.poll(() => events.length).toBeGreaterThan(0);
    expect(await badgeCount(seller)).toBe(0);
    // The page's first reads come in before it sits idle.
    await seller.waitForTimeout(1_500);

    // No polling: idle for 5 s, the dashboard asks the API nothing (the 30 s refetches are gone;
    // 5 s is what a shorter one would need to show itself, and the stream stays open).
    const polls: Request[] = [];
    const countPolls = (request: Request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/') && pathname !== '/api/events') polls.push(request);
    };
    seller.on('request', countPolls);
    await seller.waitForTimeout(5_000);
    seller.off('request', countPolls);
    expect(polls.map((request) => request.url())).toEqual([]);
    expect(events).toHaveLength(1);

    // A guest, in a browser of their own, places an order.
    const guest = await newPage();
    const order = await guestCheckout(guest, store, { name: 'Sami Ayari', email: '' });

    // A toast naming it, on the page as it was: no reload.
    const title = en('notifications.kinds.order_new.title', { reference: order.reference });
    const toast = seller.getByRole('status').filter({ hasText: order.reference }).first();
    await toast.waitFor({ timeout: 5_000 });
    expect(plain(await toast.innerText())).toContain(title);
    expect(plain(await toast.innerText())).toContain('Sami Ayari');
    await expect.poll(() => badgeCount(seller)).toBe(1);
    expect(await bell(seller).getAttribute('aria-label')).toBe(
      en('notifications.bellUnread', { count: 1 }),
    );
    expect(seller.url()).toMatch(/\/dashboard$/);
    await snapshot(seller, 'journey-live-order-toast-en-1280');

    // The bell lists it, unread; opening it goes to the order and marks it read.
    await bell(seller).click();
    const item = seller.getByRole('menuitem').filter({ hasText: order.reference }).first();
    await item.waitFor();
    expect(plain(await item.innerText())).toContain(title);
    expect(plain(await item.innerText())).toContain(en('notifications.unread'));
    await snapshot(seller, 'journey-live-bell-en-1280');
    await item.click();
    await seller.waitForURL((url) => url.pathname === `/orders/${order.id}`);
    await seller.getByText(order.reference).first().waitFor();
    await expect.poll(() => badgeCount(seller)).toBe(0);

    await guest.context().close();
    await seller.context().close();
  });
});
