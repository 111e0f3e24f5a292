import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../../../../common/enums.ts';
import { manualOrderInputSchema } from '../../../../common/schemas/back-office.ts';
import { formatMessage, isMessageCode, type MessageCode } from '../../../../common/messages.ts';
import en from '../../locales/en.json' with { type: 'json' };
import { formatOrderId } from '../../lib/format.ts';
import { customerNameOf } from './order-labels.ts';
import { orderStatusLabelKey, orderStatusStyle, transitionLabelKey } from './order-status.ts';

describe('order status badge', () => {
  it('gives each known status its colour', () => {
    expect(orderStatusStyle('processing')?.variant).toBe('info');
    expect(orderStatusStyle('shipped')?.variant).toBe('purple');
    expect(orderStatusStyle('delivered')?.className).toContain('text-primary');
    expect(orderStatusStyle('completed')?.variant).toBe('success');
    expect(orderStatusStyle('cancelled')?.variant).toBe('destructive');
    expect(orderStatusStyle('returned')?.variant).toBe('warning');
  });

  it('shows any other value as plain text: no badge, no label key', () => {
    for (const status of ['refunded', '', 'Processing', 'on_hold']) {
      expect(orderStatusStyle(status)).toBeNull();
      expect(orderStatusLabelKey(status)).toBeNull();
    }
  });

  it('has an English label for every status and every move the buttons offer', () => {
    for (const status of ORDER_STATUSES) {
      expect(en.orders.status[status]).toBeTruthy();
      expect(orderStatusLabelKey(status)).toBe(`orders.status.${status}`);
    }
    expect(transitionLabelKey('shipped')).toBe('orders.transition.shipped');
    expect(en.orders.transition.cancelled).toBe('Cancel order');
    expect(transitionLabelKey('processing')).toBeNull();
  });
});

describe('order ids and customers in the list', () => {
  it('shows ids below 1000 as ORD-{id}', () => {
    expect(formatOrderId(12)).toBe('ORD-12');
    expect(formatOrderId(1000)).toBe('1000');
  });

  it("prefers the customer's current name, then the name kept on the order", () => {
    expect(customerNameOf({ customer: { id: 1, name: 'Amira' }, customerName: 'Old' })).toBe(
      'Amira',
    );
    expect(customerNameOf({ customer: null, customerName: 'Kept' })).toBe('Kept');
    // A guest who typed a customer's phone keeps the name they typed.
    expect(
      customerNameOf({
        customer: { id: 1, name: 'Asma Ben Jemaa' },
        customerName: 'Asma',
        guest: { name: 'Asma', matchedBy: 'phone' },
      }),
    ).toBe('Asma');
    // Nothing left: the screen shows 'Unknown Customer'.
    expect(customerNameOf({ customer: null, customerName: '' })).toBeNull();
    expect(en.orders.unknownCustomer).toBe('Unknown Customer');
  });
});

/** The text at a dotted key of a locale subtree. */
function i18nText(tree: object, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
}

describe('manual order messages', () => {
  it('translates every message the schema gives for an empty form', () => {
    const result = manualOrderInputSchema.safeParse({
      customerId: 0,
      items: [{ productId: 0, quantity: 0 }],
      shippingAddress: 'ab',
      shippingGovernorate: 'TN-99',
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages.length).toBeGreaterThanOrEqual(5);
    for (const message of messages) {
      expect(isMessageCode(message), message).toBe(true);
      expect(i18nText(en.codes, message), message).toBe(formatMessage(message as MessageCode));
    }
  });
});
