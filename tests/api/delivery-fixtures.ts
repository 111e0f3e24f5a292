/**
 * Sellers with an order and transporters with a profile, for the delivery suites; and the buyer's
 * delivery code, read from the database as only the buyer would see it.
 */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TransporterVerificationStatus } from '../../common/enums.ts';
import type { App } from '../../server/app.ts';
import { orders, transporterProfiles } from '../../server/db/schema.ts';
import { caller, newAccount } from './session.ts';

export { caller };

/** The profile form as sent: rates as the strings typed (SPEC §7). */
export const profileForm = {
  vehicleType: 'Camionnette',
  vehicleModel: 'Peugeot Partner',
  vehicleYear: '2018',
  licensePlate: '203 TU 1187',
  capacity: '600 kg',
  baseRate: '6.500',
  ratePerKm: '0,45',
  areasServed: 'Sfax, Gabès',
  phoneNumber: '+216 98 412 705',
};

export const STORE_ADDRESS = 'Avenue Habib Bourguiba 12, Sfax';

/**
 * A seller whose store is set up (in `storeGovernorate` when given), with one order in processing
 * (2 oils); `newOrder` places more, to another governorate or quantity when told.
 */
export async function sellerWithOrder(app: App, options: { storeGovernorate?: string } = {}) {
  const call = caller(() => app);
  const seller = await newAccount(app, 'business');
  const setup = await call('PATCH', `/api/users/${seller.id}`, seller.cookie, {
    storeName: 'Zitouna Sfax',
    storeDescription: 'Huile d’olive et savons de Sfax',
    storePhone: '+216 74 000 111',
    storeAddress: STORE_ADDRESS,
    ...(options.storeGovernorate ? { storeGovernorate: options.storeGovernorate } : {}),
    setupCompleted: true,
  });
  expect(setup.statusCode, setup.body).toBe(200);
  const customer = (
    await call('POST', '/api/customers', seller.cookie, {
      name: 'Yasmine Gharbi',
      phone: '+216 55 123 456',
      address: 'Rue Ibn Khaldoun, Sousse',
    })
  ).json();
  const product = (
    await call('POST', '/api/products', seller.cookie, {
      name: 'Huile d’olive 1L',
      description: 'Extra vierge, Sfax, première pression',
      price: 18.5,
      status: 'in_stock',
      stockQuantity: 50,
    })
  ).json();
  const newOrder = async (to: { shippingGovernorate?: string; quantity?: number } = {}) => {
    const response = await call('POST', '/api/orders', seller.cookie, {
      customerId: customer.id,
      items: [{ productId: product.id, quantity: to.quantity ?? 2 }],
      shippingAddress: 'Rue Ibn Khaldoun 4',
      shippingGovernorate: to.shippingGovernorate ?? 'TN-51',
      paymentMethod: 'cash_on_delivery',
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number }>();
  };
  return { seller, customer, product, order: await newOrder(), newOrder };
}

/**
 * Sets a transporter's verification straight in the database, as an operator's decision would
 * (issue 13): the delivery suites test the board, not the operators' screens.
 */
export async function setVerification(
  app: App,
  profileId: number,
  status: TransporterVerificationStatus,
  reason: string | null = status === 'verified' || status === 'pending'
    ? null
    : 'Documents illisibles',
) {
  await app.database.db
    .update(transporterProfiles)
    .set({
      verificationStatus: status,
      verificationReason: reason,
      verificationDecidedAt: new Date(),
    })
    .where(eq(transporterProfiles.id, profileId));
}

/**
 * A transporter account with a profile (available unless told otherwise), verified by the
 * operators unless `verified` is false (then pending, as every new profile starts).
 */
export async function transporterWithProfile(app: App, isAvailable = true, verified = true) {
  const account = await newAccount(app, 'transporter');
  const response = await caller(() => app)('POST', '/api/transporters', account.cookie, {
    ...profileForm,
    isAvailable,
  });
  expect(response.statusCode, response.body).toBe(201);
  const profile = response.json<{ id: number; phoneNumber: string }>();
  if (verified) await setVerification(app, profile.id, 'verified');
  return { ...account, profile };
}

/** A tomorrow's date as yyyy-mm-dd (UTC+1 is Tunisia's; two days ahead is safely future). */
export function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** The order's 4-digit delivery code, straight from the database (no seller route shows it). */
export async function deliveryCodeOf(app: App, orderId: number): Promise<string> {
  const [row] = await app.database.db
    .select({ code: orders.deliveryCode })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!row) throw new Error(`no order ${orderId}`);
  return row.code;
}

/** A 4-digit code that is not the order's. */
export function wrongCodeFor(code: string): string {
  return String((Number(code) + 1) % 10_000).padStart(4, '0');
}
