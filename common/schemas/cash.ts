/**
 * The cash trail (issue 14): a transporter declares a hand-over of the cash they collected for a
 * store; the seller confirms receipt or disputes it. Ledgers are read a page at a time.
 */
import { z } from 'zod';
import { issue } from '../messages.ts';
import { hasAtMostTwoDecimals } from '../money.ts';
import { decimalInteger, idNumber } from './ids.ts';

export const CASH_PAGE_SIZE = 20;

/** GET /api/transporter/cash?store=&page= and GET /api/cash?transporter=&page=. */
export const cashLedgerQuerySchema = z.object({
  /** Only the ledger with this store (transporter side) or this transporter (seller side). */
  with: idNumber(issue('request.invalidValue')).optional(),
  page: decimalInteger({ min: 1, max: 10_000 }).default(1),
});

/**
 * POST /api/transporter/cash/handovers: hand a store the cash held for it; without an amount,
 * everything held and not yet declared.
 */
export const cashHandoverInputSchema = z.object({
  storeId: z
    .number({ error: issue('request.id.invalid') })
    .int()
    .positive()
    .max(2_147_483_647),
  amount: z
    .union([z.string(), z.number()], { error: issue('cash.amount.invalid') })
    .transform((value) =>
      typeof value === 'number' ? String(value) : value.trim().replace(',', '.'),
    )
    .refine(
      (value) =>
        /^\d{1,9}(?:\.\d+)?$/.test(value) &&
        Number(value) > 0 &&
        hasAtMostTwoDecimals(Number(value)),
      issue('cash.amount.invalid'),
    )
    .transform(Number)
    .optional(),
});
export type CashHandoverInput = z.input<typeof cashHandoverInputSchema>;

/** POST /api/cash/handovers/:id/dispute. */
export const cashDisputeSchema = z.object({
  note: z
    .string({ error: issue('cash.dispute.note.tooShort') })
    .trim()
    .min(5, issue('cash.dispute.note.tooShort'))
    .max(500, issue('cash.dispute.note.tooShort')),
});
