import { expect, it } from 'vitest';
import type { SellerChecklist } from '../../common/contracts/dashboard.ts';
import { describeEachEngine } from './harness.ts';
import { caller, newAccount, signIn } from './session.ts';

const NOTHING_DONE = {
  storeDetails: false,
  firstProduct: false,
  storeShared: false,
  firstOrder: false,
};

describeEachEngine(
  'the seller’s getting-started checklist',
  (env) => {
    const call = caller(() => env().app);
    const checklistOf = async (cookie: string) => {
      const response = await call('GET', '/api/dashboard/checklist', cookie);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<SellerChecklist>();
    };

    it('starts all false for a new seller and ticks each step from the store’s real data', async () => {
      const seller = await newAccount(env().app);
      const fresh = await checklistOf(seller.cookie);
      expect(fresh.steps).toEqual(NOTHING_DONE);
      expect(fresh.dismissed).toBe(false);
      expect(fresh.storeUrl).toMatch(
        new RegExp(`^https?://[^/]+/marketplace/stores/${seller.id}$`),
      );

      // Only part of the store details: the step waits for all four.
      await call('PATCH', `/api/users/${seller.id}`, seller.cookie, { storeName: 'Dar Jasmin' });
      expect((await checklistOf(seller.cookie)).steps.storeDetails).toBe(false);
      const details = await call('PATCH', `/api/users/${seller.id}`, seller.cookie, {
        storeDescription: 'Eau de fleur d’oranger et jasmin de Hammamet',
        storePhone: '+216 98 765 432',
        storeAddress: 'Rue de la Médina, Hammamet',
      });
      expect(details.statusCode, details.body).toBe(200);
      expect((await checklistOf(seller.cookie)).steps).toEqual({
        ...NOTHING_DONE,
        storeDetails: true,
      });

      const product = await call('POST', '/api/products', seller.cookie, {
        name: 'Eau de fleur d’oranger',
        description: 'Distillée à Nabeul, flacon de 250 ml',
        price: 9.5,
        status: 'in_stock',
        stockQuantity: 4,
      });
      expect(product.statusCode, product.body).toBe(201);
      expect((await checklistOf(seller.cookie)).steps.firstProduct).toBe(true);

      const customer = await call('POST', '/api/customers', seller.cookie, {
        name: 'Yasmine Gharbi',
        phone: '+216 55 123 456',
      });
      const order = await call('POST', '/api/orders', seller.cookie, {
        customerId: customer.json<{ id: number }>().id,
        items: [{ productId: product.json<{ id: number }>().id, quantity: 1 }],
        shippingAddress: 'Rue Ibn Khaldoun, Sousse',
        shippingGovernorate: 'TN-51',
        paymentMethod: 'cash_on_delivery',
      });
      expect(order.statusCode, order.body).toBe(201);
      expect((await checklistOf(seller.cookie)).steps).toEqual({
        storeDetails: true,
        firstProduct: true,
        storeShared: false,
        firstOrder: true,
      });
    });

    it('keeps “shared” and “dismissed” on the server, and only for that seller', async () => {
      const seller = await newAccount(env().app);
      const other = await newAccount(env().app);

      const shared = await call('POST', '/api/dashboard/checklist/shared', seller.cookie, {});
      expect(shared.statusCode, shared.body).toBe(200);
      expect(shared.json<SellerChecklist>().steps.storeShared).toBe(true);
      // Sharing again changes nothing and is no error.
      expect(
        (await call('POST', '/api/dashboard/checklist/shared', seller.cookie, {})).statusCode,
      ).toBe(200);

      const dismissed = await call('POST', '/api/dashboard/checklist/dismiss', seller.cookie, {});
      expect(dismissed.statusCode, dismissed.body).toBe(200);
      expect(dismissed.json<SellerChecklist>().dismissed).toBe(true);

      // A new session reads the same state: it lives on the server, not in the browser.
      const again = await checklistOf(await signIn(env().app, seller.username, seller.password));
      expect(again).toMatchObject({ dismissed: true, steps: { storeShared: true } });
      expect(await checklistOf(other.cookie)).toMatchObject({
        dismissed: false,
        steps: NOTHING_DONE,
      });
    });

    it('shows an established store everything done (the demo seller never sees it)', async () => {
      const cookie = await signIn(env().app, 'demo_seller');
      expect((await checklistOf(cookie)).steps).toEqual({
        storeDetails: true,
        firstProduct: true,
        storeShared: true,
        firstOrder: true,
      });
    });

    it('answers 403 to a buyer or a transporter and 401 when signed out, changing nothing', async () => {
      const buyer = await newAccount(env().app, 'customer');
      const driver = await newAccount(env().app, 'transporter');
      for (const cookie of [buyer.cookie, driver.cookie]) {
        expect((await call('GET', '/api/dashboard/checklist', cookie)).statusCode).toBe(403);
        expect((await call('POST', '/api/dashboard/checklist/shared', cookie, {})).statusCode).toBe(
          403,
        );
        expect(
          (await call('POST', '/api/dashboard/checklist/dismiss', cookie, {})).statusCode,
        ).toBe(403);
      }
      expect((await call('GET', '/api/dashboard/checklist')).statusCode).toBe(401);
      expect(
        (await call('POST', '/api/dashboard/checklist/shared', undefined, {})).statusCode,
      ).toBe(401);
      expect(
        (await call('POST', '/api/dashboard/checklist/dismiss', undefined, {})).statusCode,
      ).toBe(401);
    });
  },
  { seed: true },
);
