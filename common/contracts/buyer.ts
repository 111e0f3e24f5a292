/**
 * A buyer's own area (/api/my/…) and guest order tracking (POST /api/orders/track): orders
 * across stores and conversations with them.
 */
import { z } from 'zod';
import { statusEventSchema } from './orders.ts';
import { countSchema, dinarsSchema, idSchema, timestampSchema } from './shared.ts';

const storeRefSchema = z.object({ id: idSchema, name: z.string().nullable() });

/** A buyer's order as their own area shows it (GET /api/my/orders). */
export const buyerOrderSchema = z.object({
  id: idSchema,
  reference: z.string(),
  store: storeRefSchema,
  status: z.string(),
  /** With the delivery fee: the cash to pay at the door. */
  totalAmount: dinarsSchema,
  deliveryFee: dinarsSchema,
  itemsCount: countSchema,
  orderDate: timestampSchema,
  items: z.array(
    z.object({ productName: z.string(), quantity: z.number().int(), unitPrice: dinarsSchema }),
  ),
  /** The code to give the transporter; null once the order no longer travels (delivered, …). */
  deliveryCode: z.string().nullable(),
});
export type BuyerOrder = z.infer<typeof buyerOrderSchema>;

export const buyerOrderListSchema = z.array(buyerOrderSchema);

/** A buyer's conversation with one store, oldest message first (GET /api/my/conversations). */
export const buyerConversationSchema = z.object({
  store: storeRefSchema,
  messages: z.array(
    z.object({
      id: idSchema,
      content: z.string(),
      direction: z.string(),
      createdAt: timestampSchema,
    }),
  ),
});
export type BuyerConversation = z.infer<typeof buyerConversationSchema>;

export const buyerConversationListSchema = z.array(buyerConversationSchema);

/** An order as its buyer follows it: GET /api/my/orders/:id, or POST /api/orders/track for guests. */
export const trackedOrderSchema = z.object({
  id: idSchema,
  reference: z.string(),
  store: storeRefSchema.extend({ phone: z.string().nullable() }),
  status: z.string(),
  /** With the delivery fee: the cash to pay at the door. */
  totalAmount: dinarsSchema,
  deliveryFee: dinarsSchema,
  itemsCount: countSchema,
  orderDate: timestampSchema,
  /** The code to give the transporter; null once the order no longer travels (delivered, …). */
  deliveryCode: z.string().nullable(),
  /** The parcel's trip when a transporter has it: who, and a failed delivery's reason. */
  delivery: z
    .object({
      status: z.string(),
      transporterName: z.string().nullable(),
      failureReason: z.string().nullable(),
    })
    .nullable(),
  customerName: z.string(),
  customerPhone: z.string().nullable(),
  shippingAddress: z.string().nullable(),
  shippingGovernorate: z.string().nullable(),
  paymentMethod: z.string(),
  note: z.string().nullable(),
  statusHistory: z.array(statusEventSchema),
  items: z.array(
    z.object({
      productId: idSchema.nullable(),
      productName: z.string(),
      quantity: z.number().int(),
      unitPrice: dinarsSchema,
    }),
  ),
});
export type TrackedOrder = z.infer<typeof trackedOrderSchema>;
