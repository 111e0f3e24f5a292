/**
 * What a seller sees of Hanout's moderation (issue 13): the banner of a suspended store and the
 * badge and notice of a product an operator hid. The back-office layout and the products feature
 * reach it only through this file (decision 013).
 */
export { HiddenProductBadge, HiddenProductNotice } from './hidden-product.tsx';
export { StoreSuspensionBanner } from './store-suspension-banner.tsx';
