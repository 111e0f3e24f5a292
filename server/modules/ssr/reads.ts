/**
 * The renderer's reads: the marketplace's public reads (app.publicReads, cached, contract 1 of
 * issue 16), in the API's JSON shape. A missing store or product rejects as the API answers it.
 */
import type { FastifyInstance } from 'fastify';
import {
  marketplaceProductListSchema,
  marketplaceProductPageSchema,
  marketplaceProductSchema,
  marketplaceStoreListSchema,
  marketplaceStoreSchema,
} from '../../../common/contracts/marketplace.ts';
import { storeProductsQuerySchema } from '../../../common/schemas/marketplace.ts';
import { AppError } from '../../errors.ts';
import { publicReads, type PublicReads } from '../marketplace/index.ts';
import type { PageReads } from './bundle.ts';
import { wireFormat } from './wire.ts';

const asProducts = wireFormat(marketplaceProductListSchema);
const asProductPage = wireFormat(marketplaceProductPageSchema);
const asProduct = wireFormat(marketplaceProductSchema);
const asStores = wireFormat(marketplaceStoreListSchema);
const asStore = wireFormat(marketplaceStoreSchema);

/** A 404 as the renderer expects it: the status and the API's error body. */
class MissingPage extends Error {
  readonly statusCode = 404;
  constructor(readonly body: unknown) {
    super('not found');
  }
}

async function read<T>(run: () => Promise<T>, onFailure?: () => void): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404)
      throw new MissingPage(error.toBody());
    onFailure?.();
    throw error;
  }
}

/** The cached public reads (app.publicReads). */
export function marketplaceReads(app: FastifyInstance): PublicReads {
  return publicReads(app);
}

/**
 * `onFailure` hears of every read that failed other than as a missing page (a database error, a
 * timeout): the page is then drawn without that part, and must not be kept for others.
 */
export function pageReads(reads: PublicReads, onFailure?: () => void): PageReads {
  return {
    featured: () => read(async () => asProducts(await reads.featured()), onFailure),
    stores: () => read(async () => asStores(await reads.stores()), onFailure),
    store: (id) => read(async () => asStore(await reads.store(id)), onFailure),
    async storeProducts(id, query) {
      // The page's own filters from its URL, checked as the API checks them.
      const parsed = storeProductsQuerySchema.safeParse(query);
      if (!parsed.success) throw new Error('the store page asks for an invalid list');
      return read(async () => asProductPage(await reads.storeProducts(id, parsed.data)), onFailure);
    },
    product: (id) => read(async () => asProduct(await reads.product(id)), onFailure),
    related: (id) => read(async () => asProducts(await reads.related(id)), onFailure),
  };
}
