/**
 * Delivery requests (/api/delivery-requests, /api/transporter/summary): the transporter's board,
 * and the seller's view of an order's delivery.
 */
import { z } from 'zod';
import { countSchema, daySchema, dinarsSchema, idSchema, timestampSchema } from './shared.ts';

/** The transporter who took a request: name from the account, phone from the profile. */
export const deliveryTransporterSchema = z.object({
  id: idSchema,
  fullName: z.string(),
  phoneNumber: z.string().nullable(),
});
export type DeliveryTransporter = z.infer<typeof deliveryTransporterSchema>;

/** What a request says wherever it is shown. */
const requestFields = {
  id: idSchema,
  status: z.string(),
  createdAt: timestampSchema,
  pickupAddress: z.string(),
  deliveryAddress: z.string(),
  packageDetails: z.string(),
  /** yyyy-mm-dd, or null when the seller gave no date. */
  requestedDeliveryDate: daySchema.nullable(),
  paymentAmount: dinarsSchema,
  /** Null while pending; once accepted, who carries the parcel and how to reach them. */
  transporter: deliveryTransporterSchema.nullable(),
  acceptedAt: timestampSchema.nullable(),
  startedAt: timestampSchema.nullable(),
  completedAt: timestampSchema.nullable(),
};

/** A delivery request on the transporter's board (GET /api/delivery-requests). */
export const deliveryRequestSchema = z.object({
  ...requestFields,
  orderId: idSchema,
  orderReference: z.string(),
  store: z.object({ id: idSchema, name: z.string().nullable(), phone: z.string().nullable() }),
  /** Who receives the parcel: only for the transporter who took the request. */
  recipient: z.object({ name: z.string(), phone: z.string().nullable() }).nullable(),
});
export type DeliveryRequest = z.infer<typeof deliveryRequestSchema>;

export const deliveryRequestListSchema = z.array(deliveryRequestSchema);

/**
 * GET /api/delivery-requests/preview: the board as a transporter not yet verified sees it (issue
 * 13): what work there is and where, never an address, a name, a phone or the package.
 */
export const deliveryPreviewSchema = z.object({
  id: idSchema,
  /** Governorate codes (common/tunisia.ts): the store's, and the order's shipping one. */
  pickupGovernorate: z.string().nullable(),
  deliveryGovernorate: z.string().nullable(),
  requestedDeliveryDate: daySchema.nullable(),
  paymentAmount: dinarsSchema,
  createdAt: timestampSchema,
});
export type DeliveryPreview = z.infer<typeof deliveryPreviewSchema>;
export const deliveryPreviewListSchema = z.array(deliveryPreviewSchema);

/** The delivery of an order as its seller sees it on the order page: the latest request. */
export const sellerDeliverySchema = z.object(requestFields);
export type SellerDelivery = z.infer<typeof sellerDeliverySchema>;

/** What the transporter's earnings card shows (GET /api/transporter/summary). */
export const transporterSummarySchema = z.object({
  completedCount: countSchema,
  /** Accepted or in progress. */
  activeCount: countSchema,
  /** Sum of the amounts of completed deliveries, in dinars. */
  earnings: dinarsSchema,
});
export type TransporterSummary = z.infer<typeof transporterSummarySchema>;

/**
 * PATCH /api/delivery-requests/:id: a transporter's move answers the request as their board
 * shows it; a seller's withdrawal (status cancelled) answers it as the order page shows it.
 */
export const deliveryMoveAnswerSchema = z.union([deliveryRequestSchema, sellerDeliverySchema]);
