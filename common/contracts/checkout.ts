/** Cash-on-delivery checkout (POST /api/checkout): the placed orders, or why nothing was. */
import { z } from 'zod';
import { countSchema, dinarsSchema, idSchema } from './shared.ts';

/** Why one cart line refused the checkout (409). `index` is the line's place in the request. */
export const checkoutProblemSchema = z.object({
  index: z.number().int(),
  productId: idSchema,
  reason: z.enum([
    'not_found',
    'out_of_stock',
    'insufficient_stock',
    'price_changed',
    'fee_changed',
  ]),
  /** How many are left (insufficient_stock). */
  available: z.number().int().optional(),
  /** The price now (price_changed). */
  currentPrice: dinarsSchema.optional(),
  /**
   * fee_changed: the store whose delivery fee is not the one the buyer saw, and the fee now;
   * index and productId are then the store's first line in the cart.
   */
  storeId: idSchema.optional(),
  currentFee: dinarsSchema.optional(),
});
export type CheckoutProblem = z.infer<typeof checkoutProblemSchema>;

/** 409 answer of POST /api/checkout: nothing was written. */
export const checkoutConflictBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  errors: z.record(z.string(), z.string()),
  codes: z.record(z.string(), z.string()),
  fieldParams: z
    .record(z.string(), z.record(z.string(), z.union([z.string(), z.number()])))
    .optional(),
  problems: z.array(checkoutProblemSchema),
});
export type CheckoutConflictBody = z.infer<typeof checkoutConflictBodySchema>;

/** One order per store, as the confirmation page lists them. */
export const placedOrderSchema = z.object({
  id: idSchema,
  reference: z.string(),
  storeId: idSchema,
  storeName: z.string(),
  /** The goods alone. */
  subtotal: dinarsSchema,
  /** The store's delivery fee for this order (0: free). */
  deliveryFee: dinarsSchema,
  /** What the buyer pays in cash at the door: subtotal + delivery fee. */
  totalAmount: dinarsSchema,
  itemsCount: countSchema,
  status: z.string(),
  /** Days the store says delivery usually takes. */
  deliveryDays: z.object({ min: z.number().int(), max: z.number().int() }),
  /** The 4 digits the buyer gives the transporter at the door: only ever shown to the buyer. */
  deliveryCode: z.string(),
  /** The buyer's private key to the order: their tracking link carries it (shows the code). */
  buyerKey: z.string(),
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

/** 201 answer of POST /api/checkout. */
export const checkoutResultSchema = z.object({
  orders: z.array(placedOrderSchema),
  /** Sum of every order with its delivery fee, in dinars: the cash to have ready. */
  grandTotal: dinarsSchema,
  /** The phone as stored (+216…), which with a reference lets a guest follow the order. */
  phone: z.string(),
});
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;
