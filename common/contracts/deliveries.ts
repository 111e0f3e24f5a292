/**
 * Delivery requests (/api/delivery-requests, /api/transporter/summary): the transporter's board,
 * and the seller's view of an order's delivery.
 */
import { z } from 'zod';
import {
  countSchema,
  daySchema,
  dinarsSchema,
  idSchema,
  pageOf,
  timestampSchema,
} from './shared.ts';

/** Sellers' ratings of a transporter: the average (null before the first) and how many. */
export const transporterRatingSummarySchema = z.object({
  average: z.number().nullable(),
  count: countSchema,
});
export type TransporterRatingSummary = z.infer<typeof transporterRatingSummarySchema>;

/**
 * The transporter who took a request: name from the account, phone from the profile, and (issue
 * 14) their standing: sellers' average rating and the deliveries they completed on Hanout.
 */
export const deliveryTransporterSchema = z.object({
  id: idSchema,
  fullName: z.string(),
  phoneNumber: z.string().nullable(),
  rating: transporterRatingSummarySchema,
  completedDeliveries: countSchema,
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
  /** Locked after 5 wrong delivery codes, until the seller resolves it. */
  codeLocked: z.boolean(),
  /** Wrong codes the transporter may still type before the request locks. */
  codeAttemptsLeft: countSchema,
  /** A failed delivery: when, why (DELIVERY_FAILURE_REASONS) and the transporter's note. */
  failedAt: timestampSchema.nullable(),
  failureReason: z.string().nullable(),
  failureNote: z.string().nullable(),
  /** The seller refused to pay for the failed delivery (the operators see it). */
  paymentDisputedAt: timestampSchema.nullable(),
  /** Completed on the seller's word after a lock, not with the code. */
  sellerConfirmedAt: timestampSchema.nullable(),
};

/** A delivery request on the transporter's board (GET /api/delivery-requests). */
export const deliveryRequestSchema = z.object({
  ...requestFields,
  orderId: idSchema,
  orderReference: z.string(),
  store: z.object({ id: idSchema, name: z.string().nullable(), phone: z.string().nullable() }),
  /** Governorate codes: the store's (pickup) and the order's (drop), for the board's filters. */
  pickupGovernorate: z.string().nullable(),
  deliveryGovernorate: z.string().nullable(),
  /** What the transporter collects at the door: the order's total with its delivery fee. */
  cashToCollect: dinarsSchema,
  /**
   * Who receives the parcel: only for the transporter who took the request (the phone once they
   * have picked it up). Never the delivery code, which only the buyer sees.
   */
  recipient: z.object({ name: z.string(), phone: z.string().nullable() }).nullable(),
});
export type DeliveryRequest = z.infer<typeof deliveryRequestSchema>;

/** GET /api/delivery-requests: one tab of the board, a page at a time, and each tab's count. */
export const deliveryBoardSchema = pageOf(deliveryRequestSchema).extend({
  counts: z.object({ available: countSchema, mine: countSchema, history: countSchema }),
});
export type DeliveryBoard = z.infer<typeof deliveryBoardSchema>;

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

/**
 * The delivery of an order as its seller sees it on the order page: the latest request, and the
 * seller's own rating of it once given.
 */
export const sellerDeliverySchema = z.object({
  ...requestFields,
  rating: z.object({ stars: z.number().int(), comment: z.string().nullable() }).nullable(),
});
export type SellerDelivery = z.infer<typeof sellerDeliverySchema>;

/** An accepted request a store took back from the transporter before pickup, until dismissed. */
export const deliveryReleaseSchema = z.object({
  id: idSchema,
  requestId: idSchema,
  orderReference: z.string(),
  storeName: z.string().nullable(),
  /** released: back on the board; withdrawn: the store no longer needs it carried. */
  kind: z.enum(['released', 'withdrawn']),
  at: timestampSchema,
});
export type DeliveryRelease = z.infer<typeof deliveryReleaseSchema>;

/** What the transporter's earnings card shows (GET /api/transporter/summary). */
export const transporterSummarySchema = z.object({
  completedCount: countSchema,
  /** Accepted or in progress. */
  activeCount: countSchema,
  failedCount: countSchema,
  /**
   * Sum of the amounts of completed deliveries and of failed ones the seller did not dispute, in
   * dinars.
   */
  earnings: dinarsSchema,
  /** Cash collected and not yet confirmed handed over, all stores together. */
  cashHeld: dinarsSchema,
  rating: transporterRatingSummarySchema,
  /** Requests taken back by their store, not yet dismissed (newest first, at most 20). */
  releases: z.array(deliveryReleaseSchema),
});
export type TransporterSummary = z.infer<typeof transporterSummarySchema>;

/**
 * PATCH /api/delivery-requests/:id: a transporter's move answers the request as their board
 * shows it; a seller's withdrawal (status cancelled) answers it as the order page shows it.
 */
export const deliveryMoveAnswerSchema = z.union([deliveryRequestSchema, sellerDeliverySchema]);
