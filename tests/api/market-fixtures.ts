/** A store that finished setup, with products, created through the API as a seller would. */
import { expect } from 'vitest';
import type { App } from '../../server/app.ts';
import { caller, newAccount } from './session.ts';

export { caller };

export interface ProductSpec {
  name: string;
  description?: string;
  price: number;
  stockQuantity: number;
  status?: 'in_stock' | 'low_stock' | 'out_of_stock';
  featured?: boolean;
}

export async function newStore(app: App, storeName: string, specs: ProductSpec[] = []) {
  const call = caller(() => app);
  const seller = await newAccount(app);
  const setup = await call('PATCH', `/api/users/${seller.id}`, seller.cookie, {
    storeName,
    storeDescription: `${storeName}: produits de Tunisie, livrés chez vous.`,
    storePhone: '+216 71 000 000',
    storeAddress: '12 rue de Marseille, Tunis',
    setupCompleted: true,
  });
  expect(setup.statusCode, setup.body).toBe(200);
  const products: { id: number; name: string; price: number }[] = [];
  for (const spec of specs) {
    const response = await call('POST', '/api/products', seller.cookie, {
      description: `${spec.name}, fait main en Tunisie.`,
      status: spec.stockQuantity === 0 ? 'out_of_stock' : 'in_stock',
      ...spec,
    });
    expect(response.statusCode, response.body).toBe(201);
    products.push(response.json());
  }
  return { ...seller, products };
}
