/** An order and its delivery as the seller's order page receives them, for component tests. */
import type { SellerDelivery } from '../../../common/contracts/deliveries.ts';
import type { OrderDetail } from '../../../common/contracts/orders.ts';

export const testTransporter = {
  id: 9,
  fullName: 'Sami Ben Ali',
  phoneNumber: '+21622123456',
  rating: { average: 4.5, count: 2 },
  completedDeliveries: 12,
};

export function sellerDelivery(overrides: Partial<SellerDelivery> = {}): SellerDelivery {
  return {
    id: 31,
    status: 'pending',
    createdAt: '2026-11-20T09:00:00.000Z',
    pickupAddress: '12 rue de Marseille, Tunis',
    deliveryAddress: '5 avenue Habib Bourguiba, Sousse',
    packageDetails: '2 × Olive oil 1L',
    requestedDeliveryDate: null,
    paymentAmount: 8,
    transporter: null,
    acceptedAt: null,
    startedAt: null,
    completedAt: null,
    codeLocked: false,
    codeAttemptsLeft: 5,
    failedAt: null,
    failureReason: null,
    failureNote: null,
    paymentDisputedAt: null,
    sellerConfirmedAt: null,
    rating: null,
    ...overrides,
  };
}

/** Accepted by testTransporter, not picked up yet. */
export const acceptedDelivery = {
  status: 'accepted',
  transporter: testTransporter,
  acceptedAt: '2026-11-20T10:00:00.000Z',
} satisfies Partial<SellerDelivery>;

/** Picked up: on its way to the buyer. */
export const startedDelivery = {
  ...acceptedDelivery,
  status: 'in_progress',
  startedAt: '2026-11-20T11:00:00.000Z',
} satisfies Partial<SellerDelivery>;

export function orderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id: 42,
    reference: 'HN-2026-00042',
    customer: { id: 3, name: 'Amira Trabelsi' },
    customerName: 'Amira Trabelsi',
    itemsCount: 2,
    totalAmount: 57,
    deliveryFee: 7,
    status: 'shipped',
    orderDate: '2026-11-19T15:00:00.000Z',
    items: [{ productName: 'Olive oil 1L', quantity: 2 }],
    guest: null,
    customerPhone: '+21698765432',
    customerDetails: null,
    shippingAddress: '5 avenue Habib Bourguiba',
    shippingGovernorate: 'sousse',
    paymentMethod: 'cash_on_delivery',
    note: null,
    statusHistory: [{ status: 'processing', at: '2026-11-19T15:00:00.000Z' }],
    allowedTransitions: [],
    lines: [
      {
        id: 1,
        productId: 5,
        productName: 'Olive oil 1L',
        unitPrice: 25,
        quantity: 2,
        lineTotal: 50,
      },
    ],
    delivery: null,
    returnReceivedAt: null,
    ...overrides,
  };
}
