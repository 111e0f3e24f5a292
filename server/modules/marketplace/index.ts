/**
 * The marketplace module's public surface (decision 013): whether a store or a product is open to
 * buyers (checkout, reports), and the link-preview pieces the content pages and the dashboard
 * reuse.
 */
export { pageHeadFor, SITE_NAME, withHead, type PageHead } from './previews.ts';
export { publicReads, type PublicReads } from './public-reads.ts';
export { siteOrigin } from './seo-routes.ts';
export { productIsLive, requirePublicStore, storeIsPublic } from './service.ts';
