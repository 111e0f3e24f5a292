/**
 * The seller's answer when a guest's order was filed under an existing customer by phone but
 * under another name (issue 10: nobody speaks for a customer). Either the guest is someone else,
 * who gets a record of their own in the seller's book, or it is the same person, and the notice
 * goes away. The name the guest typed stays on the order (it is the parcel's recipient); nothing
 * else in the book changes.
 */
import { eq } from 'drizzle-orm';
import type { OrderDetail } from '../../../common/contracts/orders.ts';
import type { Db } from '../../db/client.ts';
import { customers, orders } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { lockOrder } from '../order-lifecycle/index.ts';
import { getStoreOrder } from './service.ts';

/** The order, locked, with its guest notice; 404 for another store's, 409 when there is none. */
async function orderWithNotice(tx: Db, storeId: number, id: number) {
  const row = await lockOrder(tx, id, storeId);
  if (!row) throw new AppError('NOT_FOUND', 'order.notFound');
  const order = await getStoreOrder(tx, storeId, id);
  if (!order.guest || !order.customer)
    throw new AppError('CONFLICT', 'order.guest.alreadyCustomer');
  return order;
}

/** "Make a new customer": a record from what the guest typed, and the order moves to it. */
export async function separateGuestCustomer(
  db: Db,
  storeId: number,
  id: number,
): Promise<OrderDetail> {
  await db.transaction(async (tx) => {
    const order = await orderWithNotice(tx, storeId, id);
    const [created] = await tx
      .insert(customers)
      .values({
        storeId,
        name: order.customerName,
        phone: order.customerPhone,
        address: order.shippingAddress ? order.shippingAddress.slice(0, 255) : null,
        governorate: order.shippingGovernorate,
      })
      .returning({ id: customers.id });
    if (!created) throw new Error('insert returned no row');
    await tx
      .update(orders)
      .set({ customerId: created.id, customerMatch: null, updatedAt: new Date() })
      .where(eq(orders.id, id));
  });
  return getStoreOrder(db, storeId, id);
}

/** "It's the same person": the notice is settled; the order and the record keep their names. */
export async function confirmSameCustomer(
  db: Db,
  storeId: number,
  id: number,
): Promise<OrderDetail> {
  await db.transaction(async (tx) => {
    await orderWithNotice(tx, storeId, id);
    await tx
      .update(orders)
      .set({ customerMatch: null, updatedAt: new Date() })
      .where(eq(orders.id, id));
  });
  return getStoreOrder(db, storeId, id);
}
