// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WhatsappTemplates } from '../../../../common/contracts/whatsapp.ts';
import { formatMoney } from '../../lib/format.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { orderDetail, sellerDelivery, startedDelivery } from '../../test/seller-orders.ts';
import { OrderWhatsappMenu } from './order-whatsapp-menu.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

function serve(templates: WhatsappTemplates) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.endsWith('/api/user'))
      return json({ id: 1, userType: 'business', storeName: 'Dar Zitouna' });
    return json(templates);
  });
}

const NO_TEMPLATES = { confirmed: null, shipped: null, on_the_way: null, delivered: null };

/** The text a menu item's link prefills. */
const textOf = (name: string) =>
  new URL(screen.getByRole('menuitem', { name }).getAttribute('href') ?? '').searchParams.get(
    'text',
  );

async function openMenu() {
  const trigger = await screen.findByRole('button', { name: 'WhatsApp the buyer' });
  fireEvent.keyDown(trigger, { key: 'Enter' });
  await screen.findByRole('menu');
}

describe('the order page’s WhatsApp the buyer menu', { timeout: 20_000 }, () => {
  it('offers the four moments, filled from the seller’s templates or the defaults', async () => {
    const spy = serve({
      ...NO_TEMPLATES,
      delivered: 'Merci {name} ! Commande {reference} livrée.',
    });
    await renderWithProviders(
      <OrderWhatsappMenu order={orderDetail({ delivery: sellerDelivery(startedDelivery) })} />,
    );
    await waitFor(() =>
      expect(spy.mock.calls.some(([url]) => String(url) === '/api/store/whatsapp-templates')).toBe(
        true,
      ),
    );
    await openMenu();
    const link = screen.getByRole('menuitem', { name: 'Order confirmed' }).getAttribute('href');
    expect(link?.startsWith('https://wa.me/21698765432?text=')).toBe(true);
    expect(screen.getByRole('menuitem', { name: 'Order confirmed' }).getAttribute('target')).toBe(
      '_blank',
    );
    await waitFor(() => expect(textOf('Order confirmed')).toContain('this is Dar Zitouna'));
    // The buyer's phone rides along, so the tracking page opens on the order without typing.
    const tracking = `${window.location.origin}/marketplace/orders/track?reference=HN-2026-00042&phone=%2B21698765432`;
    expect(textOf('Order confirmed')).toBe(
      `Hello Amira Trabelsi, this is Dar Zitouna. Your order HN-2026-00042 is confirmed. Total to pay on delivery: ${formatMoney(57, 'en')}. Follow it here: ${tracking}`,
    );
    // On its way names the transporter who has the parcel.
    expect(textOf('On its way')).toContain('is on its way with Sami Ben Ali.');
    // The seller's own words.
    expect(textOf('Delivered')).toBe('Merci Amira Trabelsi ! Commande HN-2026-00042 livrée.');
  });

  it('says "on its way" without a name when no transporter has the parcel', async () => {
    serve(NO_TEMPLATES);
    await renderWithProviders(<OrderWhatsappMenu order={orderDetail()} />);
    await openMenu();
    expect(textOf('On its way')).toContain('from Dar Zitouna is on its way. Please have');
  });

  it('is not there when the order has no number WhatsApp can reach', async () => {
    const spy = serve(NO_TEMPLATES);
    await renderWithProviders(
      <OrderWhatsappMenu order={orderDetail({ customerPhone: '12 34', customerDetails: null })} />,
    );
    await waitFor(() => expect(spy).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'WhatsApp the buyer' })).toBeNull();
    // Nothing asked for a menu that is not shown.
    expect(spy.mock.calls.some(([url]) => String(url).includes('whatsapp-templates'))).toBe(false);
  });
});
