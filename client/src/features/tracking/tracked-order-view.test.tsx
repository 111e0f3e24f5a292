// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TrackedOrder } from '../../../../common/contracts/buyer.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { TrackedOrderView } from './tracked-order-view.tsx';

afterEach(cleanup);

const order: TrackedOrder = {
  id: 41,
  reference: 'HN-7K98NC',
  store: { id: 10, name: 'Dar Zitouna', phone: '+21671000000' },
  status: 'shipped',
  totalAmount: 56,
  deliveryFee: 7,
  itemsCount: 2,
  orderDate: '2026-11-24T09:00:00.000Z',
  deliveryCode: '4817',
  delivery: { status: 'in_progress', transporterName: 'Karim Ben Ali', failureReason: null },
  customerName: 'Youssef',
  customerPhone: '+21622123456',
  shippingAddress: '12 rue de Marseille',
  shippingGovernorate: 'TN-11',
  paymentMethod: 'cash_on_delivery',
  note: null,
  statusHistory: [{ status: 'processing', at: '2026-11-24T09:00:00.000Z' }],
  items: [{ productId: 1, productName: 'Huile d’olive 1L', quantity: 2, unitPrice: 24.5 }],
};

describe('a tracked order’s delivery', () => {
  it('shows the goods, the fee, the total, the code to give and who carries the parcel', async () => {
    await renderWithProviders(<TrackedOrderView order={order} />);
    expect(screen.getByTestId('tracking-delivery-fee').textContent).toBe('7.00\u00a0DT');
    expect(screen.getByTestId('tracking-total').textContent).toBe('56.00\u00a0DT');
    // The goods alone: 56 − 7.
    expect(screen.getAllByText('49.00\u00a0DT', { normalizer: (text) => text }).length).toBe(2);
    expect(screen.getByTestId('delivery-code').textContent).toBe('4817');
    expect(screen.getByText(/Give this code to the delivery person/)).toBeTruthy();
    expect(screen.getByTestId('tracking-delivery-status').textContent).toBe('In progress');
    expect(screen.getByText('Karim Ben Ali')).toBeTruthy();
  });

  it('after a failed delivery: no code, Free when nothing was charged, the reason and the return', async () => {
    await renderWithProviders(
      <TrackedOrderView
        order={{
          ...order,
          status: 'returned',
          deliveryFee: 0,
          totalAmount: 49,
          deliveryCode: null,
          delivery: {
            status: 'failed',
            transporterName: 'Karim Ben Ali',
            failureReason: 'refused',
          },
        }}
      />,
    );
    expect(screen.getByTestId('tracking-delivery-fee').textContent).toBe('Free');
    expect(screen.queryByTestId('delivery-code')).toBeNull();
    expect(screen.getByTestId('tracking-failure').textContent).toBe(
      'Delivery failed: the parcel was refused',
    );
    expect(screen.getByText(/could not be delivered and is going back to the store/)).toBeTruthy();
  });
});
