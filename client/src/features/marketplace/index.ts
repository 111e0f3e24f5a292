/**
 * The public marketplace: stores, products, search and contacting a seller. Pages, app/ and other
 * features reach the marketplace feature only through this file (decision 013).
 */
export * from './api.ts';
export { useBrowseQuery } from './browse-query.ts';
export { NewestProducts, StoreDirectory } from './browse-sections.tsx';
export { FeaturedProductsSection, StoresSection } from './home-sections.tsx';
export { forgetGuestConversation } from './guest-links.ts';
export { LoadError } from './load-error.tsx';
export { MarketplaceSearchBox } from './marketplace-search-box.tsx';
export { ProductCollection, ProductCollectionSkeleton } from './product-collection.tsx';
export { ProductBrowser } from './product-browser.tsx';
export { ProductDetail, ProductDetailSkeleton } from './product-detail.tsx';
export { RelatedProducts } from './related-products.tsx';
export { StoreAbout, StoreAboutSkeleton } from './store-about.tsx';
export { StoreAvatar, StoreCard, StoreCardSkeleton, storeGridClassName } from './store-card.tsx';
export { STORE_PAGE_SIZE, StoreProducts } from './store-products.tsx';
export { readStoreQuery } from './store-query.ts';
