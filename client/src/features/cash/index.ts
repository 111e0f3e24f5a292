/**
 * The seller's cash held by transporters (issue 14): figures, balances per transporter,
 * hand-overs to confirm or dispute, the ledger. Pages reach the cash feature only through this
 * file (decision 013).
 */
export * from './api.ts';
export { CashBalances } from './cash-balances.tsx';
export { CashFigures } from './cash-figures.tsx';
export { CashLedger } from './cash-ledger.tsx';
export { DeclaredHandovers } from './declared-handovers.tsx';
export { HandoverStatusBadge, SignedLedgerAmount, ledgerDelta } from './handover-status.tsx';
