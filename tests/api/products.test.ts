import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderItems, products, users } from '../../server/db/schema.ts';
import { describeEachEngine } from './harness.ts';
import { newAccount, signIn } from './session.ts';

const harissa = {
  name: 'Harissa du Cap Bon',
  description: 'Harissa artisanale, piments séchés au soleil — هريسة',
  price: 6.5,
  imageUrl: 'https://example.tn/harissa.jpg',
  status: 'in_stock',
  stockQuantity: 40,
  featured: true,
};

describeEachEngine(
  'products',
  (env) => {
    const call = (
      method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
      url: string,
      cookie?: string,
      payload?: unknown,
    ) =>
      env().app.inject({
        method,
        url,
        headers: cookie ? { cookie } : {},
        ...(payload === undefined ? {} : { payload: payload as object }),
      });

    describe('a seller and their catalogue', () => {
      it('creates, reads, updates and deletes a product, keeping the price exact', async () => {
        const seller = await newAccount(env().app);
        const created = await call('POST', '/api/products', seller.cookie, harissa);
        expect(created.statusCode).toBe(201);
        const product = created.json();
        expect(product).toMatchObject({ ...harissa, storeId: seller.id });
        expect((await call('GET', `/api/products/${product.id}`, seller.cookie)).json().price).toBe(
          6.5,
        );

        const updated = await call('PATCH', `/api/products/${product.id}`, seller.cookie, {
          price: 7.25,
          stockQuantity: 3,
          status: 'low_stock',
        });
        expect(updated.json()).toMatchObject({
          price: 7.25,
          stockQuantity: 3,
          status: 'low_stock',
          featured: true,
          imageUrl: harissa.imageUrl,
        });

        const removed = await call('DELETE', `/api/products/${product.id}`, seller.cookie);
        expect(removed.statusCode).toBe(204);
        expect((await call('GET', `/api/products/${product.id}`, seller.cookie)).statusCode).toBe(
          404,
        );
      });

      it('defaults featured to false and accepts no image', async () => {
        const seller = await newAccount(env().app);
        const { imageUrl: _image, featured: _featured, ...rest } = harissa;
        const created = await call('POST', '/api/products', seller.cookie, rest);
        expect(created.json()).toMatchObject({ featured: false, imageUrl: null });
      });

      it.each([
        [{ name: 'H' }, 'name', 'Product name must be at least 2 characters.'],
        [
          { description: 'Trop court'.slice(0, 9) },
          'description',
          'Description must be at least 10 characters.',
        ],
        [{ price: 0 }, 'price', 'Price must be a positive number.'],
        [{ price: -3 }, 'price', 'Price must be a positive number.'],
        [{ price: '6.5' }, 'price', 'Price must be a positive number.'],
        [{ price: 1.2345 }, 'price', 'Price can have at most two decimals.'],
        [{ price: 6.375 }, 'price', 'Price can have at most two decimals.'],
        [
          { imageUrl: 'javascript:alert(1)' },
          'imageUrl',
          'Please enter a valid URL for the image.',
        ],
        [{ imageUrl: 'not a url' }, 'imageUrl', 'Please enter a valid URL for the image.'],
        // Pictures load on an https page: plain http is refused (mixed content).
        [
          { imageUrl: 'http://example.tn/harissa.jpg' },
          'imageUrl',
          'Please enter a valid URL for the image.',
        ],
        [{ category: 'cars' }, 'category', 'Please choose a category.'],
        [{ images: ['not-an-upload'] }, 'images.0', 'Invalid photo id.'],
        [{ status: 'sold' }, 'status', 'Please select a valid status.'],
        [{ stockQuantity: -1 }, 'stockQuantity', 'Stock quantity must be a non-negative number.'],
        [{ stockQuantity: 1.5 }, 'stockQuantity', 'Stock quantity must be a non-negative number.'],
        [{ name: 'x'.repeat(201) }, 'name', 'Product name must be at most 200 characters.'],
      ])('refuses %j with the spec message, writing nothing', async (change, field, message) => {
        const seller = await newAccount(env().app);
        const response = await call('POST', '/api/products', seller.cookie, {
          ...harissa,
          ...change,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors[field]).toBe(message);
        expect((await call('GET', '/api/products', seller.cookie)).json().total).toBe(0);
      });

      it('keeps prices to two decimals: 6.375 is refused on create and update, 6.5 reads back', async () => {
        const seller = await newAccount(env().app);
        const refused = await call('POST', '/api/products', seller.cookie, {
          ...harissa,
          price: 6.375,
        });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().errors).toEqual({ price: 'Price can have at most two decimals.' });
        expect((await call('GET', '/api/products', seller.cookie)).json().total).toBe(0);

        const created = await call('POST', '/api/products', seller.cookie, harissa);
        const { id } = created.json();
        const patched = await call('PATCH', `/api/products/${id}`, seller.cookie, {
          price: 12.999,
        });
        expect(patched.statusCode).toBe(400);
        expect(patched.json().errors.price).toBe('Price can have at most two decimals.');
        const read = (await call('GET', `/api/products/${id}`, seller.cookie)).json();
        expect(read.price).toBe(6.5);
        // Two decimals that floats cannot hold exactly are still two decimals.
        const cents = await call('PATCH', `/api/products/${id}`, seller.cookie, { price: 19.99 });
        expect(cents.json().price).toBe(19.99);
      });

      it('searches name and description, filters by status and featured, and pages', async () => {
        const seller = await newAccount(env().app);
        for (let i = 0; i < 5; i++) {
          await call('POST', '/api/products', seller.cookie, {
            ...harissa,
            name: `Poterie ${i}`,
            featured: i === 0,
            // Low stock is what a few left reads (common/stock.ts), not a free choice above it.
            ...(i < 2 ? { status: 'low_stock', stockQuantity: 3 } : {}),
          });
        }
        await call('POST', '/api/products', seller.cookie, {
          ...harissa,
          name: 'Tapis',
          description: 'Mergoum tissé main à Kairouan',
          featured: false,
        });
        const list = (url: string) => call('GET', url, seller.cookie).then((r) => r.json());
        expect((await list('/api/products')).total).toBe(6);
        expect((await list('/api/products?q=poterie')).total).toBe(5);
        expect((await list('/api/products?q=KAIROUAN')).items[0].name).toBe('Tapis');
        expect((await list('/api/products?q=100%25')).total).toBe(0);
        expect((await list('/api/products?status=low_stock')).total).toBe(2);
        expect(
          (await list('/api/products?featured=true')).items.map((p: { name: string }) => p.name),
        ).toEqual(['Poterie 0']);
        const page2 = await list('/api/products?pageSize=4&page=2');
        expect(page2).toMatchObject({ total: 6, page: 2, pageSize: 4 });
        expect(page2.items).toHaveLength(2);
        for (const bad of ['pageSize=0', 'pageSize=101', 'page=0', 'status=sold', 'page=abc']) {
          expect((await call('GET', `/api/products?${bad}`, seller.cookie)).statusCode).toBe(400);
        }
      });

      it('archives a product that orders refer to: the order keeps its name and price', async () => {
        const cookie = await signIn(env().app, 'demo_seller');
        const { db } = env().database;
        const [line] = await db
          .select({
            productId: orderItems.productId,
            name: orderItems.productName,
            price: orderItems.unitPrice,
            orderId: orderItems.orderId,
          })
          .from(orderItems)
          .innerJoin(users, eq(users.id, orderItems.storeId))
          .where(eq(users.username, 'demo_seller'))
          .limit(1);
        if (!line?.productId) throw new Error('no ordered product');
        expect((await call('DELETE', `/api/products/${line.productId}`, cookie)).statusCode).toBe(
          204,
        );
        expect((await call('GET', `/api/products/${line.productId}`, cookie)).statusCode).toBe(404);
        const [kept] = await db.select().from(products).where(eq(products.id, line.productId));
        expect(kept?.archivedAt).not.toBeNull();
        const order = (await call('GET', `/api/orders/${line.orderId}`, cookie)).json();
        expect(
          order.lines.some(
            (l: { productName: string; unitPrice: number }) =>
              l.productName === line.name && l.unitPrice === line.price,
          ),
        ).toBe(true);
      });
    });

    describe('another seller', () => {
      it('can neither see nor change the first seller’s products, on any route or verb', async () => {
        const owner = await newAccount(env().app);
        const intruder = await newAccount(env().app);
        const product = (await call('POST', '/api/products', owner.cookie, harissa)).json();
        expect((await call('GET', '/api/products', intruder.cookie)).json().total).toBe(0);
        expect((await call('GET', `/api/products/${product.id}`, intruder.cookie)).statusCode).toBe(
          404,
        );
        expect(
          (await call('PATCH', `/api/products/${product.id}`, intruder.cookie, { price: 1 }))
            .statusCode,
        ).toBe(404);
        expect(
          (await call('DELETE', `/api/products/${product.id}`, intruder.cookie)).statusCode,
        ).toBe(404);
        expect((await call('GET', `/api/products/${product.id}`, owner.cookie)).json().price).toBe(
          6.5,
        );
      });

      it('answers 401 signed out, 403 to buyers and transporters, 400 for a bad id', async () => {
        const buyer = await newAccount(env().app, 'customer');
        const driver = await newAccount(env().app, 'transporter');
        const seller = await newAccount(env().app);
        expect((await call('GET', '/api/products')).statusCode).toBe(401);
        expect((await call('POST', '/api/products', undefined, {})).statusCode).toBe(401);
        expect((await call('GET', '/api/products', buyer.cookie)).statusCode).toBe(403);
        expect((await call('POST', '/api/products', driver.cookie, harissa)).statusCode).toBe(403);
        expect((await call('GET', '/api/products/abc', seller.cookie)).statusCode).toBe(400);
        expect((await call('GET', '/api/products/99999999999', seller.cookie)).statusCode).toBe(
          400,
        );
        expect(
          (await call('PATCH', '/api/products/1', seller.cookie, { storeId: 2 })).statusCode,
        ).toBe(400);
      });
    });
  },
  { seed: true },
);
