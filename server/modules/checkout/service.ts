/**
 * Cash-on-delivery checkout (DESIGN.md): one cart, one transaction, one order per store. Every
 * product of the cart is locked first, in id order, so that two carts sharing products never wait
 * on each other in a circle and the last units go to exactly one buyer. Any line that cannot be
 * sold as the buyer saw it refuses the whole checkout: nothing is half-written. Each order carries
 * its store's delivery fee (common/delivery-fee.ts), refused too when it is not the one the buyer
 * saw.
 */
import { inArray, and, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { checkoutInputSchema } from '../../../common/schemas/marketplace.ts';
import type {
  CheckoutProblem,
  CheckoutResult,
  PlacedOrder,
} from '../../../common/contracts/checkout.ts';
import type { Db } from '../../db/client.ts';
import { products, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { guestMatchOf, matchOrAddCustomer } from '../customers/index.ts';
import { storeIsPublic } from '../marketplace/index.ts';
import { writeOrder } from '../orders/index.ts';
import { announceOrderPlaced } from '../notifications/index.ts';
import { deliveryTermsColumns, deliveryTermsOf, toDeliveryTerms } from '../delivery-terms/index.ts';
import { deliveryFeeFor, type DeliveryTerms } from '../../../common/delivery-fee.ts';
import { fromMillimes, toMillimes } from '../../../common/money.ts';
import type { UserRow } from '../users/index.ts';
import type { Language } from '../../../common/constants.ts';
import { type Message, formatMessage } from '../../../common/messages.ts';

type CheckoutInput = z.output<typeof checkoutInputSchema>;

/** `name`: the product's, or the store's for fee_changed. */
const PROBLEM_MESSAGE: Record<
  CheckoutProblem['reason'],
  (name: string, problem: CheckoutProblem) => Message
> = {
  not_found: () => ({ code: 'checkout.unavailable' }),
  out_of_stock: (name) => ({ code: 'checkout.outOfStock', params: { name } }),
  insufficient_stock: (name, problem) => ({
    code: 'checkout.onlyLeft',
    params: { count: problem.available ?? 0, name },
  }),
  price_changed: (name, problem) => ({
    code: 'checkout.priceChanged',
    params: { name, price: problem.currentPrice?.toFixed(2) ?? '' },
  }),
  fee_changed: (store, problem) => ({
    code: 'checkout.feeChanged',
    params: { store, fee: problem.currentFee?.toFixed(2) ?? '' },
  }),
};

type Line = ReturnType<typeof mergeLines>[number];

/**
 * Each store's fee for its lines at today's prices (all of them sellable: checked before), and
 * the fee_changed problems of the stores whose fee is not the one the buyer was shown.
 */
function storeFees(
  storeIds: number[],
  linesOf: (storeId: number) => Line[],
  priceOf: (productId: number) => number,
  termsByStore: Map<number, DeliveryTerms>,
  input: CheckoutInput,
) {
  const fees = new Map<number, number>();
  const problems: CheckoutProblem[] = [];
  for (const storeId of storeIds) {
    const storeLines = linesOf(storeId);
    const terms = termsByStore.get(storeId);
    const first = storeLines[0];
    if (!terms || !first) continue;
    const subtotal = fromMillimes(
      storeLines.reduce((sum, l) => sum + toMillimes(priceOf(l.productId)) * l.quantity, 0),
    );
    const fee = deliveryFeeFor(terms, subtotal, input.governorate);
    fees.set(storeId, fee);
    const seen = input.deliveryFees?.find((entry) => entry.storeId === storeId);
    if (seen && toMillimes(seen.fee) !== toMillimes(fee)) {
      problems.push({
        index: first.index,
        productId: first.productId,
        reason: 'fee_changed',
        storeId,
        currentFee: fee,
      });
    }
  }
  return { fees, problems };
}

/** The lines of the cart, one per product, remembering where each first appeared. */
function mergeLines(items: CheckoutInput['items']) {
  const merged = new Map<
    number,
    { index: number; productId: number; quantity: number; price: number }
  >();
  items.forEach((item, index) => {
    const existing = merged.get(item.productId);
    if (existing) existing.quantity += item.quantity;
    else merged.set(item.productId, { index, ...item });
  });
  return [...merged.values()];
}

export async function checkout(
  db: Db,
  buyerAccount: UserRow | null,
  input: CheckoutInput,
  language: Language = 'en',
): Promise<CheckoutResult> {
  const lines = mergeLines(input.items);
  // Only a buyer account follows its orders in its own area; others check out as guests do.
  const buyerUserId = buyerAccount?.userType === 'customer' ? buyerAccount.id : null;
  // Where the confirmation and status emails go (issue 15): the address typed, else the account's.
  const buyerEmail = input.email || (buyerUserId ? (buyerAccount?.email ?? null) : null);

  return db.transaction(async (tx) => {
    const locked = await tx
      .select()
      .from(products)
      .where(
        inArray(
          products.id,
          lines.map((line) => line.productId),
        ),
      )
      .orderBy(products.id)
      .for('update');
    const byId = new Map(locked.map((row) => [row.id, row]));
    // In store id order, like the products: two carts of one buyer take the per-store locks of
    // matchOrAddCustomer in the same order, so they never wait on each other in a circle.
    const storeIds = [...new Set(locked.map((row) => row.storeId))].sort((a, b) => a - b);
    // FOR SHARE: a save of the delivery terms (which updates the store row first) waits for this
    // checkout, or this checkout for it, so the flat fee and the governorate fees are always of
    // one save, never old flat fee with new governorate fees. The terms come with the lock, in
    // one statement; but a row this read had to wait for comes back as the save left it, while
    // the governorate fees are read as they were when the statement began. `changed` says so
    // (the row is no longer the version the statement's snapshot sees), and the terms are then
    // read again by a statement of their own, which starts with the lock held.
    const stores = storeIds.length
      ? await tx
          .select({
            id: users.id,
            storeName: users.storeName,
            email: users.email,
            language: users.language,
            ...deliveryTermsColumns,
            changed: sql<boolean>`"users".xmin <> (
              select seen.xmin from ${users} seen where seen.id = "users"."id")`,
          })
          .from(users)
          .where(and(inArray(users.id, storeIds), storeIsPublic))
          .orderBy(users.id)
          .for('share')
      : [];
    const storeNames = new Map(stores.map((store) => [store.id, store.storeName ?? '']));
    const termsByStore = stores.some((store) => store.changed)
      ? await deliveryTermsOf(tx, [...storeNames.keys()])
      : new Map(stores.map((store) => [store.id, toDeliveryTerms(store)]));
    const linesOf = (storeId: number) =>
      lines.filter((line) => byId.get(line.productId)?.storeId === storeId);

    const problems: CheckoutProblem[] = [];
    for (const line of lines) {
      const product = byId.get(line.productId);
      const base = { index: line.index, productId: line.productId };
      // Archived, hidden by an operator, or of a store not (or no longer) public: not on sale.
      if (!product || product.archivedAt || product.hiddenAt || !storeNames.has(product.storeId)) {
        problems.push({ ...base, reason: 'not_found' });
      } else if (product.status === 'out_of_stock' || product.stockQuantity === 0) {
        problems.push({ ...base, reason: 'out_of_stock' });
      } else if (line.quantity > product.stockQuantity) {
        problems.push({ ...base, reason: 'insufficient_stock', available: product.stockQuantity });
      } else if (toMillimes(line.price) !== toMillimes(product.price)) {
        problems.push({ ...base, reason: 'price_changed', currentPrice: product.price });
      }
    }
    // A store's fee is known once all its lines can be sold as asked.
    const badLines = new Set(problems.map((problem) => problem.index));
    const { fees, problems: feeProblems } = storeFees(
      storeIds.filter((storeId) => !linesOf(storeId).some((l) => badLines.has(l.index))),
      linesOf,
      (productId) => byId.get(productId)?.price ?? 0,
      termsByStore,
      input,
    );
    problems.push(...feeProblems);
    if (problems.length) {
      problems.sort((a, b) => a.index - b.index);
      const fields: Record<string, Message> = {};
      for (const problem of problems) {
        const name =
          problem.reason === 'fee_changed'
            ? (storeNames.get(problem.storeId ?? 0) ?? '')
            : (byId.get(problem.productId)?.name ?? '');
        fields[`items.${problem.index}`] = PROBLEM_MESSAGE[problem.reason](name, problem);
      }
      const first = Object.values(fields)[0] as Message;
      const options = { fields, details: { problems } };
      if (problems.length === 1) throw AppError.of('CONFLICT', first, options);
      throw new AppError('CONFLICT', 'checkout.moreProblems', {
        ...options,
        params: { first: formatMessage(first.code, first.params), count: problems.length - 1 },
      });
    }

    if (buyerAccount && storeNames.has(buyerAccount.id)) {
      throw new AppError('VALIDATION', 'checkout.ownStore', {
        fields: { items: 'checkout.ownStore' },
      });
    }

    const placed: PlacedOrder[] = [];
    // Every line can be sold (checked above), so every store of the cart is public: one of these.
    for (const store of stores) {
      const storeId = store.id;
      const storeLines = linesOf(storeId);
      const match = await matchOrAddCustomer(tx, storeId, {
        name: input.name,
        phone: input.phone,
        email: buyerUserId ? buyerAccount?.email : null,
        address: input.address,
        governorate: input.governorate,
        userId: buyerUserId,
      });
      const order = await writeOrder(tx, {
        storeId,
        customerId: match.id,
        customerName: input.name,
        customerPhone: input.phone,
        buyerUserId,
        customerMatch: guestMatchOf(match),
        lines: storeLines.map((line) => ({
          productId: line.productId,
          quantity: line.quantity,
          expectedPrice: line.price,
        })),
        shippingAddress: input.address,
        shippingGovernorate: input.governorate,
        paymentMethod: 'cash_on_delivery',
        note: input.note,
        deliveryFee: fees.get(storeId) ?? 0,
        buyerEmail,
        buyerLanguage: language,
        // Locked above, in id order: not read again.
        lockedProducts: locked,
      });
      const terms = termsByStore.get(storeId);
      const deliveryDays = { min: terms?.daysMin ?? 0, max: terms?.daysMax ?? 0 };
      const storeName = store.storeName ?? '';
      const { items, ...written } = order;
      placed.push({
        ...written,
        storeId,
        storeName,
        subtotal: fromMillimes(toMillimes(order.totalAmount) - toMillimes(order.deliveryFee)),
        deliveryDays,
      });
      // The seller (bell, screen, email) and the buyer (screen, confirmation email) hear of it,
      // from what was just written: the order as writeOrder wrote it, the store as read above.
      await announceOrderPlaced(
        tx,
        {
          ...written,
          items,
          storeId,
          buyerUserId,
          customerName: input.name,
          customerPhone: input.phone,
          buyerEmail,
          buyerLanguage: language,
        },
        { name: storeName, email: store.email, language: store.language },
        deliveryDays,
      );
    }

    // Stores in the order the buyer filled the cart.
    const firstIndex = (storeId: number) => Math.min(...linesOf(storeId).map((l) => l.index));
    placed.sort((a, b) => firstIndex(a.storeId) - firstIndex(b.storeId));
    const grandTotal = fromMillimes(
      placed.reduce((sum, order) => sum + toMillimes(order.totalAmount), 0),
    );
    return { orders: placed, grandTotal, phone: input.phone };
  });
}
