/**
 * What the seller's and the transporter's views of a delivery request share: who carries it
 * (name from the account, phone from the profile) and the dates as ISO strings.
 */
import { alias } from 'drizzle-orm/pg-core';
import type { DeliveryTransporter } from '../../../common/contracts/deliveries.ts';
import { users, type deliveryRequests } from '../../db/schema.ts';

export type RequestRow = typeof deliveryRequests.$inferSelect;

/** The transporter's account, joined beside the store's on the board. */
export const transporterUser = alias(users, 'transporter_user');

export const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The transporter of a request; nobody once it was cancelled (they are no longer bound to it). */
export function transporterOf(
  row: RequestRow,
  name: string | null,
  phone: string | null,
): DeliveryTransporter | null {
  if (row.transporterId === null || name === null || row.status === 'cancelled') return null;
  return { id: row.transporterId, fullName: name, phoneNumber: phone };
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
  };
}
