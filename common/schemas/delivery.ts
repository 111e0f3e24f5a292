/**
 * The transporter's profile form (SPEC §5) and the seller's delivery request, shared by the forms
 * and the routes. The spec gives only minimum lengths here, so the messages are ours.
 */
import { z } from 'zod';
import { DELIVERY_FAILURE_REASONS } from '../enums.ts';
import { type PlainMessageCode, issue } from '../messages.ts';
import { hasAtMostTwoDecimals } from '../money.ts';
import { GOVERNORATE_CODES } from '../tunisia.ts';
import { decimalInteger } from './ids.ts';
import { tunisianPhoneText } from './phones.ts';

export const RATE_MAX = 100_000;
export const AMOUNT_MAX = 100_000;
export const VEHICLE_YEAR_MIN = 1950;

/**
 * A dinar amount typed in a form: "7", "0.60" or "7,5" (Tunisian decimal comma). Trailing zeros
 * are fine ("6.250" is 6.25); the value itself may have at most two decimals.
 */
const DECIMAL_PATTERN = /^\d{1,6}(?:[.,]\d+)?$/;

function decimalText(value: string | number): string {
  return typeof value === 'number' ? String(value) : value.trim().replace(',', '.');
}

/**
 * Rates arrive as strings from the form (SPEC §7) and leave as exact numbers of dinars:
 * non-empty, 0 or more, at most two decimals.
 */
const rate = (requiredMessage: PlainMessageCode) =>
  z
    .union([z.string(), z.number()], { error: requiredMessage })
    .refine((value) => decimalText(value) !== '', requiredMessage)
    .transform(decimalText)
    .refine(
      (text) =>
        text === '' ||
        (DECIMAL_PATTERN.test(text) &&
          Number(text) <= RATE_MAX &&
          hasAtMostTwoDecimals(Number(text))),
      issue('transporter.rate.invalid'),
    )
    .transform((text) => Math.round(Number(text) * 100) / 100);

/** The current year in Tunisia, for the vehicle year's upper bound. */
export function currentTunisianYear(now: Date = new Date()): number {
  return Number(tunisianDate(now).slice(0, 4));
}

/** Today's date in Tunisia as yyyy-mm-dd, whatever the machine's time zone. */
export function tunisianDate(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Tunis',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

const text = (min: number, max: number, message: PlainMessageCode) =>
  z.string({ error: message }).trim().min(min, message).max(max, issue('transporter.text.tooLong'));

const transporterFields = {
  vehicleType: text(2, 50, issue('transporter.vehicleType.tooShort')),
  vehicleModel: text(2, 100, issue('transporter.vehicleModel.tooShort')),
  vehicleYear: z
    .string({ error: issue('transporter.vehicleYear.invalid') })
    .trim()
    .min(4, issue('transporter.vehicleYear.invalid'))
    .refine((value) => {
      if (!/^\d{4}$/.test(value)) return false;
      const year = Number(value);
      return year >= VEHICLE_YEAR_MIN && year <= currentTunisianYear() + 1;
    }, issue('transporter.vehicleYear.invalid')),
  licensePlate: text(2, 30, issue('transporter.licensePlate.tooShort')),
  capacity: text(1, 100, issue('transporter.capacity.required')),
  baseRate: rate(issue('transporter.baseRate.required')),
  ratePerKm: rate(issue('transporter.ratePerKm.required')),
  areasServed: text(2, 1000, issue('transporter.areasServed.tooShort')),
  /**
   * A Tunisian number, stored as +216XXXXXXXX: the stores and buyers who call a transporter are
   * in Tunisia, and the board shows it to them.
   */
  phoneNumber: text(8, 30, issue('transporter.phoneNumber.tooShort')).pipe(
    tunisianPhoneText(issue('transporter.phoneNumber.invalid')),
  ),
  isAvailable: z.boolean({ error: issue('transporter.isAvailable.invalid') }),
  notes: z
    .string({ error: issue('transporter.text.tooLong') })
    .trim()
    .max(1000, issue('transporter.text.tooLong'))
    .nullable()
    .transform((value) => (value ? value : null)),
};

export const transporterProfileInputSchema = z.object({
  ...transporterFields,
  isAvailable: transporterFields.isAvailable.default(true),
  notes: transporterFields.notes.optional().transform((value) => value ?? null),
});
/** What the form holds: rates as the strings typed. */
export type TransporterProfileInput = z.input<typeof transporterProfileInputSchema>;
/** What the server stores: rates as numbers of dinars. */
export type TransporterProfileValues = z.output<typeof transporterProfileInputSchema>;

/** Only the fields sent change. */
export const transporterProfileUpdateSchema = z.object(transporterFields).partial().strict();
export type TransporterProfileUpdate = z.output<typeof transporterProfileUpdateSchema>;

const address = (message: PlainMessageCode) =>
  z.string({ error: message }).trim().min(5, message).max(500, issue('delivery.text.tooLong'));

/** A date the seller would like the parcel delivered: optional, today or later, within a year. */
const requestedDeliveryDate = z
  .union([z.string(), z.null()], { error: issue('delivery.requestedDate.invalid') })
  .transform((value) => (value ? value.trim() : ''))
  .refine(
    (value) =>
      value === '' ||
      (/^\d{4}-\d{2}-\d{2}$/.test(value) &&
        !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
        new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)),
    { message: issue('delivery.requestedDate.invalid'), abort: true },
  )
  .refine((value) => value === '' || value >= tunisianDate(), issue('delivery.requestedDate.past'))
  .refine(
    (value) =>
      value === '' || value <= tunisianDate(new Date(Date.now() + 366 * 24 * 60 * 60 * 1000)),
    issue('delivery.requestedDate.tooFar'),
  )
  .transform((value) => (value === '' ? null : value));

/** The amount offered, in dinars: typed as a string in the form, a number from other clients. */
const paymentAmount = z
  .union([z.string(), z.number()], { error: issue('delivery.amount.invalid') })
  .transform(decimalText)
  .refine(
    (value) => /^\d+(?:\.\d+)?$/.test(value) && Number(value) >= 0.01,
    issue('delivery.amount.invalid'),
  )
  .refine((value) => Number(value) <= AMOUNT_MAX, issue('delivery.amount.tooLarge'))
  .transform(Number)
  .refine(hasAtMostTwoDecimals, issue('delivery.amount.decimals'));

export const deliveryRequestInputSchema = z.object({
  orderId: z
    .number({ error: issue('delivery.orderId.required') })
    .int(issue('delivery.orderId.required'))
    .positive(issue('delivery.orderId.required'))
    .max(2_147_483_647, issue('delivery.orderId.required')),
  /** Empty or missing: the store's address. */
  pickupAddress: z
    .union([z.literal(''), address(issue('delivery.pickupAddress.tooShort'))])
    .optional()
    .transform((value) => value || null),
  /** Empty or missing: the order's shipping address. */
  deliveryAddress: z
    .union([z.literal(''), address(issue('delivery.deliveryAddress.tooShort'))])
    .optional()
    .transform((value) => value || null),
  packageDetails: z
    .string({ error: issue('delivery.packageDetails.tooShort') })
    .trim()
    .min(3, issue('delivery.packageDetails.tooShort'))
    .max(1000, issue('delivery.text.tooLong')),
  requestedDeliveryDate: requestedDeliveryDate.optional().transform((value) => value ?? null),
  paymentAmount,
});
export type DeliveryRequestInput = z.input<typeof deliveryRequestInputSchema>;
export type DeliveryRequestValues = z.output<typeof deliveryRequestInputSchema>;

/**
 * Transporters move a request forward (accepted, in_progress, then completed with the buyer's
 * code, or failed with a reason); the owning seller releases an accepted request back to the
 * board with 'pending', or withdraws it with 'cancelled', before pickup.
 */
export const DELIVERY_MOVES = [
  'accepted',
  'in_progress',
  'completed',
  'failed',
  'pending',
  'cancelled',
] as const;
export type DeliveryMove = (typeof DELIVERY_MOVES)[number];

/** The 4 digits the buyer gives at the door. */
export const DELIVERY_CODE_PATTERN = /^\d{4}$/;
/** Wrong codes before a request locks for its seller to resolve. */
export const DELIVERY_CODE_MAX_ATTEMPTS = 5;
/** Accepted requests not yet picked up that one transporter may hold at once. */
export const MAX_ACCEPTED_NOT_STARTED = 5;

const optionalNote = (message: PlainMessageCode) =>
  z
    .string({ error: message })
    .trim()
    .max(500, message)
    .optional()
    .transform((value) => value || null);

/**
 * PATCH /api/delivery-requests/:id. `code` is required to complete, `reason` (and an optional
 * note) to fail; other moves ignore them.
 */
export const deliveryStatusUpdateSchema = z
  .object({
    status: z.enum(DELIVERY_MOVES, { error: issue('delivery.status.invalid') }),
    code: z
      .string({ error: issue('delivery.code.required') })
      .trim()
      .optional(),
    reason: z
      .enum(DELIVERY_FAILURE_REASONS, { error: issue('delivery.failure.reason.invalid') })
      .optional(),
    note: optionalNote(issue('delivery.failure.note.tooLong')),
  })
  .superRefine((value, context) => {
    if (value.status === 'completed' && !DELIVERY_CODE_PATTERN.test(value.code ?? '')) {
      context.addIssue({
        code: 'custom',
        path: ['code'],
        message: issue('delivery.code.required'),
      });
    }
    if (value.status === 'failed' && !value.reason) {
      context.addIssue({
        code: 'custom',
        path: ['reason'],
        message: issue('delivery.failure.reason.invalid'),
      });
    }
  });
export type DeliveryStatusUpdate = z.output<typeof deliveryStatusUpdateSchema>;

/**
 * POST /api/delivery-requests/:id/resolve: the seller's way out of a request locked by wrong
 * codes: let the transporter try again, or say the buyer did get the parcel.
 */
export const DELIVERY_RESOLUTIONS = ['retry', 'delivered'] as const;
export const deliveryResolveSchema = z.object({
  resolution: z.enum(DELIVERY_RESOLUTIONS, { error: issue('delivery.resolution.invalid') }),
});

const reasonText = (message: PlainMessageCode) =>
  z.string({ error: message }).trim().min(5, message).max(500, issue('delivery.text.tooLong'));

/** POST /api/delivery-requests/:id/dispute: the seller refuses to pay for a failed delivery. */
export const deliveryDisputeSchema = z.object({
  note: reasonText(issue('delivery.dispute.note.tooShort')),
});

/** POST /api/delivery-requests/:id/rating: once per finished request, by its seller. */
export const transporterRatingInputSchema = z.object({
  stars: z
    .number({ error: issue('delivery.rating.stars.invalid') })
    .int(issue('delivery.rating.stars.invalid'))
    .min(1, issue('delivery.rating.stars.invalid'))
    .max(5, issue('delivery.rating.stars.invalid')),
  comment: optionalNote(issue('delivery.rating.comment.tooLong')),
});
export type TransporterRatingInput = z.input<typeof transporterRatingInputSchema>;

export const BOARD_TABS = ['available', 'mine', 'history'] as const;
export type BoardTab = (typeof BOARD_TABS)[number];
export const BOARD_SORTS = ['newest', 'amount'] as const;
export type BoardSort = (typeof BOARD_SORTS)[number];
export const BOARD_PAGE_SIZE_DEFAULT = 10;
export const BOARD_PAGE_SIZE_MAX = 50;

const boardInvalid = issue('delivery.board.invalid');
const optionalGovernorate = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.enum(GOVERNORATE_CODES as [string, ...string[]], { error: boardInvalid }).optional(),
);

/**
 * GET /api/delivery-requests: available (pending, while the transporter is available), mine
 * (accepted or in progress: in hand) or history (completed or failed); by the store's and the
 * drop governorate; newest first or the best paid first.
 */
export const boardQuerySchema = z.object({
  tab: z.enum(BOARD_TABS, { error: boardInvalid }).default('available'),
  pickup: optionalGovernorate,
  drop: optionalGovernorate,
  sort: z.enum(BOARD_SORTS, { error: boardInvalid }).default('newest'),
  page: decimalInteger({ min: 1, max: 10_000, message: boardInvalid }).default(1),
  pageSize: decimalInteger({
    min: 1,
    max: BOARD_PAGE_SIZE_MAX,
    message: boardInvalid,
  }).default(BOARD_PAGE_SIZE_DEFAULT),
});
export type BoardQuery = z.output<typeof boardQuerySchema>;

export const DELIVERY_FEE_MAX = 1000;
export const DELIVERY_DAYS_MAX = 60;

/** A fee typed in a form ("7", "7,5") or sent as a number: 0 or more, two decimals at most. */
const feeAmount = z
  .union([z.string(), z.number()], { error: issue('deliveryTerms.fee.invalid') })
  .transform(decimalText)
  .refine(
    (value) => /^\d+(?:\.\d+)?$/.test(value) && hasAtMostTwoDecimals(Number(value)),
    issue('deliveryTerms.fee.invalid'),
  )
  .transform(Number)
  .refine((value) => value <= DELIVERY_FEE_MAX, issue('deliveryTerms.fee.tooLarge'));

/**
 * Days typed in the form ("3", spaces around forgiven) or sent as a number; `true`, `''`, `3.0`
 * or `1e1` are refused (a coercion would read them as 1, 0, 3 and 10).
 */
const days = z
  .union([z.string().transform((value) => value.trim()), z.number()], {
    error: issue('deliveryTerms.days.invalid'),
  })
  .pipe(
    decimalInteger({
      min: 0,
      max: DELIVERY_DAYS_MAX,
      message: issue('deliveryTerms.days.invalid'),
    }),
  );

/** PUT /api/store/delivery-terms, the wizard's store step and the profile: the whole terms. */
export const deliveryTermsInputSchema = z
  .object({
    fee: feeAmount,
    /** Empty or null: no free delivery. */
    freeThreshold: z
      .union([z.string(), z.number(), z.null()], {
        error: issue('deliveryTerms.freeThreshold.invalid'),
      })
      .optional()
      .transform((value) => (value === null || value === undefined ? '' : decimalText(value)))
      .refine(
        (value) =>
          value === '' ||
          (/^\d+(?:\.\d+)?$/.test(value) &&
            Number(value) > 0 &&
            Number(value) <= AMOUNT_MAX &&
            hasAtMostTwoDecimals(Number(value))),
        issue('deliveryTerms.freeThreshold.invalid'),
      )
      .transform((value) => (value === '' ? null : Number(value))),
    governorateFees: z
      .array(
        z.object({
          governorate: z.enum(GOVERNORATE_CODES as [string, ...string[]], {
            error: issue('deliveryTerms.governorate.invalid'),
          }),
          fee: feeAmount,
        }),
        { error: issue('deliveryTerms.governorate.invalid') },
      )
      .max(GOVERNORATE_CODES.length, issue('deliveryTerms.governorate.duplicate'))
      .default([]),
    daysMin: days,
    daysMax: days,
  })
  .superRefine((value, context) => {
    if (value.daysMax < value.daysMin) {
      context.addIssue({
        code: 'custom',
        path: ['daysMax'],
        message: issue('deliveryTerms.days.order'),
      });
    }
    const seen = new Set<string>();
    value.governorateFees.forEach((entry, index) => {
      if (seen.has(entry.governorate)) {
        context.addIssue({
          code: 'custom',
          path: ['governorateFees', index, 'governorate'],
          message: issue('deliveryTerms.governorate.duplicate'),
        });
      }
      seen.add(entry.governorate);
    });
  });
export type DeliveryTermsInput = z.input<typeof deliveryTermsInputSchema>;
export type DeliveryTermsValues = z.output<typeof deliveryTermsInputSchema>;
