// @vitest-environment jsdom
/** "Parcel received back" shows for a returned order until the seller confirms it, then when. */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { orderDetail } from '../../test/seller-orders.ts';
import { OrderReturnCard } from './order-return-card.tsx';

afterEach(cleanup);

const receiveButton = () => screen.queryByRole('button', { name: 'Parcel received back' });

describe('the returned parcel card', () => {
  it('asks the seller to confirm a returned parcel is back', async () => {
    await renderWithProviders(<OrderReturnCard order={orderDetail({ status: 'returned' })} />);
    expect(receiveButton()).not.toBeNull();
    receiveButton()?.click();
    expect(await screen.findByRole('alertdialog')).toBeTruthy();
    expect(
      screen.getByText('Its items will go back into stock. This cannot be undone.'),
    ).toBeTruthy();
  });

  it('says when the parcel came back and that the stock was restored, without the button', async () => {
    await renderWithProviders(
      <OrderReturnCard
        order={orderDetail({ status: 'returned', returnReceivedAt: '2026-11-22T09:30:00.000Z' })}
      />,
    );
    expect(receiveButton()).toBeNull();
    expect(screen.getByRole('status').textContent).toMatch(
      /^Parcel received back on .*2026.*\. Its items went back into stock\.$/,
    );
  });

  it('is absent for any other status', async () => {
    for (const status of ['processing', 'shipped', 'delivered', 'completed', 'cancelled']) {
      const { container, unmount } = await renderWithProviders(
        <OrderReturnCard order={orderDetail({ status })} />,
      );
      expect(container.textContent).toBe('');
      unmount();
    }
  });
});
