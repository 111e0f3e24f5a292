/**
 * The operator's side (/api/admin/*, issue 13): the overview, transporter verification, stores,
 * products, reports, the contact inbox and the audit log. Only `admin` accounts get these.
 */
import { z } from 'zod';
import {
  ADMIN_ACTIONS,
  ADMIN_TARGETS,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGETS,
  TRANSPORTER_VERIFICATION_STATUSES,
} from '../enums.ts';
import {
  countSchema,
  daySchema,
  dinarsSchema,
  idSchema,
  mediaImageSchema,
  pageOf,
  timestampSchema,
} from './shared.ts';

/** A figure over all time, and over the last 30 days against the 30 days before. */
export const trendSchema = z.object({
  total: dinarsSchema,
  last30Days: dinarsSchema,
  previous30Days: dinarsSchema,
});
export type Trend = z.infer<typeof trendSchema>;

/** GET /api/admin/overview: every figure computed in SQL. */
export const adminOverviewSchema = z.object({
  /** Stores that finished setup; `suspended` of them are off the marketplace. */
  stores: trendSchema.extend({ suspended: countSchema }),
  /** Live products (not archived); `hidden` of them hidden by an operator. */
  products: trendSchema.extend({ hidden: countSchema }),
  /** Orders placed (cancelled ones included), and the value of those not cancelled, in dinars. */
  orders: trendSchema,
  orderValue: trendSchema,
  /** Buyer accounts. */
  buyers: trendSchema,
  transporters: z.object({
    verified: countSchema,
    /** Pending with both documents sent: the operators' queue. */
    waiting: countSchema,
    /** Pending without documents yet. */
    incomplete: countSchema,
    rejected: countSchema,
    suspended: countSchema,
  }),
  /** Delivery requests pending, accepted or in progress. */
  deliveriesOpen: countSchema,
  reportsOpen: countSchema,
  contactUnread: countSchema,
  /** Payment disputes the operators should look at (issue 14): failed deliveries, hand-overs. */
  disputes: z.object({ deliveries: countSchema, handovers: countSchema }),
  /** The last 30 days, oldest first, every day present (0 when none). */
  ordersPerDay: z.array(z.object({ date: daySchema, orders: countSchema, value: dinarsSchema })),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

/** A private upload (identity document, driving licence), at operator-only addresses. */
export const adminDocumentSchema = z.object({
  id: z.string(),
  /** GET /api/admin/media/{id}/1280.webp and /320.webp. */
  url: z.string(),
  thumbnailUrl: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type AdminDocument = z.infer<typeof adminDocumentSchema>;

/** A transporter as the operators see them: account, profile, documents, decision. */
export const adminTransporterSchema = z.object({
  /** The profile's id (PATCH /api/admin/transporters/{id}). */
  id: idSchema,
  userId: idSchema,
  username: z.string(),
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  vehicleType: z.string(),
  vehicleModel: z.string(),
  vehicleYear: z.string(),
  licensePlate: z.string(),
  capacity: z.string(),
  areasServed: z.string(),
  status: z.enum(TRANSPORTER_VERIFICATION_STATUSES),
  reason: z.string().nullable(),
  identityDocument: adminDocumentSchema.nullable(),
  drivingLicence: adminDocumentSchema.nullable(),
  documentsSubmittedAt: timestampSchema.nullable(),
  decidedAt: timestampSchema.nullable(),
  completedDeliveries: countSchema,
  createdAt: timestampSchema,
});
export type AdminTransporter = z.infer<typeof adminTransporterSchema>;
export const adminTransporterPageSchema = pageOf(adminTransporterSchema);

/** Set by an operator: when and why. */
export const moderationSchema = z.object({ at: timestampSchema, reason: z.string() });
export type Moderation = z.infer<typeof moderationSchema>;

/** A store (a business account) as the operators see it. */
export const adminStoreSchema = z.object({
  id: idSchema,
  storeName: z.string().nullable(),
  username: z.string(),
  fullName: z.string(),
  email: z.string(),
  storePhone: z.string().nullable(),
  storeGovernorate: z.string().nullable(),
  setupCompleted: z.boolean(),
  suspension: moderationSchema.nullable(),
  logo: mediaImageSchema.nullable(),
  productsCount: countSchema,
  ordersCount: countSchema,
  openReports: countSchema,
  createdAt: timestampSchema,
});
export type AdminStore = z.infer<typeof adminStoreSchema>;
export const adminStorePageSchema = pageOf(adminStoreSchema);

/** A product as the operators see it. */
export const adminProductSchema = z.object({
  id: idSchema,
  storeId: idSchema,
  storeName: z.string().nullable(),
  name: z.string(),
  price: dinarsSchema,
  image: mediaImageSchema.nullable(),
  /** The outside picture of an older product, when it has no upload. */
  imageUrl: z.string().nullable(),
  archived: z.boolean(),
  hidden: moderationSchema.nullable(),
  openReports: countSchema,
  createdAt: timestampSchema,
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

/** One store with its description, its products (newest 50) and its reports (newest 20). */
export const adminStoreDetailSchema = adminStoreSchema.extend({
  storeDescription: z.string().nullable(),
  storeAddress: z.string().nullable(),
  products: z.array(adminProductSchema),
  reports: z.array(z.lazy(() => adminReportSchema)),
});
export type AdminStoreDetail = z.infer<typeof adminStoreDetailSchema>;

export const adminReportSchema = z.object({
  id: idSchema,
  target: z.enum(REPORT_TARGETS),
  /** The product reported (target product), else null. */
  product: z
    .object({
      id: idSchema,
      name: z.string(),
      image: mediaImageSchema.nullable(),
      hidden: z.boolean(),
    })
    .nullable(),
  /** The store reported, or the product's store. */
  store: z.object({ id: idSchema, name: z.string().nullable(), suspended: z.boolean() }),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  /** The reporter's username when signed in; null for a guest. */
  reporter: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  resolvedAt: timestampSchema.nullable(),
  resolvedBy: z.string().nullable(),
  createdAt: timestampSchema,
});
export type AdminReport = z.infer<typeof adminReportSchema>;
export const adminReportPageSchema = pageOf(adminReportSchema);

export const adminContactMessageSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  topic: z.string(),
  message: z.string(),
  language: z.string(),
  /** The writer's username when they were signed in. */
  username: z.string().nullable(),
  readAt: timestampSchema.nullable(),
  handledAt: timestampSchema.nullable(),
  handledBy: z.string().nullable(),
  createdAt: timestampSchema,
});
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>;
export const adminContactMessagePageSchema = pageOf(adminContactMessageSchema);

export const auditEntrySchema = z.object({
  id: idSchema,
  /** The operator's username, as it was. */
  admin: z.string(),
  action: z.enum(ADMIN_ACTIONS),
  targetType: z.enum(ADMIN_TARGETS),
  targetId: idSchema,
  targetLabel: z.string(),
  reason: z.string().nullable(),
  createdAt: timestampSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditEntryPageSchema = pageOf(auditEntrySchema);

/**
 * GET /api/admin/disputes (issue 14): a seller disputing a failed delivery's payment, or a cash
 * hand-over a transporter declared. Newest first.
 */
export const adminDisputeSchema = z.object({
  kind: z.enum(['delivery', 'handover']),
  /** The delivery request's id, or the hand-over's. */
  id: idSchema,
  store: z.object({ id: idSchema, name: z.string().nullable() }),
  /** Null only when the transporter's account is gone. */
  transporter: z.object({ id: idSchema, name: z.string() }).nullable(),
  /** The delivery's price, or the cash declared handed over. */
  amount: dinarsSchema,
  /** The seller's words. */
  note: z.string().nullable(),
  at: timestampSchema,
});
export type AdminDispute = z.infer<typeof adminDisputeSchema>;
export const adminDisputePageSchema = pageOf(adminDisputeSchema);

/** POST /api/marketplace/{products|stores}/{id}/reports. */
export const reportSavedSchema = z.object({ id: idSchema });
export type ReportSaved = z.infer<typeof reportSavedSchema>;
