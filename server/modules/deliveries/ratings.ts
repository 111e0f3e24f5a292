/**
 * A seller rates the transporter of one of its finished deliveries (completed or failed), once:
 * the unique index on the request decides, so two ratings at the same instant still give one.
 * The averages shown beside every transporter are computed in SQL (request-view.ts, board.ts).
 */
import { and, eq } from 'drizzle-orm';
import type { SellerDelivery } from '../../../common/contracts/deliveries.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { deliveryRequests, transporterRatings } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { sellerDeliveryById } from './seller.ts';

const RATED_STATUSES: readonly string[] = ['completed', 'failed'];

/** POST /api/delivery-requests/:id/rating (owning seller; another store's request: 404). */
export async function rateDeliveryRequest(
  db: Db,
  storeId: number,
  id: number,
  input: { stars: number; comment: string | null },
): Promise<SellerDelivery> {
  const [request] = await db
    .select({ status: deliveryRequests.status, transporterId: deliveryRequests.transporterId })
    .from(deliveryRequests)
    .where(and(eq(deliveryRequests.id, id), eq(deliveryRequests.storeId, storeId)));
  if (!request) throw new AppError('NOT_FOUND', 'delivery.notFound');
  if (!RATED_STATUSES.includes(request.status) || request.transporterId === null) {
    throw new AppError('CONFLICT', 'delivery.rateFinishedOnly');
  }
  try {
    await db.insert(transporterRatings).values({
      requestId: id,
      storeId,
      transporterId: request.transporterId,
      stars: input.stars,
      comment: input.comment,
    });
  } catch (error) {
    if (isUniqueViolation(error, 'transporter_ratings_request_idx')) {
      throw new AppError('CONFLICT', 'delivery.alreadyRated');
    }
    throw error;
  }
  return sellerDeliveryById(db, storeId, id);
}
