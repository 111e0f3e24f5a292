/**
 * WhatsApp without an API (issue 15): the seller's templates (api) and the order page's
 * "WhatsApp the buyer" menu. Pages, app/ and other features reach this feature only through this
 * file (decision 013).
 */
export { useSaveWhatsappTemplates, useWhatsappTemplates, type WhatsappTemplates } from './api.ts';
export { orderMessage, orderPlaceholderValues, templateOf } from './order-message.ts';
export { OrderWhatsappMenu } from './order-whatsapp-menu.tsx';
