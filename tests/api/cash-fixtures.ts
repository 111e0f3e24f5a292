/**
 * Cash collected at completed deliveries, for the cash suites (issue 14). The collection is
 * written as the completion writes it (one per request, the order's total copied by the database
 * itself), straight in the database: these suites test the trail, not the delivery moves.
 */
import { eq, sql } from 'drizzle-orm';
import { deliveryRequests, orders } from '../../server/db/schema.ts';
import type { TestEnv } from './harness.ts';

/** A completed delivery of the order by the transporter, and the cash it collected. */
export async function collect(
  env: TestEnv,
  orderId: number,
  transporterId: number,
  at = new Date(),
) {
  const { db } = env.database;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error(`no order ${orderId}`);
  const [request] = await db
    .insert(deliveryRequests)
    .values({
      storeId: order.storeId,
      orderId,
      transporterId,
      status: 'completed',
      pickupAddress: 'Avenue Habib Bourguiba 12, Sfax',
      deliveryAddress: order.shippingAddress ?? 'Sousse',
      packageDetails: 'Colis',
      paymentAmount: 7,
      acceptedAt: at,
      startedAt: at,
      completedAt: at,
    })
    .returning({ id: deliveryRequests.id });
  if (!request) throw new Error('no request');
  await db.execute(sql`
    insert into cash_collections (request_id, order_id, store_id, transporter_id, amount, collected_at)
    select ${request.id}, o.id, o.store_id, ${transporterId}, o.total_amount, ${at.toISOString()}::timestamptz
      from orders o where o.id = ${orderId}`);
  return request.id;
}

/** A delivery that failed at the door, whose payment the seller disputed. */
export async function disputedFailure(
  env: TestEnv,
  orderId: number,
  transporterId: number,
  note: string,
) {
  const { db } = env.database;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error(`no order ${orderId}`);
  const now = new Date();
  const [request] = await db
    .insert(deliveryRequests)
    .values({
      storeId: order.storeId,
      orderId,
      transporterId,
      status: 'failed',
      pickupAddress: 'Avenue Habib Bourguiba 12, Sfax',
      deliveryAddress: order.shippingAddress ?? 'Sousse',
      packageDetails: 'Colis',
      paymentAmount: 8.5,
      acceptedAt: now,
      startedAt: now,
      failedAt: now,
      failureReason: 'buyer_absent',
      paymentDisputedAt: now,
      paymentDisputeNote: note,
    })
    .returning({ id: deliveryRequests.id });
  if (!request) throw new Error('no request');
  return request.id;
}
