/**
 * The cash trail (issue 14): what transporters collected at the door for each store, what they
 * handed over, and what they still hold. Every sum is computed in SQL on numeric, never in floats.
 * The transporter's side (GET /api/transporter/cash) lists stores as counterparts; the seller's
 * (GET /api/cash) lists transporters.
 */
import { z } from 'zod';
import { CASH_HANDOVER_STATUSES } from '../enums.ts';
import { dinarsSchema, idSchema, pageOf, timestampSchema } from './shared.ts';

export const cashCounterpartSchema = z.object({
  id: idSchema,
  /** The store's name, or the transporter's full name. */
  name: z.string().nullable(),
  phone: z.string().nullable(),
});

/** Where one transporter and one store stand. */
export const cashBalanceSchema = z.object({
  counterpart: cashCounterpartSchema,
  /** Collected at completed deliveries, all time. */
  collected: dinarsSchema,
  /** Handed over and confirmed by the seller. */
  confirmed: dinarsSchema,
  /** Declared handed over, waiting for the seller's confirmation. */
  declared: dinarsSchema,
  /**
   * Declared, and disputed by the seller: still held, seen by the operators, and declarable
   * again once the cash really changes hands.
   */
  disputed: dinarsSchema,
  /** collected − confirmed: the cash the transporter still owes the store. */
  held: dinarsSchema,
  /** held − declared (waiting): what the transporter can still declare handed over. */
  toDeclare: dinarsSchema,
});
export type CashBalance = z.infer<typeof cashBalanceSchema>;

export const cashHandoverSchema = z.object({
  id: idSchema,
  storeId: idSchema,
  transporterId: idSchema,
  amount: dinarsSchema,
  status: z.enum(CASH_HANDOVER_STATUSES),
  disputeNote: z.string().nullable(),
  declaredAt: timestampSchema,
  decidedAt: timestampSchema.nullable(),
});
export type CashHandover = z.infer<typeof cashHandoverSchema>;

/**
 * One line of a ledger, newest first: a collection (+, with its order) or a hand-over (−
 * once confirmed), and the cash held with that counterpart after it (running total, in SQL).
 */
export const cashLedgerEntrySchema = z.object({
  /** 'collection' entries carry the delivery request's id, 'handover' ones the hand-over's. */
  kind: z.enum(['collection', 'handover']),
  id: idSchema,
  counterpart: cashCounterpartSchema,
  amount: dinarsSchema,
  at: timestampSchema,
  /** A collection's order reference. */
  orderReference: z.string().nullable(),
  /** A hand-over's status (a collection: null). */
  status: z.enum(CASH_HANDOVER_STATUSES).nullable(),
  disputeNote: z.string().nullable(),
  /** Held with this counterpart once this entry counted: collections − confirmed hand-overs. */
  heldAfter: dinarsSchema,
});
export type CashLedgerEntry = z.infer<typeof cashLedgerEntrySchema>;

/** GET /api/transporter/cash and GET /api/cash. */
export const cashOverviewSchema = z.object({
  /** Everything held, all counterparts together. */
  heldTotal: dinarsSchema,
  /** Declared hand-overs waiting for the seller. */
  declaredTotal: dinarsSchema,
  /** One per counterpart with any entry, the largest held first. */
  balances: z.array(cashBalanceSchema),
  /**
   * Hand-overs declared and not yet decided, oldest first, at most 50 (server PENDING_SHOWN):
   * the seller's to confirm or dispute, the transporter's waiting for the store.
   */
  pendingHandovers: z.array(
    z.object({
      id: idSchema,
      counterpart: cashCounterpartSchema,
      amount: dinarsSchema,
      declaredAt: timestampSchema,
    }),
  ),
  ledger: pageOf(cashLedgerEntrySchema),
});
export type CashOverview = z.infer<typeof cashOverviewSchema>;
