import { describe, expect, it } from 'vitest';
import { hasAtMostTwoDecimals } from '../money.ts';
import { productInputSchema, productUpdateSchema } from './back-office.ts';
import {
  deliveryRequestInputSchema,
  transporterProfileInputSchema,
  transporterProfileUpdateSchema,
} from './delivery.ts';

/** The message (a code of common/messages.ts) zod puts on one field, or undefined if it passed. */
function messageOn(
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
) {
  return result.error?.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('hasAtMostTwoDecimals', () => {
  it('accepts cents, including those floats cannot hold exactly', () => {
    for (const value of [0, 6.5, 13, 19.99, 0.07, 1.1, 99999.99, 2109.43]) {
      expect(hasAtMostTwoDecimals(value), String(value)).toBe(true);
    }
  });

  it('refuses anything finer, and what is not a number', () => {
    for (const value of [6.375, 0.001, 12.999, 1.2345, Number.NaN, Infinity]) {
      expect(hasAtMostTwoDecimals(value), String(value)).toBe(false);
    }
  });
});

const product = {
  name: 'Tabel 200 g',
  description: 'Mélange d’épices tunisien.',
  price: 6.5,
  status: 'in_stock',
  stockQuantity: 4,
};

describe('product price', () => {
  it('refuses a third decimal with its own message, on create and update', () => {
    const message = 'product.price.decimals';
    expect(messageOn(productInputSchema.safeParse({ ...product, price: 6.375 }), 'price')).toBe(
      message,
    );
    expect(messageOn(productUpdateSchema.safeParse({ price: 6.375 }), 'price')).toBe(message);
  });

  it('keeps the spec message for a price that is not positive', () => {
    expect(messageOn(productInputSchema.safeParse({ ...product, price: 0 }), 'price')).toBe(
      'product.price.invalid',
    );
  });

  it('accepts two decimals as they are', () => {
    expect(productInputSchema.parse(product).price).toBe(6.5);
    expect(productUpdateSchema.parse({ price: 19.99 }).price).toBe(19.99);
  });
});

const profile = {
  vehicleType: 'Moto',
  vehicleModel: 'Honda Wave',
  vehicleYear: '2021',
  licensePlate: '245 TU 9870',
  capacity: '25 kg',
  baseRate: '7',
  ratePerKm: '0,45',
  areasServed: 'Sousse',
  phoneNumber: '+216 98 412 705',
};

describe('transporter rates', () => {
  const message = 'transporter.rate.invalid';

  it('refuses a third decimal, typed with a point or a comma or sent as a number', () => {
    for (const baseRate of ['7.125', '7,125', 7.125]) {
      const result = transporterProfileInputSchema.safeParse({ ...profile, baseRate });
      expect(messageOn(result, 'baseRate'), String(baseRate)).toBe(message);
    }
    expect(
      messageOn(transporterProfileUpdateSchema.safeParse({ ratePerKm: '0.455' }), 'ratePerKm'),
    ).toBe(message);
  });

  it('reads two decimals, and trailing zeros, as exact dinars', () => {
    const parsed = transporterProfileInputSchema.parse({ ...profile, baseRate: '6.250' });
    expect(parsed).toMatchObject({ baseRate: 6.25, ratePerKm: 0.45 });
  });
});

describe('delivery amount offered', () => {
  const request = { orderId: 3, packageDetails: '1 colis', paymentAmount: '15' };

  it('refuses a third decimal', () => {
    for (const paymentAmount of ['15.375', '15,375', 15.375]) {
      const result = deliveryRequestInputSchema.safeParse({ ...request, paymentAmount });
      expect(messageOn(result, 'paymentAmount'), String(paymentAmount)).toBe(
        'delivery.amount.decimals',
      );
    }
  });

  it('accepts 6.5 and 6,50', () => {
    expect(deliveryRequestInputSchema.parse({ ...request, paymentAmount: 6.5 }).paymentAmount).toBe(
      6.5,
    );
    expect(
      deliveryRequestInputSchema.parse({ ...request, paymentAmount: '6,50' }).paymentAmount,
    ).toBe(6.5);
  });
});
