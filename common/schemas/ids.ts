/**
 * Numbers read from text: path ids (`/…/:id`), page numbers and other whole numbers of a query
 * string, and decimal filters such as prices.
 *
 * Only plain decimal notation is read. `Number()` (and so `z.coerce.number()`) also reads
 * `0x10`, `1e3`, ` 1`, `+1`, `1.0` and `''` (as 0): one row would have many addresses, caches
 * and logs would see different URLs for the same page, and a check written against the text
 * (a WAF rule, a log search) would miss what the server actually read. Numbers already typed as
 * numbers (a JSON body, a form's value) are accepted when they are whole and in range.
 */
import { z } from 'zod';
import { type PlainMessageCode, issue } from '../messages.ts';

/** The largest value of a PostgreSQL `integer` (int4), the type of every id. */
export const INT4_MAX = 2_147_483_647;

const DIGITS = /^[0-9]+$/;
/** No leading zero: an id has one spelling (`/orders/7`, never `/orders/007`). */
const ID_DIGITS = /^[1-9][0-9]*$/;
/** A decimal: digits, then a dot and digits; no sign, exponent, comma or space. */
const DECIMAL = /^[0-9]+(?:\.[0-9]+)?$/;
/** Longer text can only be a number out of any range we take; refused before Number() reads it. */
const TEXT_MAX = 20;

interface Bounds {
  min: number;
  max: number;
  /** The code every refusal carries; zod's own text under `request.invalidValue` otherwise. */
  message?: PlainMessageCode;
}

function digitsText(pattern: RegExp, error: PlainMessageCode) {
  return z.string({ error }).max(TEXT_MAX, { error }).regex(pattern, { error }).transform(Number);
}

function wholeNumber(pattern: RegExp, { min, max, message }: Bounds) {
  const error = message ?? issue('request.invalidValue');
  return z
    .union([digitsText(pattern, error), z.number().int({ error })], { error })
    .pipe(z.number().min(min, { error }).max(max, { error }));
}

/**
 * A whole number written in decimal digits (`^[0-9]+$`) between min and max: page, pageSize,
 * limit, days. Anything else is a 400 with `message`.
 */
export function decimalInteger(bounds: Bounds) {
  return wholeNumber(DIGITS, bounds);
}

/** A row id: `^[1-9][0-9]*$` within PostgreSQL's integer, else `message` (Invalid id.). */
export function idNumber(message: PlainMessageCode = issue('request.id.invalid')) {
  return wholeNumber(ID_DIGITS, { min: 1, max: INT4_MAX, message });
}

/** The same, for text only (one id of a comma-separated list). */
export function idText(message: PlainMessageCode = issue('request.id.invalid')) {
  return digitsText(ID_DIGITS, message).pipe(z.number().max(INT4_MAX, { error: message }));
}

/** A decimal amount in a query string (`12`, `12.5`), from min to max; no `1e3`, `0x10`, ` 1`. */
export function decimalAmount({ min, max, message }: Bounds) {
  const error = message ?? issue('request.invalidValue');
  return z
    .string({ error })
    .max(TEXT_MAX, { error })
    .regex(DECIMAL, { error })
    .transform(Number)
    .pipe(z.number().min(min, { error }).max(max, { error }));
}

/** `{ id }` of a route such as /api/orders/:id: a positive PostgreSQL integer, else 400. */
export const idParamsSchema = z.object({ id: idNumber() });
