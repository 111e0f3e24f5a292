/**
 * GET /api/marketplace/products as the browse page calls it: filters (category, the store's
 * governorate, price range, in stock), every sort order with sold-out products last, field
 * messages for bad values, search in French, Arabic and English and by a category's name, and
 * the related products under a product page.
 */
import { beforeAll, expect, it } from 'vitest';
import type { MarketplaceProduct } from '../../common/contracts/marketplace.ts';
import type { Page } from '../../common/contracts/shared.ts';
import { eq } from 'drizzle-orm';
import { products } from '../../server/db/schema.ts';
import { describeEachEngine } from './harness.ts';
import { caller } from './market-fixtures.ts';
import { newAccount } from './session.ts';

interface Spec {
  name: string;
  description: string;
  price: number;
  stockQuantity: number;
  category: string;
  soldCount?: number;
}

const NABEUL: Spec[] = [
  {
    name: 'Tajine peint',
    description: 'Tajine en terre cuite, décor bleu et blanc.',
    price: 45,
    stockQuantity: 5,
    category: 'pottery',
    soldCount: 7,
  },
  {
    name: 'Plat à couscous',
    description: 'Grand plat en terre cuite, vernis à la main.',
    price: 30,
    stockQuantity: 0,
    category: 'pottery',
    soldCount: 40,
  },
  {
    name: 'Jebba en lin',
    description: 'Jebba traditionnelle brodée, coupe ample.',
    price: 120,
    stockQuantity: 2,
    category: 'clothing',
  },
];

const SFAX: Spec[] = [
  {
    name: "Huile d'olive extra vierge",
    description: 'Première pression à froid, récolte de Sfax.',
    price: 25,
    stockQuantity: 10,
    category: 'food',
    soldCount: 12,
  },
  {
    name: 'زَيْتُ الزَّيْتُونِ البِكْر',
    description: 'زيت زيتون من صفاقس، عصرة أولى على البارد.',
    price: 28,
    stockQuantity: 4,
    category: 'food',
    soldCount: 2,
  },
  {
    name: 'إبريق نحاسي',
    description: 'صناعة تقليدية من النحاس المطروق.',
    price: 65,
    stockQuantity: 3,
    category: 'crafts',
  },
  {
    name: 'Thyme honey 500 g',
    description: 'Wild thyme honey from the hills of Zaghouan.',
    price: 38,
    stockQuantity: 3,
    category: 'food',
    soldCount: 5,
  },
  {
    name: "Savon à l'huile d'olive",
    description: 'Savon artisanal saponifié à froid.',
    price: 8,
    stockQuantity: 20,
    category: 'beauty',
    soldCount: 3,
  },
  {
    name: 'Bsissa aux amandes',
    description: 'Mélange de céréales grillées et amandes.',
    price: 12,
    stockQuantity: 0,
    category: 'sweets',
  },
  {
    name: 'Gargoulette',
    description: 'Cruche à eau en argile de Sejnane.',
    price: 18,
    stockQuantity: 3,
    category: 'pottery',
  },
];

const ON_SALE = [...NABEUL, ...SFAX].filter((spec) => spec.stockQuantity > 0);
const SOLD_OUT = [...NABEUL, ...SFAX].filter((spec) => spec.stockQuantity === 0);

describeEachEngine('browsing and searching the marketplace', (env) => {
  const call = caller(() => env().app);
  const ids = new Map<string, number>();
  const stores = new Map<string, number>();

  const browse = async (query: string) => {
    const response = await call('GET', `/api/marketplace/products?pageSize=50&${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Page<MarketplaceProduct>>();
  };
  const names = async (query: string) => (await browse(query)).items.map((p) => p.name);

  async function store(storeName: string, governorate: string, specs: Spec[]) {
    const seller = await newAccount(env().app);
    const setup = await call('PATCH', `/api/users/${seller.id}`, seller.cookie, {
      storeName,
      storeDescription: `${storeName}, fait main en Tunisie.`,
      storePhone: '+216 71 000 000',
      storeAddress: '12 rue de Marseille',
      storeGovernorate: governorate,
      setupCompleted: true,
    });
    expect(setup.statusCode, setup.body).toBe(200);
    stores.set(storeName, seller.id);
    for (const { soldCount, ...spec } of specs) {
      const created = await call('POST', '/api/products', seller.cookie, {
        ...spec,
        status: spec.stockQuantity === 0 ? 'out_of_stock' : 'in_stock',
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json<{ id: number }>().id;
      ids.set(spec.name, id);
      if (soldCount) {
        await env().database.db.update(products).set({ soldCount }).where(eq(products.id, id));
      }
    }
  }

  beforeAll(async () => {
    await store('Fekhar Nabeul', 'TN-21', NABEUL);
    await store('Dar Zitouna', 'TN-61', SFAX);
  });

  it('lists the newest first, sold-out products last, with store governorate and category', async () => {
    const page = await browse('');
    expect(page.total).toBe(10);
    const newestOnSale = ON_SALE.map((spec) => spec.name).reverse();
    const newestSoldOut = SOLD_OUT.map((spec) => spec.name).reverse();
    expect(page.items.map((p) => p.name)).toEqual([...newestOnSale, ...newestSoldOut]);
    expect(page.items.find((p) => p.name === 'Jebba en lin')).toMatchObject({
      storeGovernorate: 'TN-21',
      category: 'clothing',
      images: [],
    });
    // Same answer with empty filters, as a shared URL may carry them.
    expect(await names('q=&category=&governorate=&minPrice=&inStock=&sort=')).toEqual(
      page.items.map((p) => p.name),
    );
  });

  it('sorts by price up and down, sold-out last in each', async () => {
    const up = await browse('sort=price_asc');
    const onSale = up.items.slice(0, ON_SALE.length);
    const soldOut = up.items.slice(ON_SALE.length);
    expect(onSale.map((p) => p.price)).toEqual(ON_SALE.map((s) => s.price).sort((a, b) => a - b));
    expect(soldOut.map((p) => p.price)).toEqual([12, 30]);

    const down = await browse('sort=price_desc');
    expect(down.items.slice(0, ON_SALE.length).map((p) => p.price)).toEqual(
      ON_SALE.map((s) => s.price).sort((a, b) => b - a),
    );
    expect(down.items.slice(ON_SALE.length).map((p) => p.price)).toEqual([30, 12]);
  });

  it('sorts by most sold, a sold-out best seller still after what can be bought', async () => {
    const popular = await names('sort=popular');
    expect(popular.slice(0, 5)).toEqual([
      "Huile d'olive extra vierge",
      'Tajine peint',
      'Thyme honey 500 g',
      "Savon à l'huile d'olive",
      'زَيْتُ الزَّيْتُونِ البِكْر',
    ]);
    // Plat à couscous sold the most but is sold out: it closes the list.
    expect(popular.slice(-2)).toEqual(['Plat à couscous', 'Bsissa aux amandes']);
  });

  it('filters by category, governorate, price range and stock, together too', async () => {
    expect(await names('category=pottery')).toEqual([
      'Gargoulette',
      'Tajine peint',
      'Plat à couscous',
    ]);
    expect(
      (await browse('governorate=TN-21')).items.every((p) => p.storeGovernorate === 'TN-21'),
    ).toBe(true);
    expect(await names('governorate=TN-21')).toHaveLength(NABEUL.length);
    expect(await names('governorate=TN-11')).toEqual([]);
    const ranged = await browse('minPrice=20&maxPrice=40');
    expect(ranged.items.map((p) => p.price).sort((a, b) => a - b)).toEqual([25, 28, 30, 38]);
    expect((await browse('minPrice=45&maxPrice=45')).items.map((p) => p.name)).toEqual([
      'Tajine peint',
    ]);

    const inStock = await names('inStock=true');
    expect(inStock).toHaveLength(ON_SALE.length);
    expect(inStock).not.toContain('Plat à couscous');
    expect(inStock).not.toContain('Bsissa aux amandes');
    expect(await names('inStock=false')).toHaveLength(10);

    expect(await names('category=pottery&governorate=TN-21&inStock=true')).toEqual([
      'Tajine peint',
    ]);
    expect(await names('category=food&sort=price_desc&maxPrice=30')).toEqual([
      'زَيْتُ الزَّيْتُونِ البِكْر',
      "Huile d'olive extra vierge",
    ]);
  });

  it('filters a store’s page by category too', async () => {
    const url = `/api/marketplace/stores/${stores.get('Dar Zitouna')}/products`;
    const pottery = await call('GET', `${url}?category=pottery`);
    expect(pottery.json<Page<MarketplaceProduct>>().items.map((p) => p.name)).toEqual([
      'Gargoulette',
    ]);
    const blank = await call('GET', `${url}?category=`);
    expect(blank.json<Page<MarketplaceProduct>>().total).toBe(SFAX.length);
    const unknown = await call('GET', `${url}?category=cars`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().codes.category).toBe('marketplace.category.invalid');
  });

  it('pages a filtered list with its total', async () => {
    const first = (
      await call('GET', '/api/marketplace/products?category=food&sort=price_asc&pageSize=2')
    ).json<Page<MarketplaceProduct>>();
    expect(first.total).toBe(3);
    expect(first.items.map((p) => p.price)).toEqual([25, 28]);
    const response = await call(
      'GET',
      '/api/marketplace/products?category=food&sort=price_asc&pageSize=2&page=2',
    );
    expect(response.json<Page<MarketplaceProduct>>().items.map((p) => p.price)).toEqual([38]);
  });

  it.each([
    ['sort=cheapest', 'sort', 'Sort by newest, price_asc, price_desc or popular.'],
    ['sort=name', 'sort', 'Sort by newest, price_asc, price_desc or popular.'],
    ['category=cars', 'category', 'Unknown category.'],
    ['governorate=TN-99', 'governorate', 'Unknown governorate.'],
    ['inStock=yes', 'inStock', 'inStock must be true or false.'],
    ['minPrice=abc', 'minPrice', 'Prices must be numbers from 0 to 1,000,000.'],
    ['maxPrice=-1', 'maxPrice', 'Prices must be numbers from 0 to 1,000,000.'],
    ['minPrice=50&maxPrice=10', 'maxPrice', 'The lowest price must not be above the highest.'],
  ])('refuses %s with a field message', async (query, field, message) => {
    const response = await call('GET', `/api/marketplace/products?${query}`);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.errors[field]).toBe(message);
    expect(typeof body.message).toBe('string');
  });

  it('gives every bad field its message at once', async () => {
    const response = await call(
      'GET',
      '/api/marketplace/products?sort=x&category=y&governorate=z&inStock=1',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().codes).toMatchObject({
      sort: 'marketplace.sort.invalid',
      category: 'marketplace.category.invalid',
      governorate: 'marketplace.governorate.invalid',
      inStock: 'marketplace.inStock.invalid',
    });
  });

  it('finds a French word, accents ignored, the name match first', async () => {
    expect(await names('q=huile')).toEqual([
      "Savon à l'huile d'olive",
      "Huile d'olive extra vierge",
    ]);
    expect(await names('q=PREMIERE')).toEqual(["Huile d'olive extra vierge"]);
    expect(await names('q=huile&sort=price_desc')).toEqual([
      "Huile d'olive extra vierge",
      "Savon à l'huile d'olive",
    ]);
  });

  it('finds an Arabic word with or without vowel marks and whatever the alef', async () => {
    const oil = 'زَيْتُ الزَّيْتُونِ البِكْر';
    expect(await names(`q=${encodeURIComponent('زيت')}`)).toEqual([oil]);
    expect(await names(`q=${encodeURIComponent('زَيْتُ')}`)).toEqual([oil]);
    expect(await names(`q=${encodeURIComponent('صفاقس')}`)).toEqual([oil]);
    const jug = 'إبريق نحاسي';
    expect(await names(`q=${encodeURIComponent('ابريق')}`)).toEqual([jug]);
    expect(await names(`q=${encodeURIComponent('أبريق')}`)).toEqual([jug]);
    expect(await names(`q=${encodeURIComponent('إِبْرِيق')}`)).toEqual([jug]);
  });

  it('finds an English word', async () => {
    expect(await names('q=honey')).toEqual(['Thyme honey 500 g']);
    expect(await names('q=wild%20thyme')).toEqual(['Thyme honey 500 g']);
  });

  it('finds a category by its name in French, English and Arabic', async () => {
    const pottery = ['Gargoulette', 'Tajine peint', 'Plat à couscous'];
    for (const word of [
      'poterie',
      'Poterie',
      'pottery',
      'ceramics',
      'céramique',
      'فخار',
      'الفخار',
      'خزف',
    ]) {
      expect(await names(`q=${encodeURIComponent(word)}`), word).toEqual(pottery);
    }
    expect(await names('q=savons')).toEqual(["Savon à l'huile d'olive"]);
    expect(await names(`q=${encodeURIComponent('Pottery & ceramics')}`)).toEqual(pottery);
    expect(await names(`q=${encodeURIComponent('حلويات')}`)).toEqual(['Bsissa aux amandes']);
    // Two letters name no category; a word inside a name does not either.
    expect(await names('q=po')).not.toContain('Tajine peint');
    expect(await names('q=ement')).toEqual([]);
    // The category search combines with the filters.
    expect(await names('q=pottery&governorate=TN-61')).toEqual(['Gargoulette']);
  });

  it('gives related products: same category, then same store, on sale first, never itself', async () => {
    const tajine = ids.get('Tajine peint');
    const response = await call('GET', `/api/marketplace/products/${tajine}/related`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<MarketplaceProduct[]>().map((p) => p.name)).toEqual([
      'Gargoulette',
      'Jebba en lin',
      'Plat à couscous',
    ]);
    const honey = ids.get('Thyme honey 500 g');
    const related = (await call('GET', `/api/marketplace/products/${honey}/related`)).json<
      MarketplaceProduct[]
    >();
    expect(related.slice(0, 2).map((p) => p.category)).toEqual(['food', 'food']);
    expect(related).toHaveLength(SFAX.length - 1);
    expect(related.map((p) => p.name)).not.toContain('Thyme honey 500 g');
    expect(related.at(-1)?.name).toBe('Bsissa aux amandes');

    expect((await call('GET', '/api/marketplace/products/999999/related')).statusCode).toBe(404);
    expect((await call('GET', '/api/marketplace/products/abc/related')).statusCode).toBe(400);
  });
});
