/**
 * A 409 from POST /api/checkout lists what changed since the buyer filled the cart. Nothing was
 * written; this turns the problems into cart updates and into notices the buyer can read before
 * sending again.
 */
import type {
  CheckoutConflictBody,
  CheckoutProblem,
} from '../../../../common/contracts/checkout.ts';
import { ApiError } from '../../lib/api-client.ts';
import { removeFromCart, updateCartLine, type CartLine } from '../cart/index.ts';

/** What the buyer is told about one line, in the words of checkout.conflict.<kind>. */
export type CartNotice =
  | { kind: 'priceChanged'; productId: number; name: string; oldPrice: number; newPrice: number }
  | { kind: 'reduced'; productId: number; name: string; available: number }
  | { kind: 'soldOut'; productId: number; name: string }
  | { kind: 'unavailable'; productId: number; name: string }
  /** A store's delivery fee moved: `name` is the store's, `productId` its first line's. */
  | { kind: 'feeChanged'; productId: number; name: string; storeId: number; newFee: number };

export type CartFix =
  | { type: 'update'; productId: number; changes: Partial<Omit<CartLine, 'productId'>> }
  | { type: 'remove'; productId: number };

export interface CheckoutConflictPlan {
  fixes: CartFix[];
  notices: CartNotice[];
}

/**
 * `sent` is the cart as it was sent (a problem's index is its place there). A line that is no
 * longer in the cart (removed meanwhile) is left alone.
 */
export function planCheckoutConflict(
  sent: readonly CartLine[],
  problems: readonly CheckoutProblem[],
): CheckoutConflictPlan {
  const fixes: CartFix[] = [];
  const notices: CartNotice[] = [];
  for (const problem of problems) {
    const byIndex = sent[problem.index];
    const line =
      byIndex?.productId === problem.productId
        ? byIndex
        : sent.find((l) => l.productId === problem.productId);
    if (!line) continue;
    const { productId, name } = line;
    switch (problem.reason) {
      case 'fee_changed':
        // Nothing in the cart changes: the fee is the store's, read again with its terms.
        notices.push({
          kind: 'feeChanged',
          productId,
          name: line.storeName,
          storeId: problem.storeId ?? line.storeId,
          newFee: problem.currentFee ?? 0,
        });
        break;
      case 'price_changed': {
        const newPrice = problem.currentPrice;
        if (typeof newPrice !== 'number' || !(newPrice > 0)) {
          fixes.push({ type: 'remove', productId });
          notices.push({ kind: 'unavailable', productId, name });
          break;
        }
        fixes.push({ type: 'update', productId, changes: { price: newPrice } });
        notices.push({ kind: 'priceChanged', productId, name, oldPrice: line.price, newPrice });
        break;
      }
      case 'insufficient_stock': {
        const available = Math.trunc(problem.available ?? 0);
        if (available < 1) {
          fixes.push({ type: 'remove', productId });
          notices.push({ kind: 'soldOut', productId, name });
          break;
        }
        fixes.push({
          type: 'update',
          productId,
          changes: { maxQuantity: available, quantity: Math.min(line.quantity, available) },
        });
        notices.push({ kind: 'reduced', productId, name, available });
        break;
      }
      case 'out_of_stock':
        fixes.push({ type: 'remove', productId });
        notices.push({ kind: 'soldOut', productId, name });
        break;
      default:
        fixes.push({ type: 'remove', productId });
        notices.push({ kind: 'unavailable', productId, name });
    }
  }
  return { fixes, notices };
}

export function applyCartFixes(fixes: readonly CartFix[]) {
  for (const fix of fixes) {
    if (fix.type === 'remove') removeFromCart(fix.productId);
    else updateCartLine(fix.productId, fix.changes);
  }
}

/** The problems of a 409 answer, or null when the error is anything else. */
export function conflictProblemsOf(error: unknown): CheckoutProblem[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  try {
    const body = JSON.parse(error.body) as Partial<CheckoutConflictBody>;
    return Array.isArray(body.problems) ? body.problems : [];
  } catch {
    return [];
  }
}
