/**
 * The cash-on-delivery side of the demo (issue 14): each store's delivery terms, the cash its
 * transporters collected at completed deliveries, the demo seller's two hand-overs (one confirmed,
 * one waiting for them) and a few ratings. Pure functions of the planned rows, so the demo stays
 * the same at every run; the seed inserts what they return.
 */
import type { DeliveryTerms } from '../../common/delivery-fee.ts';
import type {
  cashCollections,
  cashHandovers,
  storeDeliveryFees,
  transporterRatings,
  users,
} from './schema.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Most stores: 7 DT, 5 DT around the capital, free from 150 DT, one to three days. */
const USUAL_TERMS: DeliveryTerms = {
  fee: 7,
  freeThreshold: 150,
  governorateFees: [
    { governorate: 'TN-11', fee: 5 },
    { governorate: 'TN-12', fee: 5 },
    { governorate: 'TN-13', fee: 5 },
  ],
  daysMin: 1,
  daysMax: 3,
};

/** Djerba ships from the island for free, and it takes longer. */
const TERMS_BY_STORE: Record<string, DeliveryTerms> = {
  djerba: { fee: 0, freeThreshold: null, governorateFees: [], daysMin: 2, daysMax: 5 },
};

export function demoDeliveryTerms(storeKey: string): DeliveryTerms {
  return TERMS_BY_STORE[storeKey] ?? USUAL_TERMS;
}

/** The terms as the store's users row holds them. */
export function deliveryTermsColumns(
  terms: DeliveryTerms,
): Pick<
  typeof users.$inferInsert,
  'deliveryFee' | 'deliveryFreeThreshold' | 'deliveryDaysMin' | 'deliveryDaysMax'
> {
  return {
    deliveryFee: terms.fee,
    deliveryFreeThreshold: terms.freeThreshold,
    deliveryDaysMin: terms.daysMin,
    deliveryDaysMax: terms.daysMax,
  };
}

export function governorateFeeRows(
  storeId: number,
  terms: DeliveryTerms,
): (typeof storeDeliveryFees.$inferInsert)[] {
  return terms.governorateFees.map((entry) => ({ storeId, ...entry }));
}

/** A delivery request as inserted, with what the cash trail needs of its order. */
export interface FinishedDelivery {
  id: number;
  orderId: number;
  storeId: number;
  transporterId: number | null;
  status: string;
  completedAt: Date | null;
  /** The order's total, its delivery fee included: what the buyer paid at the door. */
  orderTotal: number;
}

/** One collection per completed request: the order's total, when the parcel was handed over. */
export function planCollections(
  deliveries: readonly FinishedDelivery[],
): (typeof cashCollections.$inferInsert)[] {
  return deliveries.flatMap((d) =>
    d.status === 'completed' && d.transporterId !== null && d.completedAt
      ? [
          {
            requestId: d.id,
            orderId: d.orderId,
            storeId: d.storeId,
            transporterId: d.transporterId,
            amount: d.orderTotal,
            collectedAt: d.completedAt,
          },
        ]
      : [],
  );
}

/**
 * The demo seller's hand-overs from the demo transporter: the cash of their first collection,
 * handed over the next day and confirmed; the cash of the second, declared two hours ago and
 * waiting for the seller on /cash. What the transporter still holds stays above zero.
 */
export function planHandovers(
  collections: readonly (typeof cashCollections.$inferInsert)[],
  storeId: number,
  transporterId: number,
  now: Date,
): (typeof cashHandovers.$inferInsert)[] {
  const theirs = collections
    .filter((c) => c.storeId === storeId && c.transporterId === transporterId)
    .sort((a, b) => (a.collectedAt?.getTime() ?? 0) - (b.collectedAt?.getTime() ?? 0));
  const [first, second, third] = theirs;
  if (!first?.collectedAt || !second || !third) {
    throw new Error('The demo transporter needs three collections for the demo store');
  }
  const handedOver = new Date(Math.min(first.collectedAt.getTime() + DAY, now.getTime() - DAY));
  return [
    {
      storeId,
      transporterId,
      amount: first.amount,
      status: 'confirmed',
      declaredAt: handedOver,
      decidedAt: new Date(handedOver.getTime() + 3 * HOUR),
    },
    {
      storeId,
      transporterId,
      amount: second.amount,
      status: 'declared',
      declaredAt: new Date(now.getTime() - 2 * HOUR),
    },
  ];
}

const RATINGS = [
  { stars: 5, comment: 'Très soigneux, le colis est arrivé intact. Merci !' },
  { stars: 4, comment: 'Livré à temps, client content.' },
  { stars: 5, comment: null },
];

/** The first finished deliveries of the demo store get the seller's stars (a failed one too). */
export function planRatings(
  deliveries: readonly FinishedDelivery[],
  storeId: number,
  now: Date,
): (typeof transporterRatings.$inferInsert)[] {
  const finished = deliveries.filter(
    (d) =>
      d.storeId === storeId &&
      d.transporterId !== null &&
      (d.status === 'completed' || d.status === 'failed'),
  );
  return finished.slice(0, RATINGS.length).map((d, i) => ({
    requestId: d.id,
    storeId: d.storeId,
    transporterId: d.transporterId as number,
    stars: RATINGS[i]?.stars ?? 5,
    comment: RATINGS[i]?.comment ?? null,
    createdAt: new Date(Math.min((d.completedAt ?? now).getTime() + 5 * HOUR, now.getTime())),
  }));
}
