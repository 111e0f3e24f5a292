// @vitest-environment jsdom
/**
 * The order page's delivery card shows each seller action only when it applies: release and
 * withdraw before pickup, the lock banner, the failure with its dispute, the rating.
 */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SellerDelivery } from '../../../../common/contracts/deliveries.ts';
import { renderWithProviders } from '../../test/render.tsx';
import {
  acceptedDelivery,
  orderDetail,
  sellerDelivery,
  startedDelivery,
} from '../../test/seller-orders.ts';
import { OrderDeliverySlot } from './order-delivery-slot.tsx';

beforeEach(() => {
  // The card follows an open delivery by polling the order; nothing answers in these tests.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => {})),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderSlot(delivery: Partial<SellerDelivery>) {
  return renderWithProviders(
    <OrderDeliverySlot order={orderDetail({ delivery: sellerDelivery(delivery) })} />,
  );
}

const button = (name: string) => screen.queryByRole('button', { name });

describe('the seller’s delivery card', () => {
  it('offers release and withdraw while accepted and not picked up, with the transporter’s standing', async () => {
    await renderSlot(acceptedDelivery);
    expect(button('Release to the board')).not.toBeNull();
    expect(button('Withdraw request')).not.toBeNull();
    expect(screen.getByLabelText('Rated 4.5 out of 5 (2 ratings)')).toBeTruthy();
    expect(screen.getByText('12 deliveries completed')).toBeTruthy();
    expect(button('Rate transporter')).toBeNull();
  });

  it('asks before releasing', async () => {
    await renderSlot(acceptedDelivery);
    button('Release to the board')?.click();
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Give this delivery to another transporter?')).toBeTruthy();
  });

  it('offers neither once the parcel is on its way', async () => {
    await renderSlot(startedDelivery);
    expect(button('Release to the board')).toBeNull();
    expect(button('Withdraw request')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the lock banner with its two ways out when wrong codes locked the request', async () => {
    await renderSlot({ ...startedDelivery, codeLocked: true, codeAttemptsLeft: 0 });
    const banner = screen.getByRole('alert');
    expect(within(banner).getByText('Delivery locked: 5 wrong codes')).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'Let them try again' })).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'Mark as delivered' })).toBeTruthy();
  });

  it('shows why a delivery failed, with the dispute and the rating buttons', async () => {
    await renderSlot({
      ...startedDelivery,
      status: 'failed',
      failedAt: '2026-11-20T12:00:00.000Z',
      failureReason: 'refused',
      failureNote: 'Client a refusé le colis',
    });
    expect(screen.getByText('Buyer refused the parcel')).toBeTruthy();
    expect(screen.getByText('Client a refusé le colis')).toBeTruthy();
    expect(button('Dispute payment')).not.toBeNull();
    expect(button('Rate transporter')).not.toBeNull();
  });

  it('says a payment was disputed instead of offering it again', async () => {
    await renderSlot({
      ...startedDelivery,
      status: 'failed',
      failureReason: 'buyer_absent',
      paymentDisputedAt: '2026-11-21T08:00:00.000Z',
    });
    expect(button('Dispute payment')).toBeNull();
    expect(screen.getByText(/You disputed the payment on/)).toBeTruthy();
  });

  it('shows the rating given instead of the rate button', async () => {
    await renderSlot({
      ...startedDelivery,
      status: 'completed',
      completedAt: '2026-11-20T13:00:00.000Z',
      rating: { stars: 4, comment: 'Rapide et poli' },
    });
    expect(button('Rate transporter')).toBeNull();
    const given = screen.getByTestId('given-rating');
    expect(within(given).getByText('4 stars')).toBeTruthy();
    expect(within(given).getByText('Rapide et poli')).toBeTruthy();
  });

  it('rates with an accessible radio group of five stars', async () => {
    await renderSlot({ ...startedDelivery, status: 'completed' });
    button('Rate transporter')?.click();
    const dialog = await screen.findByRole('dialog');
    const group = within(dialog).getByRole('group', { name: 'Your rating' });
    const stars = within(group).getAllByRole('radio');
    expect(stars).toHaveLength(5);
    expect(within(group).getByRole('radio', { name: '1 star' })).toBeTruthy();
    expect(within(group).getByRole('radio', { name: '5 stars' })).toBeTruthy();
  });
});
