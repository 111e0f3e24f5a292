/**
 * The transporter's profile form (SPEC §5) and the seller's delivery request, shared by the forms
 * and the routes. The spec gives only minimum lengths here, so the messages are ours.
 */
import { z } from 'zod';
import { type PlainMessageCode, issue } from '../messages.ts';
import { hasAtMostTwoDecimals } from '../money.ts';

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
  phoneNumber: text(8, 30, issue('transporter.phoneNumber.tooShort')).refine(
    (value) => /^\+?[\d\s.\-()]+$/.test(value) && value.replace(/\D/g, '').length >= 8,
    issue('transporter.phoneNumber.invalid'),
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

/** Transporters move a request forward; the owning seller withdraws it with 'cancelled'. */
export const DELIVERY_MOVES = ['accepted', 'in_progress', 'completed', 'cancelled'] as const;
export type DeliveryMove = (typeof DELIVERY_MOVES)[number];

export const deliveryStatusUpdateSchema = z.object({
  status: z.enum(DELIVERY_MOVES, { error: issue('delivery.status.invalid') }),
});
