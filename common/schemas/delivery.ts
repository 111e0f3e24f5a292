/**
 * The transporter's profile form (SPEC §5) and the seller's delivery request, shared by the forms
 * and the routes. The spec gives only minimum lengths here, so the messages are ours.
 */
import { z } from 'zod';
import { hasAtMostTwoDecimals } from '../money.ts';

export const TRANSPORTER_MESSAGES = {
  vehicleType: 'Vehicle type must be at least 2 characters.',
  vehicleModel: 'Vehicle model must be at least 2 characters.',
  vehicleYear: 'Please enter a 4-digit vehicle year between 1950 and next year.',
  licensePlate: 'License plate must be at least 2 characters.',
  capacity: 'Capacity is required.',
  baseRate: 'Base rate is required.',
  ratePerKm: 'Rate per km is required.',
  rate: 'Please enter a rate of 0 or more, with at most two decimals.',
  areasServed: 'Areas served must be at least 2 characters.',
  phoneNumber: 'Phone number must be at least 8 characters.',
  phoneChars: 'Please enter a valid phone number.',
  isAvailable: 'Availability must be true or false.',
  tooLong: 'This text is too long.',
} as const;

export const DELIVERY_MESSAGES = {
  orderId: 'Please choose an order.',
  pickupAddress: 'Pickup address must be at least 5 characters.',
  deliveryAddress: 'Delivery address must be at least 5 characters.',
  packageDetails: 'Package details must be at least 3 characters.',
  requestedDate: 'Please enter a valid date (yyyy-mm-dd).',
  requestedDatePast: 'The requested date cannot be in the past.',
  requestedDateFar: 'The requested date must be within a year.',
  amount: 'The amount offered must be a positive number.',
  amountMax: 'The amount offered must be at most 100000 DT.',
  amountDecimals: 'The amount offered can have at most two decimals.',
  status: 'Please choose a valid delivery status.',
  tooLong: 'This text is too long.',
} as const;

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
const rate = (requiredMessage: string) =>
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
      TRANSPORTER_MESSAGES.rate,
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

const text = (min: number, max: number, message: string) =>
  z.string({ error: message }).trim().min(min, message).max(max, TRANSPORTER_MESSAGES.tooLong);

const transporterFields = {
  vehicleType: text(2, 50, TRANSPORTER_MESSAGES.vehicleType),
  vehicleModel: text(2, 100, TRANSPORTER_MESSAGES.vehicleModel),
  vehicleYear: z
    .string({ error: TRANSPORTER_MESSAGES.vehicleYear })
    .trim()
    .min(4, TRANSPORTER_MESSAGES.vehicleYear)
    .refine((value) => {
      if (!/^\d{4}$/.test(value)) return false;
      const year = Number(value);
      return year >= VEHICLE_YEAR_MIN && year <= currentTunisianYear() + 1;
    }, TRANSPORTER_MESSAGES.vehicleYear),
  licensePlate: text(2, 30, TRANSPORTER_MESSAGES.licensePlate),
  capacity: text(1, 100, TRANSPORTER_MESSAGES.capacity),
  baseRate: rate(TRANSPORTER_MESSAGES.baseRate),
  ratePerKm: rate(TRANSPORTER_MESSAGES.ratePerKm),
  areasServed: text(2, 1000, TRANSPORTER_MESSAGES.areasServed),
  phoneNumber: text(8, 30, TRANSPORTER_MESSAGES.phoneNumber).refine(
    (value) => /^\+?[\d\s.\-()]+$/.test(value) && value.replace(/\D/g, '').length >= 8,
    TRANSPORTER_MESSAGES.phoneChars,
  ),
  isAvailable: z.boolean({ error: TRANSPORTER_MESSAGES.isAvailable }),
  notes: z
    .string({ error: TRANSPORTER_MESSAGES.tooLong })
    .trim()
    .max(1000, TRANSPORTER_MESSAGES.tooLong)
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

const address = (message: string) =>
  z.string({ error: message }).trim().min(5, message).max(500, DELIVERY_MESSAGES.tooLong);

/** A date the seller would like the parcel delivered: optional, today or later, within a year. */
const requestedDeliveryDate = z
  .union([z.string(), z.null()], { error: DELIVERY_MESSAGES.requestedDate })
  .transform((value) => (value ? value.trim() : ''))
  .refine(
    (value) =>
      value === '' ||
      (/^\d{4}-\d{2}-\d{2}$/.test(value) &&
        !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
        new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)),
    { message: DELIVERY_MESSAGES.requestedDate, abort: true },
  )
  .refine((value) => value === '' || value >= tunisianDate(), DELIVERY_MESSAGES.requestedDatePast)
  .refine(
    (value) =>
      value === '' || value <= tunisianDate(new Date(Date.now() + 366 * 24 * 60 * 60 * 1000)),
    DELIVERY_MESSAGES.requestedDateFar,
  )
  .transform((value) => (value === '' ? null : value));

/** The amount offered, in dinars: typed as a string in the form, a number from other clients. */
const paymentAmount = z
  .union([z.string(), z.number()], { error: DELIVERY_MESSAGES.amount })
  .transform(decimalText)
  .refine(
    (value) => /^\d+(?:\.\d+)?$/.test(value) && Number(value) >= 0.01,
    DELIVERY_MESSAGES.amount,
  )
  .refine((value) => Number(value) <= AMOUNT_MAX, DELIVERY_MESSAGES.amountMax)
  .transform(Number)
  .refine(hasAtMostTwoDecimals, DELIVERY_MESSAGES.amountDecimals);

export const deliveryRequestInputSchema = z.object({
  orderId: z
    .number({ error: DELIVERY_MESSAGES.orderId })
    .int(DELIVERY_MESSAGES.orderId)
    .positive(DELIVERY_MESSAGES.orderId)
    .max(2_147_483_647, DELIVERY_MESSAGES.orderId),
  /** Empty or missing: the store's address. */
  pickupAddress: z
    .union([z.literal(''), address(DELIVERY_MESSAGES.pickupAddress)])
    .optional()
    .transform((value) => value || null),
  /** Empty or missing: the order's shipping address. */
  deliveryAddress: z
    .union([z.literal(''), address(DELIVERY_MESSAGES.deliveryAddress)])
    .optional()
    .transform((value) => value || null),
  packageDetails: z
    .string({ error: DELIVERY_MESSAGES.packageDetails })
    .trim()
    .min(3, DELIVERY_MESSAGES.packageDetails)
    .max(1000, DELIVERY_MESSAGES.tooLong),
  requestedDeliveryDate: requestedDeliveryDate.optional().transform((value) => value ?? null),
  paymentAmount,
});
export type DeliveryRequestInput = z.input<typeof deliveryRequestInputSchema>;
export type DeliveryRequestValues = z.output<typeof deliveryRequestInputSchema>;

/** Transporters move a request forward; the owning seller withdraws it with 'cancelled'. */
export const DELIVERY_MOVES = ['accepted', 'in_progress', 'completed', 'cancelled'] as const;
export type DeliveryMove = (typeof DELIVERY_MOVES)[number];

export const deliveryStatusUpdateSchema = z.object({
  status: z.enum(DELIVERY_MOVES, { error: DELIVERY_MESSAGES.status }),
});
