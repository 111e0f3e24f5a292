/**
 * Issue 17's strict input, on both engines: numbers in URLs only in plain decimal digits, names
 * without the invisible text-direction controls, phone numbers that are phone numbers.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../server/db/schema.ts';
import { profileForm } from './delivery-fixtures.ts';
import { describeEachEngine } from './harness.ts';
import { caller, newAccount, signIn } from './session.ts';

/** Spellings Number() reads as 16, 1000, 1 … and a path must not. */
const NOT_DECIMAL_IDS = ['0x10', '1e3', '%201', '1%20', '+1', '1.0', '01', '-1', '0b1', '١'];
const RLO = '\u202E';

describeEachEngine(
  'strict input',
  (env) => {
    const call = caller(() => env().app);
    let seller = '';
    let buyer = '';
    let sellerId = 0;

    beforeAll(async () => {
      seller = await signIn(env().app, 'demo_seller');
      buyer = await signIn(env().app, 'demo_buyer');
      sellerId = (await call('GET', '/api/user', seller)).json<{ id: number }>().id;
    });

    describe('numbers in URLs', () => {
      it('refuses an id in any spelling but plain decimal digits, with the usual 400', async () => {
        const routes: [string, string, string][] = [
          ['GET', '/api/orders/', seller],
          ['GET', '/api/products/', seller],
          ['GET', '/api/marketplace/products/', ''],
          ['GET', '/api/marketplace/stores/', ''],
          ['GET', '/api/my/orders/', buyer],
        ];
        for (const [method, prefix, cookie] of routes) {
          for (const id of NOT_DECIMAL_IDS) {
            const response = await call(method as 'GET', `${prefix}${id}`, cookie || undefined);
            expect(response.statusCode, `${prefix}${id}`).toBe(400);
            expect(response.json(), `${prefix}${id}`).toMatchObject({ code: 'request.id.invalid' });
          }
        }
      });

      it('reads the same id written plainly', async () => {
        const mine = await call('GET', `/api/marketplace/stores/${sellerId}`);
        expect(mine.statusCode, mine.body).toBe(200);
        const refused = await call('PATCH', `/api/users/0x${sellerId.toString(16)}`, seller, {
          storeName: 'Nowhere',
        });
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toMatchObject({ code: 'request.id.invalid' });
      });

      it('refuses page, pageSize, before and limit written other than in digits', async () => {
        for (const query of [
          'page=1e1',
          'page=0x2',
          'page=%202',
          'pageSize=1e1',
          'page=',
          'page=2.0',
        ]) {
          const response = await call('GET', `/api/customers?${query}`, seller);
          expect(response.statusCode, query).toBe(400);
          expect(response.json().code, query).toBe('request.invalidValue');
        }
        for (const query of ['before=1e3', 'before=0x10', 'limit=1e1', 'limit=+5']) {
          const response = await call('GET', `/api/notifications?${query}`, seller);
          expect(response.statusCode, query).toBe(400);
        }
        expect((await call('GET', '/api/notifications?before=1e3', seller)).json().code).toBe(
          'request.id.invalid',
        );
        const plain = await call('GET', '/api/customers?page=2&pageSize=5', seller);
        expect(plain.statusCode, plain.body).toBe(200);
        expect(plain.json()).toMatchObject({ page: 2, pageSize: 5 });
      });

      it('takes price filters only in plain decimal notation', async () => {
        for (const price of ['1e3', '0x10', '%2010', '10%20', '-1', 'Infinity', '1,5', '.5']) {
          const response = await call('GET', `/api/marketplace/products?minPrice=${price}`);
          expect(response.statusCode, price).toBe(400);
          expect(response.json().code, price).toBe('marketplace.price.invalid');
        }
        const plain = await call('GET', '/api/marketplace/products?minPrice=12.5&maxPrice=30');
        expect(plain.statusCode, plain.body).toBe(200);
      });

      it('refuses delivery days that a coercion would have read as numbers', async () => {
        const terms = { fee: '7', daysMin: '1', daysMax: '3' };
        for (const wrong of [true, '', ' ', '1e1', '0x2', 2.5, null]) {
          const response = await call('PUT', '/api/store/delivery-terms', seller, {
            ...terms,
            daysMin: wrong,
          });
          expect(response.statusCode, String(wrong)).toBe(400);
          expect(response.json().codes, String(wrong)).toMatchObject({
            daysMin: 'deliveryTerms.days.invalid',
          });
        }
      });
    });

    describe('names', () => {
      it('refuses a store name with a right-to-left override, with the new code', async () => {
        const response = await call('PATCH', `/api/users/${sellerId}`, seller, {
          storeName: `Bachlog ${RLO}golhcaB`,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          code: 'name.directionControls',
          message: 'Remove the invisible text-direction characters from this name.',
          codes: { storeName: 'name.directionControls' },
        });
      });

      it('refuses every embedding, override and isolate control in every name field', async () => {
        const controls = [
          '\u202A',
          '\u202B',
          '\u202C',
          '\u202D',
          '\u202E',
          '\u2066',
          '\u2067',
          '\u2068',
          '\u2069',
        ];
        const fields: [string, string, string, Record<string, unknown>, string][] = [
          ['POST', '/api/customers', seller, { phone: '' }, 'name'],
          [
            'POST',
            '/api/products',
            seller,
            { description: 'A description', price: 5, stockQuantity: 1, status: 'active' },
            'name',
          ],
          ['PATCH', `/api/users/${sellerId}`, seller, {}, 'fullName'],
          [
            'POST',
            '/api/contact',
            '',
            { email: 'a@b.tn', topic: 'other', message: 'Hello there, a question.' },
            'name',
          ],
        ];
        for (const control of controls) {
          for (const [method, url, cookie, body, field] of fields) {
            const response = await call(method as 'POST', url, cookie || undefined, {
              ...body,
              [field]: `Nour ${control}Ben Ali`,
            });
            expect(response.statusCode, `${url} ${control.codePointAt(0)?.toString(16)}`).toBe(400);
            expect(response.json().codes?.[field]).toBe('name.directionControls');
          }
        }
      });

      it('refuses them in the buyer name at checkout and in a guest name to a store', async () => {
        const checkout = await call('POST', '/api/checkout', undefined, {
          items: [{ productId: 1, quantity: 1, price: 1 }],
          name: `${RLO}Sami`,
          phone: '+216 22 123 456',
          governorate: 'TN-11',
          address: 'Rue de Marseille 5',
        });
        expect(checkout.statusCode).toBe(400);
        expect(checkout.json().codes).toMatchObject({ name: 'name.directionControls' });
        const guest = await call(
          'POST',
          `/api/marketplace/stores/${sellerId}/messages`,
          undefined,
          {
            content: 'Bonjour',
            name: `Sami\u2067`,
            phone: '22123456',
          },
        );
        expect(guest.statusCode).toBe(400);
        expect(guest.json().codes).toMatchObject({ name: 'name.directionControls' });
      });

      it('removes the invisible direction marks, so two names that look the same are the same', async () => {
        const created = await call('POST', '/api/customers', seller, {
          name: '\u200FNour\u200E Ben\u061C Ali',
        });
        expect(created.statusCode, created.body).toBe(201);
        expect(created.json().name).toBe('Nour Ben Ali');
      });
    });

    describe('phones', () => {
      it('refuses a customer phone that is not a phone number', async () => {
        for (const phone of [
          'abcdefgh',
          '12345678',
          '+216 12 345 678',
          '22 123 45',
          '+1 23',
          '++21622123456',
        ]) {
          const response = await call('POST', '/api/customers', seller, { name: 'Sami', phone });
          expect(response.statusCode, phone).toBe(400);
          expect(response.json(), phone).toMatchObject({
            code: 'customer.phone.invalid',
            codes: { phone: 'customer.phone.invalid' },
          });
        }
      });

      it('stores a Tunisian number in one form, an international one as + and its digits', async () => {
        const cases: [string, string][] = [
          ['+216 20 123 456', '+21620123456'],
          ['0021620123456', '+21620123456'],
          ['20.123.456', '+21620123456'],
          ['+33 6 12 34 56 78', '+33612345678'],
          ['00218-91-234-5678', '+218912345678'],
          ['', ''],
        ];
        for (const [typed, stored] of cases) {
          const response = await call('POST', '/api/customers', seller, {
            name: 'Sami',
            phone: typed,
          });
          expect(response.statusCode, response.body).toBe(201);
          // No number is kept as none (null), as before.
          expect(response.json().phone ?? '', typed).toBe(stored);
          const [row] = await env()
            .database.db.select({ phone: customers.phone })
            .from(customers)
            .where(eq(customers.id, response.json().id));
          expect(row?.phone ?? '', typed).toBe(stored);
        }
      });

      it('takes only Tunisian numbers for the store and the transporter, stored in one form', async () => {
        const refused = await call('PATCH', `/api/users/${sellerId}`, seller, {
          storePhone: 'abcdefgh',
        });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().codes).toMatchObject({ storePhone: 'store.phone.invalid' });
        const saved = await call('PATCH', `/api/users/${sellerId}`, seller, {
          storePhone: '+216 71 245 310',
        });
        expect(saved.statusCode, saved.body).toBe(200);
        expect(saved.json().storePhone).toBe('+21671245310');

        const transporter = await newAccount(env().app, 'transporter');
        const wrong = await call('POST', '/api/transporters', transporter.cookie, {
          ...profileForm,
          phoneNumber: '+33 6 12 34 56 78',
        });
        expect(wrong.statusCode).toBe(400);
        expect(wrong.json().codes).toMatchObject({
          phoneNumber: 'transporter.phoneNumber.invalid',
        });
        const profile = await call('POST', '/api/transporters', transporter.cookie, profileForm);
        expect(profile.statusCode, profile.body).toBe(201);
        expect(profile.json().phoneNumber).toBe('+21698412705');
      });
    });
  },
  { seed: true },
);
