/** The seller's orders (/api/orders): the list, the recent five, one order in full. */
import { z } from 'zod';
import { guestSenderSchema } from './customers.ts';
import { sellerDeliverySchema } from './deliveries.ts';
import { countSchema, dinarsSchema, idSchema, pageOf, timestampSchema } from './shared.ts';

/** One move of an order's status, when it happened. */
export const statusEventSchema = z.object({ status: z.string(), at: timestampSchema });

export const orderLineSchema = z.object({
  id: idSchema,
  productId: idSchema.nullable(),
  productName: z.string(),
  unitPrice: dinarsSchema,
  quantity: z.number().int(),
  lineTotal: dinarsSchema,
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderSummarySchema = z.object({
  id: idSchema,
  reference: z.string(),
  /** null when the customer record was deleted: the screens show 'Unknown Customer'. */
  customer: z.object({ id: idSchema, name: z.string() }).nullable(),
  customerName: z.string(),
  itemsCount: countSchema,
  /** The goods and the delivery fee together: what the buyer pays. */
  totalAmount: dinarsSchema,
  deliveryFee: dinarsSchema,
  status: z.string(),
  orderDate: timestampSchema,
  /** Names and quantities, for the "Products" column. */
  items: z.array(z.object({ productName: z.string(), quantity: z.number().int() })),
  /**
   * A guest's order filed under an existing customer by phone, with the name the guest typed
   * (customerName) when it is not the customer's: the seller sees both and decides. Else null.
   */
  guest: guestSenderSchema.nullable(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderSummaryListSchema = z.array(orderSummarySchema);

export const orderPageSchema = pageOf(orderSummarySchema);
export type OrderPage = z.infer<typeof orderPageSchema>;

export const orderDetailSchema = orderSummarySchema.extend({
  customerPhone: z.string().nullable(),
  customerDetails: z
    .object({
      id: idSchema,
      name: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      address: z.string().nullable(),
    })
    .nullable(),
  shippingAddress: z.string().nullable(),
  shippingGovernorate: z.string().nullable(),
  paymentMethod: z.string(),
  note: z.string().nullable(),
  statusHistory: z.array(statusEventSchema),
  /** The statuses this order may move to now (DESIGN.md). */
  allowedTransitions: z.array(z.string()),
  lines: z.array(orderLineSchema),
  /** The order's latest delivery request, or null when none was made. */
  delivery: sellerDeliverySchema.nullable(),
  /** A returned order: when the seller confirmed the parcel back (its stock returned then). */
  returnReceivedAt: timestampSchema.nullable(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;
