/**
 * What the seller's and the transporter's views of a delivery request share: who carries it
 * (name from the account, phone from the profile, and their standing: sellers' ratings and
 * deliveries completed, counted in SQL), where the code check stands, why it failed, and the
 * dates as ISO strings.
 */
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DeliveryTransporter } from '../../../common/contracts/deliveries.ts';
import { DELIVERY_CODE_MAX_ATTEMPTS } from '../../../common/schemas/delivery.ts';
import { deliveryRequests, users } from '../../db/schema.ts';

export type RequestRow = typeof deliveryRequests.$inferSelect;

/** The transporter's account, joined beside the store's on the board. */
export const transporterUser = alias(users, 'transporter_user');

export const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * The standing of the transporter of the row's request, as correlated subqueries: the average of
 * sellers' stars rounded to 2 decimals in SQL (numeric, read as text), how many ratings, and how
 * many deliveries they completed. Select them beside a row of delivery_requests.
 */
export const transporterStanding = {
  ratingAverage: sql<
    string | null
  >`(select round(avg(tr.stars)::numeric, 2)::text from transporter_ratings tr where tr.transporter_id = ${deliveryRequests.transporterId})`,
  ratingCount: sql<number>`(select count(*)::int from transporter_ratings tr where tr.transporter_id = ${deliveryRequests.transporterId})`,
  completedDeliveries: sql<number>`(select count(*)::int from delivery_requests dr where dr.transporter_id = ${deliveryRequests.transporterId} and dr.status = 'completed')`,
};

export interface TransporterColumns {
  name: string | null;
  phone: string | null;
  ratingAverage: string | null;
  ratingCount: number | null;
  completedDeliveries: number | null;
}

/** The transporter of a request; nobody once it was cancelled (they are no longer bound to it). */
export function transporterOf(
  row: RequestRow,
  columns: TransporterColumns,
): DeliveryTransporter | null {
  if (row.transporterId === null || columns.name === null || row.status === 'cancelled') {
    return null;
  }
  return {
    id: row.transporterId,
    fullName: columns.name,
    phoneNumber: columns.phone,
    rating: {
      average: columns.ratingAverage === null ? null : Number(columns.ratingAverage),
      count: Number(columns.ratingCount ?? 0),
    },
    completedDeliveries: Number(columns.completedDeliveries ?? 0),
  };
}

/** The fields every view of a request shows. */
export function requestFields(r: RequestRow, transporter: DeliveryTransporter | null) {
  return {
    id: r.id,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    pickupAddress: r.pickupAddress,
    deliveryAddress: r.deliveryAddress,
    packageDetails: r.packageDetails,
    requestedDeliveryDate: r.requestedDeliveryDate,
    paymentAmount: r.paymentAmount,
    transporter,
    acceptedAt: iso(r.acceptedAt),
    startedAt: iso(r.startedAt),
    completedAt: iso(r.completedAt),
    codeLocked: r.codeLockedAt !== null,
    codeAttemptsLeft: Math.max(0, DELIVERY_CODE_MAX_ATTEMPTS - r.codeAttempts),
    failedAt: iso(r.failedAt),
    failureReason: r.failureReason,
    failureNote: r.failureNote,
    paymentDisputedAt: iso(r.paymentDisputedAt),
    sellerConfirmedAt: iso(r.sellerConfirmedAt),
  };
}
