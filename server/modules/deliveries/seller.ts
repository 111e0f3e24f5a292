/**
 * The seller's side of delivery requests: asking a transporter to carry one of its orders, and
 * the order page's view of that request. Withdrawing it is a move (state-machine.ts).
 */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { SellerDelivery } from '../../../common/contracts/deliveries.ts';
import type { DeliveryRequestValues } from '../../../common/schemas/delivery.ts';
import { GOVERNORATES } from '../../../common/tunisia.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { deliveryRequests, transporterProfiles, transporterRatings } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { lockOrderForDelivery } from '../order-lifecycle/index.ts';
import { announceDelivery } from '../notifications/index.ts';
import {
  requestFields,
  transporterOf,
  transporterStanding,
  transporterUser,
} from './request-view.ts';

function governorateLabel(code: string | null): string | null {
  return GOVERNORATES.find((g) => g.code === code)?.en ?? null;
}

/** "Rue de Rome, Tunis" + governorate, unless the address already names it. */
function orderDropAddress(address: string | null, governorate: string | null): string | null {
  if (!address) return null;
  const name = governorateLabel(governorate);
  if (!name || address.toLowerCase().includes(name.toLowerCase())) return address;
  return `${address}, ${name}`;
}

/** The latest request matching `where`, as its seller sees it, with the seller's rating of it. */
export async function sellerDelivery(
  db: Db,
  where: SQL | undefined,
): Promise<SellerDelivery | null> {
  const [row] = await db
    .select({
      request: deliveryRequests,
      name: transporterUser.fullName,
      phone: transporterProfiles.phoneNumber,
      ...transporterStanding,
      stars: transporterRatings.stars,
      comment: transporterRatings.comment,
    })
    .from(deliveryRequests)
    .leftJoin(transporterUser, eq(transporterUser.id, deliveryRequests.transporterId))
    .leftJoin(transporterProfiles, eq(transporterProfiles.userId, deliveryRequests.transporterId))
    .leftJoin(transporterRatings, eq(transporterRatings.requestId, deliveryRequests.id))
    .where(where)
    .orderBy(desc(deliveryRequests.id))
    .limit(1);
  if (!row) return null;
  const r = row.request;
  return {
    ...requestFields(r, transporterOf(r, row)),
    rating: row.stars === null ? null : { stars: row.stars, comment: row.comment },
  };
}

/** One request of a seller's, as its order page shows it (another store's: 404). */
export async function sellerDeliveryById(
  db: Db,
  storeId: number,
  id: number,
): Promise<SellerDelivery> {
  const delivery = await sellerDelivery(
    db,
    and(eq(deliveryRequests.id, id), eq(deliveryRequests.storeId, storeId)),
  );
  if (!delivery) throw new AppError('NOT_FOUND', 'delivery.notFound');
  return delivery;
}

/** The latest delivery request of a seller's order, for the order page (null when none). */
export async function sellerDeliveryForOrder(
  db: Db,
  storeId: number,
  orderId: number,
): Promise<SellerDelivery | null> {
  return sellerDelivery(
    db,
    and(eq(deliveryRequests.orderId, orderId), eq(deliveryRequests.storeId, storeId)),
  );
}

/**
 * A seller asks for the delivery of one of its orders that still needs carrying (the order
 * lifecycle says which); one open request per order.
 */
export async function createDeliveryRequest(
  db: Db,
  seller: { id: number; storeAddress: string | null },
  input: DeliveryRequestValues,
): Promise<SellerDelivery> {
  try {
    const id = await db.transaction(async (tx) => {
      const order = await lockOrderForDelivery(tx, seller.id, input.orderId);
      const pickupAddress = input.pickupAddress ?? seller.storeAddress;
      if (!pickupAddress) {
        throw new AppError('VALIDATION', 'delivery.noPickup', {
          fields: { pickupAddress: 'delivery.noPickup' },
        });
      }
      const deliveryAddress =
        input.deliveryAddress ?? orderDropAddress(order.shippingAddress, order.shippingGovernorate);
      if (!deliveryAddress) {
        throw new AppError('VALIDATION', 'delivery.noDrop', {
          fields: { deliveryAddress: 'delivery.noDrop' },
        });
      }
      const [row] = await tx
        .insert(deliveryRequests)
        .values({
          storeId: seller.id,
          orderId: order.id,
          pickupAddress,
          deliveryAddress,
          packageDetails: input.packageDetails,
          requestedDeliveryDate: input.requestedDeliveryDate,
          paymentAmount: input.paymentAmount,
        })
        .returning({ id: deliveryRequests.id });
      if (!row) throw new Error('insert returned no row');
      await announceDelivery(tx, row.id, 'created');
      return row.id;
    });
    const delivery = await sellerDelivery(db, eq(deliveryRequests.id, id));
    if (!delivery) throw new AppError('NOT_FOUND', 'delivery.notFound');
    return delivery;
  } catch (error) {
    // The partial unique index is the last word, even for two requests at the same instant.
    if (isUniqueViolation(error, 'delivery_requests_one_open_per_order_idx')) {
      throw new AppError('CONFLICT', 'delivery.alreadyOpen');
    }
    throw error;
  }
}
