/**
 * What operators send to /api/admin/*, what anyone sends to report a product or a store, and
 * what a transporter sends to be verified (issue 13).
 */
import { z } from 'zod';
import { REPORT_REASONS } from '../enums.ts';
import { issue } from '../messages.ts';
import { decimalInteger } from './ids.ts';
import { mediaIdSchema } from './media.ts';

export const ADMIN_REASON_MIN = 5;
export const ADMIN_REASON_MAX = 500;
export const REPORT_DETAILS_MAX = 1000;
export const REPORT_DETAILS_MIN_FOR_OTHER = 10;

/** Why an operator acts: shown to the seller or transporter concerned and kept in the log. */
const reason = z
  .string({ error: issue('admin.reason.tooShort') })
  .trim()
  .min(ADMIN_REASON_MIN, issue('admin.reason.tooShort'))
  .max(ADMIN_REASON_MAX, issue('admin.reason.tooLong'));

/** Optional where a decision needs no explaining (a verification, a dismissal). */
const optionalReason = z
  .string({ error: issue('admin.reason.tooLong') })
  .trim()
  .max(ADMIN_REASON_MAX, issue('admin.reason.tooLong'))
  .optional()
  .transform((value) => value || undefined);

export const ADMIN_TRANSPORTER_DECISIONS = ['verified', 'rejected', 'suspended'] as const;

/**
 * The documents the operator looked at, as the transporter's answer dated them: when given and
 * the transporter has sent others since, the decision is refused (409) rather than applied to
 * pictures nobody saw.
 */
const documentsSeen = z.iso
  .datetime({ error: issue('request.invalidValue') })
  .nullable()
  .optional();

/** PATCH /api/admin/transporters/{id}: a rejection or suspension says why. */
export const adminTransporterDecisionSchema = z.discriminatedUnion(
  'status',
  [
    z.object({
      status: z.literal('verified'),
      reason: optionalReason,
      documentsSubmittedAt: documentsSeen,
    }),
    z.object({ status: z.literal('rejected'), reason, documentsSubmittedAt: documentsSeen }),
    z.object({ status: z.literal('suspended'), reason, documentsSubmittedAt: documentsSeen }),
  ],
  { error: issue('admin.transporterStatus.invalid') },
);
export type AdminTransporterDecision = z.infer<typeof adminTransporterDecisionSchema>;

/** PATCH /api/admin/stores/{id}: suspend (true) or restore (false), with a reason either way. */
export const adminStoreDecisionSchema = z.object({
  suspended: z.boolean({ error: issue('request.invalidValue') }),
  reason,
});
export type AdminStoreDecision = z.infer<typeof adminStoreDecisionSchema>;

/** PATCH /api/admin/products/{id}: hide (true) or show again (false), with a reason. */
export const adminProductDecisionSchema = z.object({
  hidden: z.boolean({ error: issue('request.invalidValue') }),
  reason,
});
export type AdminProductDecision = z.infer<typeof adminProductDecisionSchema>;

/** PATCH /api/admin/reports/{id}: dismiss an open report (hiding or suspending actions it). */
export const adminReportDecisionSchema = z.object({
  status: z.literal('dismissed', { error: issue('request.invalidValue') }),
  reason: optionalReason,
});
export type AdminReportDecision = z.infer<typeof adminReportDecisionSchema>;

/** PATCH /api/admin/contact-messages/{id}: read or unread, handled. */
export const adminContactMessageUpdateSchema = z
  .object({
    read: z.boolean({ error: issue('request.invalidValue') }).optional(),
    handled: z.literal(true, { error: issue('request.invalidValue') }).optional(),
  })
  .refine((body) => body.read !== undefined || body.handled !== undefined, {
    message: issue('request.invalidValue'),
  });
export type AdminContactMessageUpdate = z.infer<typeof adminContactMessageUpdateSchema>;

const page = decimalInteger({ min: 1, max: 10_000 }).default(1);
const search = z.string().trim().max(100).optional();
const filter = <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(values, { error: issue('admin.filter.invalid') }).default(fallback as never),
  );

export const ADMIN_PAGE_SIZE = 20;

export const ADMIN_TRANSPORTER_FILTERS = [
  'waiting',
  'incomplete',
  'verified',
  'rejected',
  'suspended',
  'all',
] as const;
/** GET /api/admin/transporters: waiting = pending with both documents, the operators' queue. */
export const adminTransportersQuerySchema = z.object({
  status: filter(ADMIN_TRANSPORTER_FILTERS, 'waiting'),
  q: search,
  page,
});

export const ADMIN_STORE_FILTERS = ['all', 'active', 'suspended', 'incomplete'] as const;
/** GET /api/admin/stores: by store name, username, email or phone. */
export const adminStoresQuerySchema = z.object({
  status: filter(ADMIN_STORE_FILTERS, 'all'),
  q: search,
  page,
});

export const ADMIN_REPORT_FILTERS = ['open', 'actioned', 'dismissed', 'all'] as const;
export const adminReportsQuerySchema = z.object({
  status: filter(ADMIN_REPORT_FILTERS, 'open'),
  page,
});

export const ADMIN_CONTACT_FILTERS = ['unread', 'open', 'handled', 'all'] as const;
/** open = not handled yet (read or not). */
export const adminContactQuerySchema = z.object({
  status: filter(ADMIN_CONTACT_FILTERS, 'open'),
  page,
});

export const adminAuditQuerySchema = z.object({ page });

/** GET /api/admin/disputes (issue 14). */
export const adminDisputesQuerySchema = z.object({ page });

/** POST /api/marketplace/{products|stores}/{id}/reports; "other" needs its details. */
export const reportInputSchema = z
  .object({
    reason: z.enum(REPORT_REASONS, { error: issue('report.reason.invalid') }),
    details: z
      .string({ error: issue('report.details.tooLong') })
      .trim()
      .max(REPORT_DETAILS_MAX, issue('report.details.tooLong'))
      .optional()
      .transform((value) => value || undefined),
  })
  .refine(
    (report) =>
      report.reason !== 'other' || (report.details?.length ?? 0) >= REPORT_DETAILS_MIN_FOR_OTHER,
    { message: issue('report.details.required'), path: ['details'] },
  );
export type ReportInput = z.input<typeof reportInputSchema>;

/** POST /api/transporter/verification: two private uploads (POST /api/media?kind=document). */
export const transporterDocumentsSchema = z
  .object({
    identityDocumentId: mediaIdSchema,
    drivingLicenceId: mediaIdSchema,
  })
  .refine((body) => body.identityDocumentId !== body.drivingLicenceId, {
    message: issue('transporter.documents.same'),
    path: ['drivingLicenceId'],
  });
export type TransporterDocuments = z.infer<typeof transporterDocumentsSchema>;
